import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskStyleResponseSchema, taskStyleSchema } from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import { getTaskStyle, saveTaskStyle } from '../../services/style/style-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import type { AuditSpec } from '../../services/audit/audit-spec.js';

const STYLE_AUDIT: AuditSpec = {
  entityType: 'task_style',
  action: 'update',
  target: (c) => c.userId,
  summary: ({ before }) => (before ? 'Updated task style' : 'Saved task style (first time; defaults before)'),
};

export const styleRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['style'];

  app.get('/api/v1/style', { schema: { tags, response: { 200: taskStyleResponseSchema, ...errorResponses } } }, (req) =>
    getTaskStyle(db, userId(req)),
  );

  app.put(
    '/api/v1/style',
    {
      config: { audit: STYLE_AUDIT },
      schema: { tags, body: taskStyleSchema, response: { 200: taskStyleResponseSchema, ...errorResponses } },
    },
    (req) => saveTaskStyle(db, userId(req), req.body),
  );
};
