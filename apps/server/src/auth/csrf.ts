import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERRORS } from '@triage/contracts';
import type { Env } from '../env.js';
import { expectedOrigin } from '../http/allowed-hosts.js';
import { WEBHOOK_PATH } from '../services/mail/graph-subscriptions.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Scheme, host and port must all match: an http page cannot write to the https app on the same name. */
function sameOrigin(env: Env, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    try {
      return new URL(origin).origin === expectedOrigin(env, request);
    } catch {
      return false;
    }
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * Mutating requests are accepted only from the app's own origin. Browsers send
 * Origin on every cross-site POST, so a forged form or fetch is refused here
 * before it reaches any handler.
 */
export function registerCsrfGuard(app: FastifyInstance, env: Env): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Microsoft's servers call the webhook; it carries no session, so there is nothing to forge.
    if (request.url.startsWith(WEBHOOK_PATH)) return;
    if (sameOrigin(env, request)) return;
    return reply.status(403).send({ error: { code: 'csrf_rejected', message: ERRORS.csrfRejected, requestId: request.id } });
  });
}
