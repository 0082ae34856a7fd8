/** Keys whose values never reach the audit log: credentials and sync cursors that carry tokens. */
const SECRET_KEY = /token|passw(or)?d|secret|api[-_]?key|authori[sz]ation|cookie|credential|delta[-_]?link|session/i;
export const REDACTED = '[redacted]';
/** Long texts (email bodies) are clipped: the log says what changed, it is not a second mailbox. */
export const MAX_TEXT = 1000;
/** Columns that only say whose row it is (the event has user_id) or when it was touched. */
const DROPPED = new Set(['userId', 'user_id']);
/** Fields the "changed" list leaves out: they change on every write. */
const VOLATILE = new Set(['updated_at', 'updatedAt']);

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (DROPPED.has(key)) continue;
    out[key] = SECRET_KEY.test(key) && inner !== null && inner !== undefined ? REDACTED : scrub(inner, depth + 1);
  }
  return out;
}

/**
 * What the audit log stores for a row or a response: plain JSON (dates as ISO text), secrets
 * masked, long texts clipped, the owner column dropped. null stays null.
 */
export function auditSnapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return scrub(JSON.parse(JSON.stringify(value)), 0);
}

/** Top-level fields whose values differ between two snapshots (timestamps of the write aside). */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !VOLATILE.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
