import type { MailMessage } from '../types.js';
import { MailParseError, type MailParseReason } from './mail-parse-error.js';
import { parseEml, type ParseEmlOptions } from './parse-eml.js';
import { splitMbox } from './split-mbox.js';

export type RejectedMessage = {
  sourceFile: string | null;
  /** Position of the message in its file (0 for an .eml). */
  index: number;
  reason: MailParseReason;
  message: string;
};

export type ParsedMailFile = { messages: MailMessage[]; rejected: RejectedMessage[] };

const startsWithFromLine = (buf: Uint8Array) =>
  Buffer.from(buf.buffer, buf.byteOffset, Math.min(5, buf.byteLength)).toString('latin1') === 'From ';

/** The raw messages of a file: an mbox (by name, or by its leading "From " line) is split, anything else is one message. */
export function splitMailFile(buffer: Uint8Array, fileName = ''): Buffer[] {
  // An empty mbox yields no messages (nothing to report); an empty .eml is rejected by parseEml as 'empty'.
  if (/\.mbox$/i.test(fileName) || startsWithFromLine(buffer)) return splitMbox(buffer);
  return [Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength)];
}

/** Parses raw messages one by one; a bad one is recorded with its reason and the rest still import. */
export async function parseRawMessages(
  raws: Uint8Array[],
  options: ParseEmlOptions & { firstIndex?: number } = {},
): Promise<ParsedMailFile> {
  const result: ParsedMailFile = { messages: [], rejected: [] };
  const first = options.firstIndex ?? 0;
  for (const [i, raw] of raws.entries()) {
    try {
      result.messages.push(await parseEml(raw, options));
    } catch (error) {
      // parseEml only rejects with MailParseError; anything else is a bug and must surface.
      if (!(error instanceof MailParseError)) throw error;
      result.rejected.push({ sourceFile: options.sourceFile ?? null, index: first + i, reason: error.reason, message: error.message });
    }
  }
  return result;
}

/** An uploaded or dropped .eml/.mbox file: every message parsed or rejected with a reason. */
export async function parseMailFile(buffer: Uint8Array, options: ParseEmlOptions = {}): Promise<ParsedMailFile> {
  const raws = splitMailFile(buffer, options.sourceFile ?? '');
  if (raws.length === 0) return { messages: [], rejected: [] };
  return parseRawMessages(raws, options);
}
