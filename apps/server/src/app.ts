import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCsrfGuard } from './auth/csrf.js';
import { registerRequestUser, requireUser } from './auth/request-user.js';
import { SessionCache } from './auth/session-cache.js';
import { SessionStore } from './auth/sessions.js';
import type { Db } from './db/client.js';
import { isLoopbackHost, type Env } from './env.js';
import type { Runtime } from './runtime.js';
import { treatEmptyJsonAsNone } from './http/empty-json-body.js';
import { clientErrorReply, frameworkErrorReply, registerErrorHandling } from './http/errors.js';
import { registerHostCheck } from './http/allowed-hosts.js';
import { registerIdempotency } from './http/idempotency.js';
import { recordRoutes } from './http/route-table.js';
import { registerNulGuard } from './http/reject-nul.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serializerCompiler } from './http/serializer.js';
import { registerSpa } from './http/spa.js';
import { registerApiRoutes } from './routes/index.js';
import { registerAudit } from './services/audit/audit-plugin.js';
import { APP_VERSION } from './version.js';

export type AppOptions = {
  env: Env;
  db: Db;
  runtime: Runtime;
  sessionSecret: string;
  /** Built web app to serve; defaults to apps/web/dist. */
  webDistDir?: string;
  logger?: boolean;
};

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 5 * 1024 * 1024,
    // A hop count trusts that many proxies nearest the server (Fastify's own typing lacks the number form).
    trustProxy:
      typeof env.TRUST_PROXY === 'number' ? (_address: string, hop: number) => hop < (env.TRUST_PROXY as number) : env.TRUST_PROXY,
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  recordRoutes(app);
  registerHostCheck(app, env);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  treatEmptyJsonAsNone(app);
  registerSecurityHeaders(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Triage API', version: APP_VERSION, description: 'Email triage and task app.' },
    },
    transform: jsonSchemaTransform,
  });
  // The API's map is handy on your own machine; anywhere else it is for signed-in users only.
  const docsHooks = isLoopbackHost(env.HOST) ? {} : { uiHooks: { onRequest: requireUser } };
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', ...docsHooks });

  await app.register(fastifyCookie);
  registerCsrfGuard(app, env);
  registerNulGuard(app);
  // drizzle keeps the pool it was given as $client: the cache listens with the same settings.
  const sessionCache = new SessionCache((db as Db & { $client: pg.Pool }).$client.options);
  await sessionCache.start();
  app.addHook('onClose', () => sessionCache.close());
  const sessions = new SessionStore(db, options.sessionSecret, sessionCache);
  registerRequestUser(app, sessions);

  // Before the audit hooks: a replayed answer is not a second change to record.
  registerIdempotency(app, db);
  registerAudit(app, db);
  await registerApiRoutes(app, { env, db, sessions, runtime: options.runtime });
  await registerSpa(app, options.webDistDir ?? env.WEB_DIST_DIR ?? defaultWebDist);
  return app;
}
