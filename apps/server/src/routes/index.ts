import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import type { Runtime } from '../runtime.js';
import { microsoftRoutes } from './auth/microsoft-routes.js';
import { emailRoutes } from './mail/email-routes.js';
import { importRoutes } from './mail/import-routes.js';
import { mailboxRoutes } from './mail/mailbox-routes.js';
import { archiveRoutes } from './archives/archive-routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { configTransferRoutes } from './config-transfer/config-transfer-routes.js';
import { healthRoutes } from './health-routes.js';
import { projectRoutes } from './projects/project-routes.js';
import { settingsRoutes } from './settings/settings-routes.js';
import { taskRoutes } from './tasks/task-routes.js';
import { serviceProjectRoutes } from './services/service-project-routes.js';
import { serviceRoutes } from './services/service-routes.js';
import { templateRoutes } from './templates/template-routes.js';
import { ruleRoutes } from './rules/rule-routes.js';
import { styleRoutes } from './style/style-routes.js';
import { contextRoutes } from './contexts/context-routes.js';

export type RouteDeps = { env: Env; db: Db; sessions: SessionStore; runtime: Runtime };

export async function registerApiRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(healthRoutes, { db: deps.db });
  await app.register(authRoutes, deps);
  await app.register(projectRoutes, deps);
  await app.register(taskRoutes, deps);
  await app.register(archiveRoutes, deps);
  await app.register(settingsRoutes, deps);
  await app.register(serviceRoutes, deps);
  await app.register(serviceProjectRoutes, deps);
  await app.register(templateRoutes, deps);
  await app.register(ruleRoutes, deps);
  await app.register(styleRoutes, deps);
  await app.register(contextRoutes, deps);
  await app.register(configTransferRoutes, deps);
  await app.register(microsoftRoutes, deps);
  await app.register(emailRoutes, deps);
  await app.register(mailboxRoutes, deps);
  await app.register(importRoutes, deps);
}
