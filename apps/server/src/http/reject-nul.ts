import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** Path of the first string (value or key) holding U+0000, or null. */
export function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${path}.${i}`);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
      const hit = findNul(inner, `${path}.${key}`);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000; storing one would fail as a 500. Any
 * request carrying it is refused up front, whichever field it hides in.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = findNul(request.body, 'body') ?? findNul(request.query, 'query') ?? findNul(request.params, 'params');
    if (where) throw badRequest(`${where}: must not contain NUL characters`);
  });
}
