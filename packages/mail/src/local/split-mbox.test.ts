import { describe, expect, it } from 'vitest';
import { parseMailFile } from './parse-mail-file.js';
import { splitMbox } from './split-mbox.js';

const mbox = [
  'From alice@example.com Tue Mar  4 09:15:00 2025',
  'From: alice@example.com',
  'Subject: One',
  '',
  'First body.',
  '>From the archive, quoted once.',
  '>>From twice.',
  'From here on this line is not a separator',
  '',
  'From bob@example.com Wed Mar  5 10:00:00 2025',
  'From: bob@example.com',
  'Subject: Two',
  '',
  'Second body.',
  '',
].join('\n');

const text = (b: Buffer) => b.toString('utf8');

describe('splitMbox', () => {
  it('splits on From_ lines and unescapes >From lines (mboxrd)', () => {
    const parts = splitMbox(Buffer.from(mbox));
    expect(parts.map(text)).toEqual([
      'From: alice@example.com\nSubject: One\n\nFirst body.\nFrom the archive, quoted once.\n>From twice.\nFrom here on this line is not a separator\n',
      'From: bob@example.com\nSubject: Two\n\nSecond body.\n',
    ]);
  });

  it('handles CRLF files', () => {
    const parts = splitMbox(Buffer.from(mbox.replace(/\n/g, '\r\n')));
    expect(parts).toHaveLength(2);
    expect(text(parts[1]!)).toBe('From: bob@example.com\r\nSubject: Two\r\n\r\nSecond body.\r\n');
  });

  it('splits on an asctime From_ line even without a blank line before it', () => {
    const tight = 'From a@x Tue Mar  4 09:15:00 2025\nSubject: A\n\nx\nFrom b@x Wed Mar  5 10:00:00 2025\nSubject: B\n\ny\n';
    expect(splitMbox(Buffer.from(tight)).map(text)).toEqual(['Subject: A\n\nx\n', 'Subject: B\n\ny\n']);
  });

  it('returns nothing for an empty file and the whole text when there is no separator', () => {
    expect(splitMbox(Buffer.alloc(0))).toEqual([]);
    expect(splitMbox(Buffer.from('\n\n'))).toEqual([]);
    expect(splitMbox(Buffer.from('Subject: lone\n\nbody\n')).map(text)).toEqual(['Subject: lone\n\nbody\n']);
  });

  it('keeps non-UTF-8 bytes intact', () => {
    const latin1 = Buffer.concat([
      Buffer.from('From a@x Tue Mar  4 09:15:00 2025\nSubject: x\n\n'),
      Buffer.from([0xe9, 0xe8]),
      Buffer.from('\n'),
    ]);
    expect([...splitMbox(latin1)[0]!.subarray(-3)]).toEqual([0xe9, 0xe8, 0x0a]);
  });
});

describe('parseMailFile', () => {
  it('parses every message of an mbox and reports the bad ones', async () => {
    const withBad = `${mbox}\nFrom x@y Thu Mar  6 10:00:00 2025\nnot a header line\n`;
    const result = await parseMailFile(Buffer.from(withBad), { sourceFile: 'archive.mbox' });
    expect(result.messages.map((m) => m.subject)).toEqual(['One', 'Two']);
    expect(result.rejected).toEqual([
      { sourceFile: 'archive.mbox', index: 2, reason: 'not_email', message: 'Not an email: no header lines found' },
    ]);
  });

  it('treats a file without a From_ line as one .eml', async () => {
    const result = await parseMailFile(Buffer.from('From: a@x.example\nSubject: Hi\n\nbody'), { sourceFile: 'hi.eml' });
    expect(result.messages).toHaveLength(1);
  });
});
