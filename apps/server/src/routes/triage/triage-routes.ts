import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkActionSchema, bulkResultSchema } from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import { runBulkAction } from '../../services/triage/bulk-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { IN_SERVICE } from '../../services/audit/audit-spec.js';

const BULK_PATH = '/api/v1/emails/bulk';

/** Bulk triage of the queue: archive, snooze, approve, move, reject, and their undo. */
export const triageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  app.post(
    BULK_PATH,
    {
      config: { audit: IN_SERVICE },
      schema: { tags: ['triage'], body: bulkActionSchema, response: { 200: bulkResultSchema, ...errorResponses } },
    },
    (req) => runBulkAction(db, userId(req), req.body, { method: req.method, path: BULK_PATH, requestId: req.id }),
  );
};
