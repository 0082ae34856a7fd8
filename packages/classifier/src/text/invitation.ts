import * as chrono from 'chrono-node';
import type { EmailInput } from '../types.js';

export type Meeting = NonNullable<EmailInput['meeting']>;

/** Unfolded iCalendar lines (RFC 5545 §3.1: a line starting with a space continues the previous one). */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

function icsDate(value: string, params: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', z] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const tzid = /TZID=([^;:]+)/i.exec(params)?.[1];
  if (z || !tzid || !m[4]) return new Date(wall);
  try {
    // The wall time is in the event's zone: shift by that zone's offset at about that instant.
    const asZone = new Date(new Date(wall).toLocaleString('en-US', { timeZone: tzid }));
    const asUtc = new Date(new Date(wall).toLocaleString('en-US', { timeZone: 'UTC' }));
    return new Date(wall - (asZone.getTime() - asUtc.getTime()));
  } catch {
    return new Date(wall);
  }
}

/** The event of a text/calendar part; a cancellation or a reply is no meeting to attend. */
export function calendarMeeting(ics: string): Meeting | null {
  const lines = unfold(ics);
  const method = lines
    .find((l) => /^METHOD:/i.test(l))
    ?.slice(7)
    .trim()
    .toUpperCase();
  if (method && method !== 'REQUEST' && method !== 'PUBLISH') return null;
  const start = lines.findIndex((l) => /^BEGIN:VEVENT/i.test(l));
  if (start < 0) return null;
  let when: Date | null = null;
  let subject: string | null = null;
  for (const line of lines.slice(start)) {
    if (/^END:VEVENT/i.test(line)) break;
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (/^DTSTART$/i.test(name)) when = icsDate(value, params.join(';'));
    if (/^SUMMARY$/i.test(name))
      subject =
        value
          .replace(/\\([,;\\])/g, '$1')
          .replace(/\\n/gi, ' ')
          .trim() || null;
  }
  return { start: when, subject };
}

const INVITATION_SUBJECT = /^\s*(updated\s+)?(invitation|meeting\s+request|calendar\s+entry|new\s+meeting)\b\s*[:-]?\s*/i;
const WHEN_LINE = /^\s*(when|date|date\s*\/\s*time|time|meeting\s+date)\s*:\s*(.+)$/im;
const WHERE_LINE = /^\s*(where|location|place|room|venue)\s*:/im;
/** The fields of an invitation sit at the top of what its sender wrote. */
const HEAD_CHARS = 800;

/**
 * An invitation written as text (Outlook and Lotus Notes forwarded invitations,
 * announcements of a session): an invitation subject, or "When:"/"Date:" and
 * "Where:"/"Location:" lines near the top. The start is read from the When
 * line (else the subject) against the sent time.
 */
export function textMeeting(subject: string | null, body: string | null, sentAt: Date): Meeting | null {
  const head = (body ?? '').slice(0, HEAD_CHARS);
  const when = WHEN_LINE.exec(head);
  const invited = INVITATION_SUBJECT.test(subject ?? '');
  if (!invited && !(when && WHERE_LINE.test(head))) return null;
  const source = when?.[2] ?? subject ?? '';
  const found = chrono.parse(source, sentAt, { forwardDate: true })[0];
  const cleanSubject = (subject ?? '').replace(INVITATION_SUBJECT, '').trim() || null;
  return { start: found ? found.start.date() : null, subject: cleanSubject };
}
