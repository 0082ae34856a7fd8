import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import { authRoutes } from './auth/auth-routes.js';
import { healthRoutes } from './health-routes.js';
import { projectRoutes } from './projects/project-routes.js';

export type RouteDeps = { env: Env; db: Db; sessions: SessionStore };

export async function registerApiRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(healthRoutes, { db: deps.db });
  await app.register(authRoutes, { ...deps, secureCookies: false });
  await app.register(projectRoutes, deps);
}
