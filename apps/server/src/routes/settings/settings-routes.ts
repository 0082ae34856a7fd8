import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionSchema, connectionsSchema, connectionUpdateSchema, idParamsSchema, systemInfoSchema } from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import { getConnections, updateConnection } from '../../services/settings/connections-service.js';
import { systemInfo } from '../../services/settings/system-info-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { update } from '../../services/audit/audit-spec.js';

const CONNECTION_AUDIT = update('connection', {
  summary: ({ before, after }) => {
    const was = (before as { connected?: boolean } | null)?.connected;
    const now = (after as { connected?: boolean } | null)?.connected;
    if (was !== now && now !== undefined) return now ? 'Connected mailbox' : 'Disconnected mailbox';
    return 'Updated mailbox connection';
  },
});

export const settingsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  app.addHook('onRequest', requireUser);
  const provider = env.AUTH_MODE === 'microsoft' ? 'microsoft' : 'local';

  app.get('/api/v1/connections', { schema: { tags: ['settings'], response: { 200: connectionsSchema, ...errorResponses } } }, (req) =>
    getConnections(db, userId(req), provider),
  );

  app.patch(
    '/api/v1/connections/:id',
    {
      config: { audit: CONNECTION_AUDIT },
      schema: {
        tags: ['settings'],
        params: idParamsSchema,
        body: connectionUpdateSchema,
        response: { 200: connectionSchema, ...errorResponses },
      },
    },
    (req) => updateConnection(db, userId(req), req.params.id, req.body),
  );

  app.get('/api/v1/system/info', { schema: { tags: ['settings'], response: { 200: systemInfoSchema, ...errorResponses } } }, () =>
    systemInfo(db, env),
  );
};
