import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request reserved; its answer is kept when it finishes. */
    idempotencyKey: string | null;
  }
}

const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const KEEP_HOURS = 24;
const PURGE_EVERY_MS = 60 * 60 * 1000;

const fingerprint = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url ?? request.url} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');

const fresh = sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${KEEP_HOURS})`;

/**
 * Idempotency-Key on POSTs (as payment APIs do): the first request with a key
 * runs and its answer is kept for 24 hours; a retry with the same key and body
 * gets that answer back without running again; the same key with another body
 * is refused (422); one still running answers 409. A failed request (5xx) keeps
 * nothing, so its retry runs. Keys belong to the signed-in user.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyKey', null);
  let lastPurge = 0;

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    // A streamed upload has no body to fingerprint: its import job is what makes it safe to repeat.
    if (request.method !== 'POST' || key === undefined || !request.user || request.body instanceof Readable) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new HttpError(400, 'invalid_input', 'Idempotency-Key must be 1 to 200 printable ASCII characters');
    }
    const userId = request.user.id;
    const print = fingerprint(request);
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`));
    }
    // Reserve the key: a new row, or one whose 24 hours have passed.
    const [reserved] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint: print })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { fingerprint: print, statusCode: null, response: null, createdAt: sql`now()` },
        setWhere: sql`${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${KEEP_HOURS})`,
      })
      .returning({ key: idempotencyKeys.key });
    if (reserved) {
      request.idempotencyKey = key;
      return;
    }
    const [earlier] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), fresh));
    if (!earlier) throw new HttpError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key just finished; retry it');
    if (earlier.fingerprint !== print) {
      throw new HttpError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used for a different request');
    }
    if (earlier.statusCode === null) {
      throw new HttpError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed');
    }
    return reply
      .status(earlier.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(earlier.response ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.user) return payload;
    request.idempotencyKey = null;
    const where = and(eq(idempotencyKeys.userId, request.user.id), eq(idempotencyKeys.key, key));
    // A large JSON body arrives as bytes (http/json-body.ts); a stream is not kept.
    const response = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || response === null) await db.delete(idempotencyKeys).where(where);
    else await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(where);
    return payload;
  });
}
