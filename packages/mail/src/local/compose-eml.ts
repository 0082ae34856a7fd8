import { randomUUID } from 'node:crypto';
import type { MailAddress } from '../types.js';

export type ComposeInput = {
  from: MailAddress;
  to: MailAddress[];
  subject: string;
  text: string;
  /** The Message-ID replied to: sets In-Reply-To. */
  inReplyTo?: string | null;
  /** The thread so far (the original's References plus its Message-ID). */
  references?: string[];
  date?: Date;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number) => String(n).padStart(2, '0');

/** RFC 5322 date-time in UTC: "Tue, 04 Mar 2025 09:15:00 +0000". */
export function rfc822Date(d: Date): string {
  return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
}

// Header values must be 7-bit and free of line breaks (a CR/LF in a subject would inject headers).
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** RFC 2047 encoded-words for non-ASCII text, each word under 75 characters. */
export function encodeWords(value: string): string {
  const text = oneLine(value);
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const ch of text) {
    if (Buffer.byteLength(chunk + ch) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join(' ');
}

export function formatAddress(a: MailAddress): string {
  const address = oneLine(a.address).replace(/[<>,;\s]/g, '');
  const name = a.name ? oneLine(a.name) : '';
  if (!name) return address;
  if (!/^[\x20-\x7e]*$/.test(name)) return `${encodeWords(name)} <${address}>`;
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

/** Folds a header at spaces so no line exceeds 78 characters where possible (RFC 5322 §2.2.3). */
function fold(line: string): string {
  if (line.length <= 78) return line;
  const out: string[] = [];
  let current = '';
  for (const part of line.split(' ')) {
    if (current && current.length + 1 + part.length > 78) {
      out.push(current);
      current = ` ${part}`;
    } else current = current ? `${current} ${part}` : part;
  }
  out.push(current);
  return out.join('\r\n');
}

/** Quoted-printable body (RFC 2045 §6.7): readable for ASCII, safe for any UTF-8, lines under 76. */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      let encoded = '';
      const bytes = Buffer.from(line, 'utf8');
      bytes.forEach((b, i) => {
        const last = i === bytes.length - 1;
        const literal = (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last);
        encoded += literal ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
      });
      const wrapped: string[] = [];
      while (encoded.length > 75) {
        let cut = 75;
        // Never split an =XX escape.
        const eq = encoded.lastIndexOf('=', cut);
        if (eq > cut - 3) cut = eq;
        wrapped.push(`${encoded.slice(0, cut)}=`);
        encoded = encoded.slice(cut);
      }
      wrapped.push(encoded);
      return wrapped.join('\r\n');
    })
    .join('\r\n');
}

const domainOf = (address: string) => /@([^@\s>]+)$/.exec(address)?.[1] ?? 'localhost';

/** A complete RFC 822 message (CRLF line ends) with a fresh Message-ID. */
export function composeEml(input: ComposeInput): { raw: Buffer; messageId: string } {
  const messageId = `<${randomUUID()}@${domainOf(input.from.address)}>`;
  const headers = [
    `From: ${formatAddress(input.from)}`,
    `To: ${input.to.map(formatAddress).join(', ')}`,
    `Subject: ${encodeWords(input.subject)}`,
    `Date: ${rfc822Date(input.date ?? new Date())}`,
    `Message-ID: ${messageId}`,
  ];
  if (input.inReplyTo) headers.push(`In-Reply-To: ${oneLine(input.inReplyTo)}`);
  if (input.references?.length) headers.push(`References: ${input.references.map(oneLine).join(' ')}`);
  headers.push(
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    'X-Mailer: Triage',
  );
  const raw = `${headers.map(fold).join('\r\n')}\r\n\r\n${quotedPrintable(input.text)}\r\n`;
  return { raw: Buffer.from(raw, 'utf8'), messageId };
}
