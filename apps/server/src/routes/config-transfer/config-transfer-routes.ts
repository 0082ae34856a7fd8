import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configDocumentResponseSchema, importResultSchema } from '@triage/contracts';
import { z } from 'zod';
import { requireUser, userId } from '../../auth/request-user.js';
import { exportConfig } from '../../services/config-transfer/export-service.js';
import { importConfig } from '../../services/config-transfer/import-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { CONFIG_IMPORT_AUDIT } from '../../services/config-transfer/config-transfer-audit.js';

export const configTransferRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['settings'];

  app.get(
    '/api/v1/export',
    { schema: { tags, response: { 200: configDocumentResponseSchema, ...errorResponses } } },
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="triage-config-${day}.json"`);
      return exportConfig(db, userId(req));
    },
  );

  // The body is validated by the service, so that any invalid file answers the spec's one text.
  app.post(
    '/api/v1/import',
    {
      config: { audit: CONFIG_IMPORT_AUDIT },
      schema: { tags, body: z.unknown(), response: { 200: importResultSchema, ...errorResponses } },
    },
    (req) => importConfig(db, userId(req), req.body),
  );
};
