import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, authConfigSchema, ERRORS, localSignInSchema, signOutResultSchema, userSchema } from '@triage/contracts';
import { cookieSecurity, SESSION_COOKIE, setSessionCookie, type SessionStore } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { Runtime } from '../../runtime.js';
import { unauthorized } from '../../http/errors.js';
import { localSignIn } from '../../services/users/sign-in-service.js';
import { publicUser } from '../../services/users/users-service.js';

type Options = { env: Env; db: Db; sessions: SessionStore; runtime: Runtime };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { env, db, sessions, runtime }) => {
  const cookieOptions = cookieSecurity(env);

  app.get('/auth/config', { schema: { tags: ['auth'], response: { 200: authConfigSchema } } }, async () => ({
    mode: env.AUTH_MODE,
    passwordRequired: env.AUTH_MODE === 'local' && !!env.LOCAL_PASSWORD,
  }));

  app.get('/auth/me', { schema: { tags: ['auth'], response: { 200: userSchema, 401: apiErrorSchema } } }, async (request) => {
    if (!request.user) throw unauthorized(ERRORS.noAuthenticatedUser);
    return publicUser(request.user);
  });

  if (env.AUTH_MODE === 'local') {
    const signIn = localSignIn({ db, sessions, jobs: runtime.jobs, password: env.LOCAL_PASSWORD });
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
        // request.ip is the client's own address behind a proxy when TRUST_PROXY names it.
        const { user, token } = await signIn(request.body?.password, request.ip);
        setSessionCookie(reply, env, token);
        return user;
      },
    );
  }

  app.post('/auth/sign-out', { schema: { tags: ['auth'], response: { 200: signOutResultSchema } } }, async (request, reply) => {
    await sessions.destroy(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return { success: true as const };
  });
};
