import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inputProblem, MAX_JSON_DEPTH } from './reject-nul.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('inputProblem', () => {
  it('finds NUL in nested values and keys, naming the path', () => {
    expect(inputProblem({ a: 'ok', b: [{ c: 'x\u0000y' }] }, 'body')).toBe('body.b.0.c: must not contain NUL characters');
    expect(inputProblem({ ['k\u0000']: 1 }, 'body')).toBe('body.k\\0: must not contain NUL characters');
    expect(inputProblem('plain', 'body')).toBeNull();
    expect(inputProblem(undefined, 'query')).toBeNull();
  });

  it('refuses nesting deeper than the limit without recursing, and accepts the limit itself', () => {
    expect(inputProblem(nested(10_000), 'body')).toMatch(/nested deeper than 64 levels$/);
    expect(inputProblem(nested(MAX_JSON_DEPTH + 1), 'body')).toMatch(/nested deeper/);
    expect(inputProblem(nested(MAX_JSON_DEPTH), 'body')).toBeNull();
  });

  it('does not walk into a streamed upload body', () => {
    expect(inputProblem(Readable.from(['x\u0000']), 'body')).toBeNull();
  });
});
