import { remembered } from '../util/recent.js';
import { plainText } from './plain-text.js';

const CUT_LINE = new RegExp(
  [
    String.raw`^\s*-{2,}\s*(original message|forwarded message|forwarded by)\b`,
    String.raw`^\s*-{5,}\s*$`,
    String.raw`^\s*_{10,}\s*$`,
    String.raw`^\s*begin forwarded message:?\s*$`,
    String.raw`^\s*on\b.{0,200}\bwrote:\s*$`,
    String.raw`^\s*(sent from my|get outlook for)\b`,
    String.raw`^\s*--\s*$`,
  ].join('|'),
  'i',
);
const BANNER_RULE = /^\s*(-{5,}|_{10,})\s*$/;
/** Lotus Notes quote headers: "Ann Lee 10/27/2000 10:00 AM" alone on a line, or "Ann Lee/HOU/ECT@ECT". */
const NOTES_HEADER =
  /^\s*[A-Z][\w.'-]*( [A-Z][\w.'-]*){0,3}\s+\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d{1,2}:\d{2}(:\d{2})?\s*([AP]M)?\s*$|^\s*[^\s@/]+( [^\s@/]+)*\/[A-Z]{2,}\/[A-Z]{2,}@[A-Z]{2,}/;
/** An Outlook-style header block ("From: ..." then "Sent:"/"To:"/"Subject:" within a few lines). */
const HEADER_START = /^\s*\*?(from|to|de|von):\*?\s+\S/i;
const HEADER_NEXT = /^\s*\*?(sent|date|to|cc|subject|envoyé|gesendet|an|objet|betreff):\*?\s/i;
const SIGN_OFF =
  /^\s*(thanks( again| so much| in advance)?|thank you|many thanks|regards|best|best regards|kind regards|warm regards|cheers|sincerely|thx|ty|yours( truly)?)\s*[,.!]?\s*$/i;
/** A sign-off ends the message only when little (a name, a title) follows it; "Thanks!" can also open one. */
const MAX_LINES_AFTER_SIGN_OFF = 6;

/** A sentence of the message, which a signature (name, title, phone, address) never is. */
const isProse = (line: string) => /[.!?]\s*$/.test(line) && line.trim().split(/\s+/).length >= 4 && !/@|\d{3}/.test(line);

/** What a person writes above a quote fits in this; long articles below it hold no new request. */
const MAX_CHARS = 20_000;

/**
 * The part of an email its sender wrote this time: quoted replies, forwarded
 * messages and signatures are cut, because a request in an old quote was
 * already asked (and a signature's "Call me at ..." is not a request).
 */
export const latestMessage = (text: string | null): string => latestParts(text).message;

/** The sign-off and what follows it ("Best,\nKim\nVendor Support"), cut from the latest message; '' when none. */
export const latestSignOff = (text: string | null): string => latestParts(text).signOff;

/** What the latest message quotes or forwards (the text under its cut line, "> " marks dropped); '' when nothing. */
export const quotedMessage = (text: string | null): string => latestParts(text).quoted;

/**
 * Who wrote the message the latest one quotes or forwards ("From: Janet Fox <janet.fox@...>", "On Monday,
 * Janet Fox <...> wrote:"), as their name; null when the quote gives only an address or nothing.
 */
