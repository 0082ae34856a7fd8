import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleNotifications, WEBHOOK_PATH } from '../../services/mail/graph-subscriptions.js';
import type { RouteDeps } from '../index.js';

/**
 * Microsoft Graph's change notifications. Public (Microsoft calls it, with no
 * session); trust comes from each notification's clientState secret.
 */
export const webhookRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { runtime }) => {
  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['mailbox'],
        querystring: z.object({ validationToken: z.string().max(1000).optional() }),
        body: z.unknown(),
      },
    },
    async (req, reply) => {
      // Subscription creation: Graph checks the URL by asking for its token back, as plain text.
      if (req.query.validationToken !== undefined) {
        return reply.type('text/plain').send(req.query.validationToken);
      }
      await handleNotifications(runtime, req.body);
      return reply.status(202).send();
    },
  );
};
