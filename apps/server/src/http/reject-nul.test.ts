import { describe, expect, it } from 'vitest';
import { findNul } from './reject-nul.js';

describe('findNul', () => {
  it('finds NUL in nested values and keys, naming the path', () => {
    expect(findNul({ a: 'ok', b: [{ c: 'x\u0000y' }] }, 'body')).toBe('body.b.0.c');
    expect(findNul({ ['k\u0000']: 1 }, 'body')).toBe('body.k\\0');
    expect(findNul('plain', 'body')).toBeNull();
    expect(findNul(undefined, 'query')).toBeNull();
  });
});
