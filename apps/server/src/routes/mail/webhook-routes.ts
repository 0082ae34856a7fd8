import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { graphNotificationsSchema } from '@triage/contracts';
import { badRequest } from '../../http/errors.js';
import { handleLifecycle, handleNotifications, LIFECYCLE_PATH, WEBHOOK_PATH } from '../../services/mail/graph-subscriptions.js';
import type { RouteDeps } from '../index.js';

/**
 * Microsoft Graph's change and lifecycle notifications. Public (Microsoft calls them, with no
 * session); trust comes from each notification's clientState secret.
 */
export const webhookRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { runtime }) => {
  // Graph's validation handshake is a text/plain POST with an empty body: taken as no body here
  // (this plugin only), so the notification schema below can stay an object.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    const text = body.toString();
    done(null, text.trim() === '' ? undefined : text);
  });
  const schema = {
    tags: ['mailbox'],
    querystring: z.object({ validationToken: z.string().max(1000).optional() }),
    body: graphNotificationsSchema.nullish(),
  };
  const notificationsOf = (body: z.infer<typeof graphNotificationsSchema> | null | undefined) => {
    if (!body) throw badRequest('body: a notification body { value: [...] } is required');
    return body.value;
  };
  // Creating a subscription, Graph checks each URL by POSTing ?validationToken=... and expects
  // the token back as plain text within 10 seconds.
  app.post(WEBHOOK_PATH, { schema }, async (req, reply) => {
    if (req.query.validationToken !== undefined) return reply.type('text/plain').send(req.query.validationToken);
    await handleNotifications(runtime, notificationsOf(req.body));
    return reply.status(202).send();
  });
  app.post(LIFECYCLE_PATH, { schema }, async (req, reply) => {
    if (req.query.validationToken !== undefined) return reply.type('text/plain').send(req.query.validationToken);
    await handleLifecycle(runtime, notificationsOf(req.body), (msg) => req.log.warn(msg));
    return reply.status(202).send();
  });
};
