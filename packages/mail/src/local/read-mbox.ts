import { open } from 'node:fs/promises';
import { MAX_EMAIL_BYTES } from './mail-parse-error.js';
import { isBlank, isSeparatorLine, trimSeparatorNewline, unescapeFromLines } from './split-mbox.js';

export type MboxEntry = {
  /** Position of the message in the file, counting from its first message. */
  index: number;
  /** The message's bytes, or null when it is larger than maxMessageBytes (it was skipped, not held). */
  raw: Buffer | null;
  /** Offset where the next message's separator line starts (the file's size after the last): resume there. */
  end: number;
};

export type ReadMboxOptions = {
  /** Offset of a separator line (an `end` returned earlier), or 0. */
  start?: number;
  /** Index of the message at `start`. */
  firstIndex?: number;
  chunkBytes?: number;
  maxMessageBytes?: number;
};

/** A line this long is body text, never a separator: no partial line is held longer than this. */
const LONG_LINE = 64 * 1024;

/**
 * Reads an mbox file message by message, splitting exactly like splitMbox, with
 * memory bounded by the chunk size plus the largest message kept: a
 * multi-gigabyte export is never loaded whole. Each entry carries the offset to
 * resume from, so an interrupted import continues where it stopped.
 */
export async function* readMbox(path: string, options: ReadMboxOptions = {}): AsyncGenerator<MboxEntry> {
  const chunkBytes = options.chunkBytes ?? 1024 * 1024;
  const maxMessageBytes = options.maxMessageBytes ?? MAX_EMAIL_BYTES;
  const handle = await open(path, 'r');
  try {
    let index = options.firstIndex ?? 0;
    let parts: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    let previousBlank = true;
    // The first bytes of the next buffer continue a long line already taken as content.
    let midLine = false;
    let carry: Buffer = Buffer.alloc(0);
    let carryOffset = options.start ?? 0;
    let readAt = carryOffset;

    const keep = (bytes: Buffer) => {
      if (bytes.byteLength === 0 || tooLarge) return;
      size += bytes.byteLength;
      if (size > maxMessageBytes) {
        tooLarge = true;
        parts = [];
      } else parts.push(bytes);
    };
    const finish = (end: number): MboxEntry | null => {
      const whole = tooLarge ? null : parts.length === 1 ? parts[0]! : Buffer.concat(parts);
      const wasTooLarge = tooLarge;
      parts = [];
      size = 0;
      tooLarge = false;
      if (wasTooLarge) return { index: index++, raw: null, end };
      const trimmed = trimSeparatorNewline(whole!);
      if (trimmed.every(isBlank)) return null;
      const msg = unescapeFromLines(trimmed);
      return { index: index++, raw: Buffer.from(msg.buffer, msg.byteOffset, msg.byteLength), end };
    };

    for (;;) {
      const chunk = Buffer.allocUnsafe(chunkBytes);
      const { bytesRead } = await handle.read(chunk, 0, chunkBytes, readAt);
      readAt += bytesRead;
      const atEof = bytesRead === 0;
      const buf = carry.byteLength === 0 ? chunk.subarray(0, bytesRead) : Buffer.concat([carry, chunk.subarray(0, bytesRead)]);
      const bufOffset = carryOffset;
      const ready: MboxEntry[] = [];
      let pos = 0;
      let contentStart = 0;
      if (midLine) {
        const eol = buf.indexOf(0x0a);
        pos = eol < 0 ? buf.byteLength : eol + 1;
        midLine = eol < 0;
      }
      while (pos < buf.byteLength) {
        const eol = buf.indexOf(0x0a, pos);
        if (eol < 0 && !atEof) break;
        const end = eol < 0 ? buf.byteLength : eol;
        const next = eol < 0 ? buf.byteLength : eol + 1;
        if (isSeparatorLine(buf, pos, end, previousBlank)) {
          keep(buf.subarray(contentStart, pos));
          const entry = finish(bufOffset + pos);
          if (entry) ready.push(entry);
          contentStart = next;
        }
        previousBlank = end === pos || (end === pos + 1 && buf[pos] === 0x0d);
        pos = next;
      }
      if (atEof) {
        keep(buf.subarray(contentStart));
        const entry = finish(bufOffset + buf.byteLength);
        if (entry) ready.push(entry);
        yield* ready;
        return;
      }
      if (buf.byteLength - pos > LONG_LINE) {
        // An endless line: its bytes are content, and the line's end comes in a later chunk.
        keep(buf.subarray(contentStart));
        carry = Buffer.alloc(0);
        carryOffset = bufOffset + buf.byteLength;
        midLine = true;
        previousBlank = false;
      } else {
        keep(buf.subarray(contentStart, pos));
        carry = Buffer.from(buf.subarray(pos));
        carryOffset = bufOffset + pos;
      }
      yield* ready;
    }
  } finally {
    await handle.close();
  }
}