export function quotedSenderName(text: string | null): string | null {
  const quoted = quotedMessage(text);
  const from =
    /^\s*\*?(?:from|de|von):\*?\s*(.+)$/im.exec(quoted)?.[1] ?? /^\s*on\b.{0,120},\s*([^,<]+?)\s*<[^>]+>\s*wrote:/im.exec(text ?? '')?.[1];
  const name = from
    ?.replace(/\s*(?:<|\[mailto:|\(|\bsent:).*$/i, '')
    .replace(/["']/g, '')
    .trim();
  return name && !name.includes('@') && /^\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,3}$/u.test(name) ? name : null;
}

const latestParts: (text: string | null) => { message: string; signOff: string; quoted: string } = remembered(readLatest);

function readLatest(text: string | null): { message: string; signOff: string; quoted: string } {
  if (!text) return { message: '', signOff: '', quoted: '' };
  const lines = plainText(text.slice(0, MAX_CHARS)).replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!/\S/.test(line)) continue;
    const header = HEADER_START.test(line) && lines.slice(i + 1, i + 5).some((l) => HEADER_NEXT.test(l));
    const wroteOnTwoLines = /^\s*on\b/i.test(line) && /^\s*on\b.{0,200}\bwrote:\s*$/i.test(`${line} ${lines[i + 1] ?? ''}`);
    // A rule of dashes or underscores above anything the sender wrote is a banner ("Save the Date!" cards), not a quote.
    if (BANNER_RULE.test(line) && !lines.slice(0, i).some((l) => /\w/.test(l))) continue;
    if (header || wroteOnTwoLines || CUT_LINE.test(line) || NOTES_HEADER.test(line)) {
      end = i;
      break;
    }
  }
  const kept = lines.slice(0, end).filter((l) => !/^\s*>/.test(l));
  let cut = kept.length;
  let after = 0;
  for (let i = kept.length - 1; i >= 1 && after <= MAX_LINES_AFTER_SIGN_OFF; i--) {
    if (SIGN_OFF.test(kept[i]!)) cut = i;
    if (isProse(kept[i]!)) break;
    if (/\S/.test(kept[i]!)) after++;
  }
  return {
    message: kept.slice(0, cut).join('\n').trim(),
    signOff: kept.slice(cut).join('\n').trim(),
    quoted: lines
      .slice(end)
      .map((l) => l.replace(/^\s*(>\s*)+/, ''))
      .join('\n')
      .trim(),
  };
}

/** Header lines of a quoted message: "From:", "Sent:", "To:", "Cc:", "Subject:" and their wrapped continuations. */
const MAX_HEADER_LINES = 12;
const RECIPIENT_LINE = /^\s*\*?(to|cc)\s*:/i;

export type ForwardedMessage = { recipients: string[]; body: string };

/**
 * The message a bare forward carries ("FW:" with nothing written above the
 * "-----Original Message-----" block): its sender's words and the addresses it
 * was first sent to, so a sender re-sending their own mail to the owner is read
 * as written to the owner. Null when the forwarder wrote something of their own.
 */
/** "See below." over a forward: the sender points at the message under it and adds nothing. */
export const POINTER_ONLY =
  /^\s*(?:(?:please|pls)\s+)?(?:see|read)\s+(?:below|the\s+(?:e-?mail|note|message|thread|request)\s+below|thread\s+below)\s*[.!:]*\s*$/i;

export function forwardedMessage(text: string | null): ForwardedMessage | null {
  if (!text) return null;
  const latest = latestMessage(text);
  if (latest !== '' && !POINTER_ONLY.test(latest)) return null;
  const lines = plainText(text.slice(0, MAX_CHARS))
    .replace(/\r\n?/g, '\n')
    .split('\n')
    // The pointer is no part of the forwarded message.
    .map((l) => (latest !== '' && POINTER_ONLY.test(l) ? '' : l));
  let i = lines.findIndex((l) => /\S/.test(l));
  if (i < 0) return null;
  // Notes wraps its "---- Forwarded by ... ----" banner over two lines.
  while (i < lines.length && (!/\S/.test(lines[i]!) || CUT_LINE.test(lines[i]!))) i++;
  const start = i;
  while (i < lines.length && /\S/.test(lines[i]!) && i - start < MAX_HEADER_LINES) i++;
  const header = lines.slice(start, i);
  if (!header.some((l) => /^\s*\*?subject\s*:/i.test(l))) return null;
  const recipients: string[] = [];
  let inRecipients = false;
  for (const line of header) {
    if (/^\s*\*?[a-z-]+\s*:/i.test(line)) inRecipients = RECIPIENT_LINE.test(line);
    if (inRecipients) recipients.push(...(line.match(/[^\s,;<>"'()[\]]+@[^\s,;<>"'()[\]]+/g) ?? []).map((a) => a.toLowerCase()));
  }
  return { recipients, body: latestMessage(lines.slice(i).join('\n')) };
}
