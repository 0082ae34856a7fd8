import type { GraphMessage } from './types.js';

/** Properties of microsoft.graph.message (CSDL: outlookItem + message) that $select accepts. */
const MESSAGE_PROPERTIES = new Set([
  'id',
  'createdDateTime',
  'lastModifiedDateTime',
  'changeKey',
  'categories',
  'bccRecipients',
  'body',
  'bodyPreview',
  'ccRecipients',
  'conversationId',
  'conversationIndex',
  'flag',
  'from',
  'hasAttachments',
  'importance',
  'inferenceClassification',
  'internetMessageHeaders',
  'internetMessageId',
  'isDeliveryReceiptRequested',
  'isDraft',
  'isRead',
  'isReadReceiptRequested',
  'parentFolderId',
  'receivedDateTime',
  'replyTo',
  'sender',
  'sentDateTime',
  'subject',
  'toRecipients',
  'uniqueBody',
  'webLink',
]);

/** Parses $select; returns the unknown name instead when there is one (Graph answers 400). */
export function parseSelect(value: string | null): { select: string[] | null } | { unknown: string } {
  if (!value) return { select: null };
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.find((n) => !MESSAGE_PROPERTIES.has(n));
  return unknown ? { unknown } : { select: names };
}

/** Shapes one message for a response: the selected properties plus id and etag, as Graph does. */
export function project(message: GraphMessage, select: string[] | null, extra: Record<string, unknown> = {}): Record<string, unknown> {
  if (!select) return { ...extra, ...message };
  const out: Record<string, unknown> = { ...extra, '@odata.etag': message['@odata.etag'] };
  for (const name of select) out[name] = (message as unknown as Record<string, unknown>)[name] ?? null;
  out.id = message.id;
  return out;
}

/** An OData DateTimeOffset literal: seconds and fractions optional, Z or an offset required. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * The one $filter the server understands, `receivedDateTime ge <DateTimeOffset>` (what counting
 * recent mail needs), as the earliest time it lets through; null for any other filter.
 */
export function parseReceivedSince(filter: string): number | null {
  const match = /^receivedDateTime\s+ge\s+(\S+)$/i.exec(filter.trim());
  const since = match && DATE_TIME.test(match[1] as string) ? Date.parse(match[1] as string) : Number.NaN;
  return Number.isNaN(since) ? null : since;
}

/** Prefer preferences (RFC 7240): comma-separated, possibly over several header lines. */
export function parsePrefer(header: string | string[] | undefined): Map<string, string> {
  const prefs = new Map<string, string>();
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  for (const line of lines) {
    for (const part of line.split(',')) {
      const [name, ...rest] = part.split('=');
      if (!name?.trim()) continue;
      prefs.set(name.trim().toLowerCase(), rest.join('=').trim().replace(/^"|"$/g, ''));
    }
  }
  return prefs;
}

/** The page size a request asks for: Prefer odata.maxpagesize, then $top, then the server default. */
export function pageSizeOf(prefer: Map<string, string>, top: string | null, fallback: number, max: number): number {
  const asked = Number(prefer.get('odata.maxpagesize') ?? top ?? fallback);
  return Math.max(1, Math.min(Number.isFinite(asked) ? Math.floor(asked) : fallback, max));
}
