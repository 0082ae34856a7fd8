import type { Address, Email, Header } from 'postal-mime';
import type { MailAddress, MailAttachment, MailMessage } from '../types.js';

export const header = (headers: Header[], key: string) => headers.find((h) => h.key === key)?.value.trim() ?? '';

/** Flattens address groups ("Team: a@x, b@y;") and drops entries without an address. */
export function addresses(list: Address[] | Address | undefined): MailAddress[] {
  const out: MailAddress[] = [];
  for (const entry of list === undefined ? [] : Array.isArray(list) ? list : [list]) {
    const members = entry.group ?? [entry];
    for (const m of members) {
      const address = (m.address ?? '').trim();
      if (!address) continue;
      out.push({ name: m.name?.trim() || null, address });
    }
  }
  return out;
}

/** Importance, X-Priority (1-2 high, 4-5 low), X-MSMail-Priority and Priority (RFC 2156). */
export function importance(headers: Header[]): MailMessage['importance'] {
  const imp = header(headers, 'importance').toLowerCase();
  if (imp.startsWith('high')) return 'high';
  if (imp.startsWith('low')) return 'low';
  const xp = /^\s*([1-5])/.exec(header(headers, 'x-priority'))?.[1];
  if (xp === '1' || xp === '2') return 'high';
  if (xp === '4' || xp === '5') return 'low';
  const ms = header(headers, 'x-msmail-priority').toLowerCase();
  if (ms.startsWith('high')) return 'high';
  if (ms.startsWith('low')) return 'low';
  const pr = header(headers, 'priority').toLowerCase();
  if (pr === 'urgent') return 'high';
  if (pr === 'non-urgent') return 'low';
  return 'normal';
}

const validDate = (value: string | undefined | null): Date | null => {
  if (!value) return null;
  const d = new Date(value);
  const t = d.getTime();
  // Year 1970 and earlier is almost always a zeroed or broken clock, not a real send time.
  return Number.isFinite(t) && d.getUTCFullYear() > 1970 ? d : null;
};

/** The Date header, when it parses. */
export const sentAt = (email: Email): Date | null => validDate(email.date);

/**
 * Delivery time: the date of the topmost Received header (added by the last hop, i.e. the user's
 * own server), which a sender cannot forge the way it can forge Date.
 */
export function deliveredAt(headers: Header[]): Date | null {
  const received = headers.find((h) => h.key === 'received')?.value;
  const stamp = received?.slice(received.lastIndexOf(';') + 1).replace(/\([^)]*\)/g, '').trim();
  return received?.includes(';') ? validDate(stamp) : null;
}

/** Attachment metadata only; inline images referenced from the HTML by cid are not attachments. */
export function attachments(email: Email): MailAttachment[] {
  return email.attachments
    .filter((a) => !a.related)
    .map((a) => ({
      name: a.filename?.trim() || a.description?.trim() || 'attachment',
      contentType: a.mimeType || null,
      size: typeof a.content === 'string' ? a.content.length : a.content.byteLength,
    }));
}

/** mbox Status/X-Status flags: 'R' marks a message the user has read. */
export const isRead = (headers: Header[]): boolean =>
  /R/.test(header(headers, 'status')) || /R/.test(header(headers, 'x-status'));

