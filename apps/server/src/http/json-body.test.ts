import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBody } from './json-body.js';

const text = (body: string | Buffer | undefined) => (Buffer.isBuffer(body) ? body.toString('utf8') : body);

describe('jsonBody', () => {
  it('writes what JSON.stringify writes, small or large, as text or bytes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(text(jsonBody(value))).toBe(JSON.stringify(value));
      }),
    );
    const page = {
      data: Array.from({ length: 60 }, (_, i) => ({ id: `e${i}`, subject: 'Re: “Façade” drawings — 📐', body: '<p>Hello</p>'.repeat(40) })),
      totalCount: 60,
      nextCursor: null,
    };
    const large = jsonBody(page);
    expect(Buffer.isBuffer(large)).toBe(true);
    expect(text(large)).toBe(JSON.stringify(page));
    expect(jsonBody({ ok: true })).toBe('{"ok":true}');
  });

  it('leaves out and nulls what JSON.stringify does, and keeps toJSON', () => {
    const quiet = { toJSON: () => undefined };
    const odd: unknown[] = [undefined, () => 1, Symbol('s'), quiet, new Date(0)];
    odd[7] = 'after a hole';
    const value = { skipped: undefined, fn: () => 1, quiet, when: new Date(0), odd, nested: { list: odd, deep: { a: [undefined] } } };
    const big = { ...value, filler: 'é'.repeat(20_000) };
    for (const v of [value, big, odd, undefined, quiet, null, 'a']) expect(text(jsonBody(v))).toBe(JSON.stringify(v));
    expect(jsonBody(undefined)).toBeUndefined();
  });
});
