import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailListQuerySchema, emailPageSchema, emailSchema, idParamsSchema, sendEmailSchema, sendResultSchema } from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as emails from '../../services/mail/emails-service.js';
import { markEmailRead } from '../../services/mail/read-state.js';
import { sendEmail } from '../../services/mail/send-service.js';
import { sendEncodedJson } from '../../http/encoded-json.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { MAIL_AUDIT } from '../../services/mail/mail-audit.js';

export const emailRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, runtime }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['emails'];

  app.get(
    '/api/v1/emails',
    { schema: { tags, querystring: emailListQuerySchema, response: { 200: emailPageSchema, ...errorResponses } } },
    async (req, reply) =>
      sendEncodedJson(reply, await emails.listEmailsJson(db, userId(req), req.query.limit, req.query.offset, false, req.query.cursor)),
  );

  app.get(
    '/api/v1/emails/archived',
    { schema: { tags, querystring: emailListQuerySchema, response: { 200: emailPageSchema, ...errorResponses } } },
    async (req, reply) =>
      sendEncodedJson(reply, await emails.listEmailsJson(db, userId(req), req.query.limit, req.query.offset, true, req.query.cursor)),
  );

  app.get('/api/v1/emails/:id', { schema: { tags, params: idParamsSchema, response: { 200: emailSchema, ...errorResponses } } }, (req) =>
    emails.getEmail(db, userId(req), req.params.id),
  );

  app.post(
    '/api/v1/emails/:id/remote-images',
    {
      config: { audit: MAIL_AUDIT.remoteImages },
      schema: {
        tags,
        params: idParamsSchema,
        body: z.object({ allowed: z.boolean() }).strict(),
        response: { 200: emailSchema, ...errorResponses },
      },
    },
    (req) => emails.allowRemoteImages(db, userId(req), req.params.id, req.body.allowed),
  );

  app.post(
    '/api/v1/emails/:id/read',
    { config: { audit: MAIL_AUDIT.read }, schema: { tags, params: idParamsSchema, response: { 200: emailSchema, ...errorResponses } } },
    async (req) => {
      await markEmailRead(db, userId(req), runtime.mailboxes.forUser(userId(req)), req.params.id);
      return emails.getEmail(db, userId(req), req.params.id);
    },
  );

  app.post(
    '/api/v1/emails/send',
    { config: { audit: MAIL_AUDIT.send }, schema: { tags, body: sendEmailSchema, response: { 200: sendResultSchema, ...errorResponses } } },
    (req) => sendEmail(db, userId(req), runtime.mailboxes.forUser(userId(req)), req.body, runtime.jobs),
  );
};
