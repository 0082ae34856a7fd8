import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveParamsSchema, archiveResultSchema, archivesSchema } from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as service from '../../services/archives/archives-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import type { AuditEntityType } from '@triage/contracts';
import type { AuditSpec } from '../../services/audit/audit-spec.js';

const ARCHIVE_ENTITY: Record<string, AuditEntityType> = {
  projects: 'project',
  tasks: 'task',
  services: 'service',
  templates: 'template',
  emails: 'email',
};
const archiveAudit = (action: 'archive' | 'unarchive'): AuditSpec => ({
  entityType: (c) => ARCHIVE_ENTITY[c.params.type ?? ''] ?? 'project',
  action,
  target: (c) => c.params.id,
});

export const archiveRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['archives'];

  app.get('/api/v1/archives', { schema: { tags, response: { 200: archivesSchema, ...errorResponses } } }, (req) =>
    service.listArchives(db, userId(req)),
  );

  for (const action of ['archive', 'unarchive'] as const) {
    app.post(
      `/api/v1/archives/:type/:id/${action}`,
      {
        config: { audit: archiveAudit(action) },
        schema: { tags, params: archiveParamsSchema, response: { 200: archiveResultSchema, ...errorResponses } },
      },
      (req) => service.setArchived(db, userId(req), req.params.type, req.params.id, action === 'archive'),
    );
  }
};
