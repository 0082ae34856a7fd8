import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  providerListQuerySchema,
  providerMessageSchema,
  providerProfileSchema,
  syncRequestedSchema,
  syncStatusSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import { syncStatus } from '../../services/mail/sync-status-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { MAIL_AUDIT } from '../../services/mail/mail-audit.js';

/** Mailbox calls (docs/behaviour.md, API); in local mode they read the local mailbox the same way. */
export const mailboxRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, runtime }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['mailbox'];

  app.get(
    '/api/v1/microsoft/emails',
    { schema: { tags, querystring: providerListQuerySchema, response: { 200: z.array(providerMessageSchema), ...errorResponses } } },
    async (req) => {
      const messages = await runtime.mailboxes.forUser(userId(req)).list({ top: req.query.limit, skip: req.query.skip });
      return messages.map((m) => ({
        id: m.providerId,
        subject: m.subject,
        from: m.from,
        receivedDateTime: m.receivedAt?.toISOString() ?? null,
        bodyPreview: m.preview,
      }));
    },
  );

  app.get('/api/v1/microsoft/profile', { schema: { tags, response: { 200: providerProfileSchema, ...errorResponses } } }, (req) =>
    runtime.mailboxes.forUser(userId(req)).profile(),
  );

  app.post(
    '/api/v1/microsoft/emails/sync',
    { config: { audit: MAIL_AUDIT.sync }, schema: { tags, response: { 202: syncRequestedSchema, ...errorResponses } } },
    async (req, reply) => {
      const syncJobId = await runtime.jobs.requestSync(userId(req), 'user');
      return reply.status(202).send({ status: 'accepted' as const, syncJobId });
    },
  );

  app.get('/api/v1/sync/status', { schema: { tags, response: { 200: syncStatusSchema, ...errorResponses } } }, (req) =>
    syncStatus(db, runtime.jobs, userId(req), runtime.mailboxes.providerName, runtime.env.SYNC_INTERVAL_SECONDS),
  );
};
