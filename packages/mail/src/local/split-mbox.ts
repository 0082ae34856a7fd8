/**
 * Splits an mbox file (mboxo or mboxrd) into raw messages. A separator is a line starting with
 * "From " at the start of the file or after a blank line, shaped like "From <sender> <date>" (it
 * has a time), or anywhere when it carries a full asctime date: so an unescaped "From here on..."
 * line inside an mboxo body does not split a message, and writers that skip the blank line work. Quoted ">From " lines are unescaped the mboxrd way (one '>' removed), which also
 * restores mboxo's escaped lines. Works on bytes: bodies may be in any charset.
 */
const FROM_LINE = /^From \S*.*\d{1,2}:\d{2}/;
const STRICT_FROM_LINE = /^From \S+ +(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) +[A-Z][a-z]{2} +\d{1,2} +\d{1,2}:\d{2}(?::\d{2})? /;

const view = (b: Uint8Array, start = 0, end = b.byteLength): Buffer =>
  Buffer.from(b.buffer, b.byteOffset + start, Math.max(0, end - start));

export const isBlank = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/** Removes one '>' from every line matching /^>+From /. Copies only when a line needs it. */
export function unescapeFromLines(msg: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let copied = 0;
  let pos = 0;
  while (pos < msg.byteLength) {
    if (msg[pos] === 0x3e) {
      let q = pos;
      while (msg[q] === 0x3e) q++;
      if (view(msg, q, Math.min(q + 5, msg.byteLength)).toString('latin1') === 'From ') {
        parts.push(msg.subarray(copied, pos));
        copied = pos + 1;
      }
    }
    const eol = msg.indexOf(0x0a, pos);
    pos = eol < 0 ? msg.byteLength : eol + 1;
  }
  if (parts.length === 0) return msg;
  parts.push(msg.subarray(copied));
  return Buffer.concat(parts);
}

/** The message without the blank line that mbox writers put after every message (its own last newline stays). */
export function trimSeparatorNewline(msg: Uint8Array): Uint8Array {
  let end = msg.byteLength;
  if (msg[end - 1] !== 0x0a) return msg;
  end--;
  if (msg[end - 1] === 0x0d) end--;
  // Only a blank line is dropped: the byte before must end another line.
  return msg[end - 1] === 0x0a ? msg.subarray(0, end) : msg;
}

/** Whether the line starting at `pos` separates messages (see the file comment). */
export function isSeparatorLine(buf: Uint8Array, pos: number, end: number, previousBlank: boolean): boolean {
  // Only lines starting with 'F' are decoded: the scan stays cheap on large files.
  if (buf[pos] !== 0x46) return false;
  const line = view(buf, pos, Math.min(end, pos + 200)).toString('latin1');
  return (previousBlank && FROM_LINE.test(line)) || STRICT_FROM_LINE.test(line);
}

export function splitMbox(input: Uint8Array): Buffer[] {
  const buf = input;
  const starts: { line: number; body: number }[] = [];
  let pos = 0;
  let previousBlank = true;
  while (pos < buf.byteLength) {
    const eol = buf.indexOf(0x0a, pos);
    const end = eol < 0 ? buf.byteLength : eol;
    const next = eol < 0 ? buf.byteLength : eol + 1;
    if (isSeparatorLine(buf, pos, end, previousBlank)) starts.push({ line: pos, body: next });
    previousBlank = end === pos || (end === pos + 1 && buf[pos] === 0x0d);
    pos = next;
  }
  const messages: Buffer[] = [];
  const push = (from: number, to: number) => {
    const raw = trimSeparatorNewline(buf.subarray(from, to));
    if (!raw.every(isBlank)) {
      const msg = unescapeFromLines(raw);
      messages.push(view(msg));
    }
  };
  // Text before the first separator (or a file without any) is kept as a message of its own:
  // a lone .eml saved with an .mbox name still imports.
  push(0, starts[0]?.line ?? buf.byteLength);
  starts.forEach((s, i) => push(s.body, starts[i + 1]?.line ?? buf.byteLength));
  return messages;
}
