import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleLifecycle, handleNotifications, LIFECYCLE_PATH, WEBHOOK_PATH } from '../../services/mail/graph-subscriptions.js';
import type { RouteDeps } from '../index.js';

/**
 * Microsoft Graph's change and lifecycle notifications. Public (Microsoft calls them, with no
 * session); trust comes from each notification's clientState secret.
 */
export const webhookRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { runtime }) => {
  const schema = {
    tags: ['mailbox'],
    querystring: z.object({ validationToken: z.string().max(1000).optional() }),
    body: z.unknown(),
  };
  // Creating a subscription, Graph checks each URL by POSTing ?validationToken=... (text/plain,
  // empty body) and expects the token back as plain text within 10 seconds.
  app.post(WEBHOOK_PATH, { schema }, async (req, reply) => {
    if (req.query.validationToken !== undefined) return reply.type('text/plain').send(req.query.validationToken);
    await handleNotifications(runtime, req.body);
    return reply.status(202).send();
  });
  app.post(LIFECYCLE_PATH, { schema }, async (req, reply) => {
    if (req.query.validationToken !== undefined) return reply.type('text/plain').send(req.query.validationToken);
    await handleLifecycle(runtime, req.body, (msg) => req.log.warn(msg));
    return reply.status(202).send();
  });
};
