import { describe, expect, it } from 'vitest';
import { composeEml, encodeWords, formatAddress, quotedPrintable, rfc822Date } from './compose-eml.js';
import { parseEml } from './parse-eml.js';

describe('composeEml', () => {
  it('writes RFC 5322 dates in UTC', () => {
    expect(rfc822Date(new Date('2025-03-04T09:05:03Z'))).toBe('Tue, 04 Mar 2025 09:05:03 +0000');
  });

  it('encodes non-ASCII header text and quotes display names', () => {
    expect(encodeWords('plain')).toBe('plain');
    expect(encodeWords('Grüße')).toBe('=?UTF-8?B?R3LDvMOfZQ==?=');
    expect(formatAddress({ name: 'O"Brien, Pat', address: 'pat@x.example' })).toBe('"O\\"Brien, Pat" <pat@x.example>');
    expect(formatAddress({ name: null, address: 'a@x.example' })).toBe('a@x.example');
  });

  it('cannot be tricked into extra headers by line breaks in the subject', () => {
    const { raw } = composeEml({
      from: { name: null, address: 'a@x.example' },
      to: [{ name: null, address: 'b@x.example' }],
      subject: 'Hi\r\nBcc: evil@x.example',
      text: 'x',
    });
    expect(raw.toString()).not.toMatch(/\r\nBcc:/);
  });

  it('keeps quoted-printable lines under 77 characters and round-trips', async () => {
    const text = `${'ä'.repeat(60)} and a long line ${'word '.repeat(30)}\nSecond line with trailing space \n= sign`;
    for (const line of quotedPrintable(text).split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    const { raw } = composeEml({
      from: { name: 'Me', address: 'me@x.example' },
      to: [{ name: 'Ü', address: 'u@x.example' }],
      subject: 's',
      text,
    });
    const parsed = await parseEml(raw);
    expect(parsed.bodyText).toBe(`${text}\n`);
    expect(parsed.to).toEqual([{ name: 'Ü', address: 'u@x.example' }]);
  });

  it('folds long References headers', () => {
    const references = Array.from({ length: 8 }, (_, i) => `<message-${i}-with-a-long-id@mail.example.com>`);
    const { raw } = composeEml({
      from: { name: null, address: 'a@x.example' },
      to: [{ name: null, address: 'b@x.example' }],
      subject: 's',
      text: 'x',
      references,
    });
    const head = raw.toString().split('\r\n\r\n')[0]!;
    for (const line of head.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(head).toContain('References: <message-0');
  });
});
