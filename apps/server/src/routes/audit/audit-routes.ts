import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import { listAuditEvents } from '../../services/audit/audit-store.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';

/** The Audit Log: the signed-in user's own entries, newest first (the audit plugin writes them). */
export const auditRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/v1/audit',
    { schema: { tags: ['audit'], querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errorResponses } } },
    (req) => listAuditEvents(db, userId(req), req.query),
  );
};
