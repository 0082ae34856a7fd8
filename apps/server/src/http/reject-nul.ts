import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** Deeper JSON than any route takes; refusing it keeps every later walk over the body shallow. */
export const MAX_JSON_DEPTH = 64;

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The first problem in parsed input: a string (value or key) holding U+0000, or
 * nesting deeper than MAX_JSON_DEPTH. Walks with its own stack, so no input can
 * exhaust the call stack. Streams and other non-JSON values are not entered.
 */
export function inputProblem(value: unknown, path: string): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path: where, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return `${where}: must not contain NUL characters`;
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    const isArray = Array.isArray(current);
    if (!isArray && !isPlainObject(current)) continue;
    if (depth >= MAX_JSON_DEPTH) return `${where}: nested deeper than ${MAX_JSON_DEPTH} levels`;
    const entries = isArray ? (current as unknown[]).map((v, i) => [String(i), v] as const) : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      if (key.includes('\u0000')) return `${where}.${key.replaceAll('\u0000', '\\0')}: must not contain NUL characters`;
      stack.push({ value: inner, path: `${where}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000; storing one would fail as a 500. Any
 * request carrying it, or nested absurdly deep, is refused up front.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.body, 'body') ?? inputProblem(request.query, 'query') ?? inputProblem(request.params, 'params');
    if (problem) throw badRequest(problem);
  });
}
