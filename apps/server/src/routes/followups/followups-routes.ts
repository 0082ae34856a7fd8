import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveCommitmentSchema,
  conversationParamsSchema,
  followupSettingsSchema,
  followupSettingsUpdateSchema,
  followupsSchema,
  idParamsSchema,
  remindSchema,
  successSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import { approveCommitment, dismissCommitment } from '../../services/followups/commitments-service.js';
import { closeConversation, listFollowupsJson, remindConversation } from '../../services/followups/followups-service.js';
import { getFollowupSettings, setWaitingDays } from '../../services/followups/settings-service.js';
import { sendEncodedJson } from '../../http/encoded-json.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { FOLLOWUP_AUDIT } from '../../services/followups/followup-audit.js';

/** The Follow-ups screen: the two lists, the user's decisions on conversations, commitments, the threshold. */
export const followupsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['followups'];
  const todoAvailable = env.AUTH_MODE === 'microsoft';

  app.get('/api/v1/followups', { schema: { tags, response: { 200: followupsSchema, ...errorResponses } } }, async (req, reply) =>
    sendEncodedJson(reply, await listFollowupsJson(db, userId(req))),
  );

  app.post(
    '/api/v1/followups/conversations/:conversationId/done',
    {
      config: { audit: FOLLOWUP_AUDIT.done },
      schema: { tags, params: conversationParamsSchema, response: { 200: successSchema, ...errorResponses } },
    },
    (req) => closeConversation(db, userId(req), req.params.conversationId),
  );

  app.post(
    '/api/v1/followups/conversations/:conversationId/remind',
    {
      config: { audit: FOLLOWUP_AUDIT.remind },
      schema: { tags, params: conversationParamsSchema, body: remindSchema, response: { 200: successSchema, ...errorResponses } },
    },
    (req) => remindConversation(db, userId(req), req.params.conversationId, new Date(req.body.until)),
  );

  app.post(
    '/api/v1/followups/commitments/:id/approve',
    {
      config: { audit: FOLLOWUP_AUDIT.approveCommitment },
      schema: {
        tags,
        params: idParamsSchema,
        body: approveCommitmentSchema,
        response: { 200: z.object({ success: z.literal(true), taskId: z.string() }), ...errorResponses },
      },
    },
    (req) => approveCommitment(db, userId(req), req.params.id, req.body),
  );

  app.post(
    '/api/v1/followups/commitments/:id/dismiss',
    {
      config: { audit: FOLLOWUP_AUDIT.dismissCommitment },
      schema: { tags, params: idParamsSchema, response: { 200: successSchema, ...errorResponses } },
    },
    (req) => dismissCommitment(db, userId(req), req.params.id),
  );

  app.get('/api/v1/followups/settings', { schema: { tags, response: { 200: followupSettingsSchema, ...errorResponses } } }, (req) =>
    getFollowupSettings(db, userId(req), todoAvailable),
  );

  app.put(
    '/api/v1/followups/settings',
    {
      config: { audit: FOLLOWUP_AUDIT.settings },
      schema: { tags, body: followupSettingsUpdateSchema, response: { 200: followupSettingsSchema, ...errorResponses } },
    },
    (req) => setWaitingDays(db, userId(req), req.body.waitingDays, todoAvailable),
  );
};
