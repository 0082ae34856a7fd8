import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveParamsSchema, archiveResultSchema, archivesSchema } from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as service from '../../services/archives/archives-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';

export const archiveRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['archives'];

  app.get('/api/v1/archives', { schema: { tags, response: { 200: archivesSchema, ...errorResponses } } }, (req) =>
    service.listArchives(db, userId(req)),
  );

  for (const action of ['archive', 'unarchive'] as const) {
    app.post(
      `/api/v1/archives/:type/:id/${action}`,
      { schema: { tags, params: archiveParamsSchema, response: { 200: archiveResultSchema, ...errorResponses } } },
      (req) => service.setArchived(db, userId(req), req.params.type, req.params.id, action === 'archive'),
    );
  }
};
