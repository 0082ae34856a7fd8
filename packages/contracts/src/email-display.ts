import { LIMITS } from './enums.js';

/** docs/behaviour.md, Entities: preview, else the first 200 characters of the body plus an ellipsis, else a placeholder. */
export function emailPreview(preview: string | null | undefined, bodyText: string | null | undefined): string {
  if (preview && preview.trim()) return preview;
  const body = (bodyText ?? '').replace(/\s+/g, ' ').trim();
  if (body) return previewCut(body);
  return 'No preview available';
}

/**
 * A text's first characters and an ellipsis when it is longer. Characters, not UTF-16 units, so
 * an emoji is never cut in half (and PostgreSQL's `left`, which the lists use, cuts the same).
 */
export function previewCut(text: string): string {
  if (text.length <= LIMITS.previewLength) return text;
  const chars = Array.from(text);
  return chars.length > LIMITS.previewLength ? `${chars.slice(0, LIMITS.previewLength).join('')}...` : text;
}

/** docs/behaviour.md, Entities: body, else preview, else a placeholder. */
export function emailBody(body: string | null | undefined, preview: string | null | undefined): string {
  if (body && body.trim()) return body;
  if (preview && preview.trim()) return preview;
  return 'No content available';
}

/** docs/behaviour.md, Entities: 'name <address>', else the address, else 'Unknown Sender'. */
export function emailSender(name: string | null | undefined, address: string | null | undefined): string {
  const n = name?.trim();
  const a = address?.trim();
  if (n && a) return `${n} <${a}>`;
  if (a) return a;
  return 'Unknown Sender';
}

/** Addresses that by name do not read what is sent to them (no-reply, bounce handlers). */
const NO_REPLY_ADDRESS = /^(no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|mailer[-_.]?daemon|postmaster|bounces?)([-_.+][^@]*)?@/i;

export const isNoReplyAddress = (address: string | null | undefined): boolean => NO_REPLY_ADDRESS.test(address?.trim() ?? '');
