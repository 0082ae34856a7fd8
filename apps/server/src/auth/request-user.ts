import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '@triage/contracts';
import { unauthorized } from '../http/errors.js';
import { SESSION_COOKIE, type SessionStore, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function registerRequestUser(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await store.userFor(token) : null;
  });
}

/** onRequest hook for every data route (docs/behaviour.md, Validation: 'User not authenticated'). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized(ERRORS.notAuthenticated);
}

/** The signed-in user's id; only call behind requireUser. */
export function userId(request: FastifyRequest): string {
  if (!request.user) throw unauthorized(ERRORS.notAuthenticated);
  return request.user.id;
}
