import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, authConfigSchema, ERRORS, localSignInSchema, signOutResultSchema, userSchema,
} from '@triage/contracts';
import { AttemptLimiter } from '../../auth/attempt-limiter.js';
import { cookieSecurity, SESSION_COOKIE, SESSION_TTL_MS, type SessionStore } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { Runtime } from '../../runtime.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import { ensureMailboxConnection } from '../../services/mail/mailbox-connection.js';
import { seedDemoProjects } from '../../services/mail/demo-seed.js';
import { ensureUserCreated, LOCAL_USER, publicUser } from '../../services/users/users-service.js';

type Options = { env: Env; db: Db; sessions: SessionStore; runtime: Runtime };

const digest = (s: string) => createHash('sha256').update(s).digest();

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { env, db, sessions, runtime }) => {
  // request.ip is the client's own address behind a proxy when TRUST_PROXY names it.
  const limiter = new AttemptLimiter({ perClient: 10, global: 100, windowMs: 60_000, maxClients: 10_000 });
  const cookieOptions = cookieSecurity(env);

  app.get(
    '/auth/config',
    { schema: { tags: ['auth'], response: { 200: authConfigSchema } } },
    async () => ({ mode: env.AUTH_MODE, passwordRequired: env.AUTH_MODE === 'local' && !!env.LOCAL_PASSWORD }),
  );

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], response: { 200: userSchema, 401: apiErrorSchema } } },
    async (request) => {
      if (!request.user) throw unauthorized(ERRORS.noAuthenticatedUser);
      return publicUser(request.user);
    },
  );

  if (env.AUTH_MODE === 'local') {
    app.post(
      '/auth/local/sign-in',
      {
        schema: {
          tags: ['auth'],
          body: localSignInSchema.optional(),
          response: { 200: userSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (env.LOCAL_PASSWORD) {
          const key = request.ip;
          if (limiter.blocked(key)) throw new HttpError(429, 'rate_limited', 'Too many attempts. Try again in a minute.');
          const given = request.body?.password;
          if (!given) throw unauthorized(ERRORS.passwordRequired);
          if (!timingSafeEqual(digest(given), digest(env.LOCAL_PASSWORD))) {
            limiter.fail(key);
            throw unauthorized(ERRORS.wrongPassword);
          }
          limiter.succeed(key);
        }
        const { row: user, created } = await ensureUserCreated(db, { ...LOCAL_USER });
        if (created) await seedDemoProjects(db, user.id);
        await ensureMailboxConnection(db, user.id, 'local');
        await runtime.jobs.requestSync(user.id, 'sign-in');
        const { token } = await sessions.create(user.id);
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
        return publicUser(user);
      },
    );
  }

  app.post(
    '/auth/sign-out',
    { schema: { tags: ['auth'], response: { 200: signOutResultSchema } } },
    async (request, reply) => {
      await sessions.destroy(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { success: true as const };
    },
  );
};

