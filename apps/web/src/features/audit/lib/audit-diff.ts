export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Fields that change on every write; they say nothing about what the user did. */
const NOISE = new Set(['updatedAt', 'updated_at']);

/**
 * The fields of a row before and after, changed ones first (in the row's order). A create has no
 * before and a delete no after: every field with a value then counts as changed.
 */
export function diffSnapshots(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !NOISE.has(f));
  // Absent and null both mean "no value", so a create's empty fields do not count as changes.
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  const rows = fields.map((field) => ({ field, before: b[field], after: a[field], changed: !same(b[field], a[field]) }));
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** A value as one line of text: '—' for nothing, lists joined, objects as JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.length ? value.join(', ') : '—';
  return JSON.stringify(value);
}

/** 'isArchived' -> 'Is archived', 'due_date' -> 'Due date'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const isSnapshotObject = isRecord;
