import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveListQuerySchema, archivePageSchema, archiveParamsSchema, archiveResultSchema, archivesSchema } from '@triage/contracts';
import { z } from 'zod';
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

  // Without parameters every type's list, each capped; with any, one type's page (docs/decisions.md).
  app.get(
    '/api/v1/archives',
    {
      schema: {
        tags,
        querystring: archiveListQuerySchema,
        response: { 200: z.union([archivePageSchema, archivesSchema]), ...errorResponses },
      },
    },
    (req) =>
      Object.values(req.query).every((v) => v === undefined)
        ? service.listArchives(db, userId(req))
        : service.archivePage(db, userId(req), req.query),
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
