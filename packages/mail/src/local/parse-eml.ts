import PostalMime, { type Email } from 'postal-mime';
import { emailPreview } from '@triage/contracts';
import { htmlToText } from '../sanitize/html-to-text.js';
import type { MailMessage } from '../types.js';
import * as fields from './eml-fields.js';
import { MAX_EMAIL_BYTES, MailParseError } from './mail-parse-error.js';
import { conversationId, localProviderId, messageIds, threadTopic } from './threading.js';

export type ParseEmlOptions = {
  sourceFile?: string | null;
  folder?: string | null;
  /** Used as the received time when the message carries no usable date (e.g. the file's mtime). */
  fallbackDate?: Date | null;
};

/**
 * Headers that any real message has at least one of. A bare MIME entity (only Content-Type) is
 * accepted too: it has readable content, and showing it beats silently dropping a file.
 */
const CORE_HEADERS = ['from', 'sender', 'to', 'cc', 'subject', 'date', 'message-id', 'received', 'mime-version', 'content-type'];
/** "Name: value" — a header field name is printable ASCII without a colon (RFC 5322 §2.2). */
const HEADER_LINE = /^[\x21-\x39\x3b-\x7e]+[ \t]*:/;

const asBytes = (input: Uint8Array | string): Uint8Array => (typeof input === 'string' ? Buffer.from(input, 'utf8') : input);

const latin1 = (raw: Uint8Array, length: number) =>
  Buffer.from(raw.buffer, raw.byteOffset, Math.min(raw.byteLength, length)).toString('latin1');

/**
 * Drops what may precede the header block without being part of it: a UTF-8 byte order mark,
 * blank lines, and an mbox "From " separator line left at the top of a single message.
 */
export function headerStart(raw: Uint8Array): Uint8Array {
  let body = raw;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) body = body.subarray(3);
  let i = 0;
  while (i < body.byteLength && (body[i] === 0x0a || body[i] === 0x0d)) i++;
  body = body.subarray(i);
  if (latin1(body, 5) === 'From ') {
    const eol = body.indexOf(0x0a);
    body = eol < 0 ? body.subarray(body.byteLength) : body.subarray(eol + 1);
  }
  return body;
}

/** Rejects what is plainly not a message before the MIME parser sees it. */
function checkRaw(raw: Uint8Array): Uint8Array {
  if (raw.byteLength > MAX_EMAIL_BYTES) {
    const mb = (raw.byteLength / 1024 / 1024).toFixed(1);
    throw new MailParseError('too_large', `${mb} MB (the limit is ${MAX_EMAIL_BYTES / 1024 / 1024} MB)`);
  }
  // every() stops at the first non-blank byte, so this is cheap for any real message.
  if (raw.every((b) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d)) throw new MailParseError('empty');
  const body = headerStart(raw);
  const start = latin1(body, 8192);
  if (!start.trim()) throw new MailParseError('empty', 'nothing after the mbox separator line');
  if (start.includes('\u0000')) throw new MailParseError('not_email', 'binary content');
  const firstLine = start.split(/\r?\n/, 1)[0] ?? '';
  if (!HEADER_LINE.test(firstLine)) throw new MailParseError('not_email', 'no header lines found');
  return body;
}

async function parseMime(raw: Uint8Array): Promise<Email> {
  try {
    return await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer', maxNestingDepth: 100 });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new MailParseError('malformed', detail, { cause: error });
  }
}

function toMessage(email: Email, raw: Uint8Array, options: ParseEmlOptions): MailMessage {
  const headers = email.headers;
  if (!CORE_HEADERS.some((key) => headers.some((h) => h.key === key))) {
    throw new MailParseError('not_email', 'no From, To, Subject, Date, Message-ID or Content-Type header');
  }
  const internetMessageId = messageIds(email.messageId)[0] ?? null;
  const subject = email.subject?.trim() || null;
  const sent = fields.sentAt(email);
  const text = email.text?.trim() ? email.text : null;
  const html = email.html?.trim() ? email.html : null;
  const previewSource = text ?? (html ? htmlToText(html) : '');
  const attachments = fields.attachments(email);
  const from = fields.addresses(email.from)[0] ?? fields.addresses(email.sender)[0] ?? null;
  return {
    providerId: localProviderId(internetMessageId, raw),
    internetMessageId,
    conversationId: conversationId({ messageId: internetMessageId, inReplyTo: email.inReplyTo, references: email.references, subject }),
    threadTopic: threadTopic(subject),
    subject,
    from,
    to: fields.addresses(email.to),
    cc: fields.addresses(email.cc),
    receivedAt: fields.deliveredAt(headers) ?? sent ?? options.fallbackDate ?? null,
    sentAt: sent,
    isRead: fields.isRead(headers),
    importance: fields.importance(headers),
    hasAttachments: attachments.length > 0,
    attachments,
    bodyHtml: html,
    bodyText: text,
    // The spec's preview rule (first 200 characters + ellipsis); its placeholder is a display
    // fallback, so a message without any text stores no preview at all.
    preview: previewSource.trim() ? emailPreview(null, previewSource) : null,
    folder: options.folder ?? null,
    sourceFile: options.sourceFile ?? null,
    listHeaders: fields.listHeaders(headers),
    meeting: fields.meeting(email),
  };
}

/**
 * Parses one RFC 822 message. Rejects only with MailParseError (empty, too large, not an email,
 * malformed), so an importer can count and report every file it could not take.
 */
export async function parseEml(input: Uint8Array | string, options: ParseEmlOptions = {}): Promise<MailMessage> {
  const raw = asBytes(input);
  try {
    const body = checkRaw(raw);
    return toMessage(await parseMime(body), raw, options);
  } catch (error) {
    if (error instanceof MailParseError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new MailParseError('malformed', detail, { cause: error });
  }
}
