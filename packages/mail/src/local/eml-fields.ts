import type { Address, Email, Header } from 'postal-mime';
import type { ListHeaders, MailAddress, MailAttachment, MailMessage, MeetingInfo } from '../types.js';

const header = (headers: Header[], key: string) => headers.find((h) => h.key === key)?.value.trim() ?? '';

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
  // Year 1970 and earlier is almost always a zeroed or broken clock, not a real send time; a
  // year past 9999 is no time at all (and no timestamp PostgreSQL reads back from its ISO form).
  return Number.isFinite(t) && d.getUTCFullYear() > 1970 && d.getUTCFullYear() <= 9999 ? d : null;
};

/** The Date header, when it parses. */
export const sentAt = (email: Email): Date | null => validDate(email.date);

/**
 * Delivery time: the date of the topmost Received header (added by the last hop, i.e. the user's
 * own server), which a sender cannot forge the way it can forge Date.
 */
export function deliveredAt(headers: Header[]): Date | null {
  const received = headers.find((h) => h.key === 'received')?.value;
  const stamp = received
    ?.slice(received.lastIndexOf(';') + 1)
    .replace(/\([^)]*\)/g, '')
    .trim();
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
export const isRead = (headers: Header[]): boolean => /R/.test(header(headers, 'status')) || /R/.test(header(headers, 'x-status'));

/** Mailing-list and automation headers, each cut to a length worth storing. */
export function listHeaders(headers: Header[]): ListHeaders {
  const value = (key: string) => header(headers, key).slice(0, 500) || null;
  return {
    listId: value('list-id'),
    listUnsubscribe: value('list-unsubscribe'),
    precedence: value('precedence'),
    autoSubmitted: value('auto-submitted'),
  };
}

const ICS_METHODS: Record<string, MeetingInfo['method']> = { REQUEST: 'request', CANCEL: 'cancel', REPLY: 'reply' };

/** DTSTART as UTC ("...Z"), as a floating or zoned local time (read as UTC), or a whole day. */
function icsDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?)?/.exec(value.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The invitation in a text/calendar part (inline or attached), if the message carries one. */
export function meeting(email: Email): MeetingInfo | null {
  const part = email.attachments.find((a) => (a.mimeType ?? '').toLowerCase() === 'text/calendar');
  if (!part) return null;
  const text = typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const method = /^METHOD:(\S+)/im.exec(unfolded)?.[1]?.toUpperCase() ?? (part.method ?? '').toUpperCase();
  // VTIMEZONE blocks carry DTSTARTs of their own (1970 rule dates): read the event's.
  const event = unfolded.slice(Math.max(0, unfolded.search(/^BEGIN:VEVENT/im)));
  const start = /^DTSTART[^:\n]*:(\S+)/im.exec(event)?.[1];
  return { method: ICS_METHODS[method] ?? 'other', start: start ? icsDate(start) : null };
}
