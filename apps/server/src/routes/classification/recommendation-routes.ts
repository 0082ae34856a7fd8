import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classificationListQuerySchema,
  classificationSchema,
  emailListQuerySchema,
  emailRecommendationSchema,
  feedbackSchema,
  generateRecommendationsSchema,
  idParamsSchema,
  nextCursorField,
  processRecommendationSchema,
  processResultSchema,
  recommendationListQuerySchema,
  recommendationPageSchema,
  removeProposedTaskSchema,
  replyUpdateSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as edits from '../../services/classification/edits-service.js';
import { generateRecommendations } from '../../services/classification/generate-recommendations.js';
import { processRecommendation } from '../../services/classification/process-service.js';
import * as recommendations from '../../services/classification/recommendations-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { todoFor } from '../../services/followups/todo-connection.js';
import { pushQueuedTask } from '../../services/followups/todo-push.js';
import { CLASSIFICATION_AUDIT } from '../../services/classification/classification-audit.js';

const one = { 200: emailRecommendationSchema, ...errorResponses };

export const recommendationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env, runtime }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['recommendations'];

  app.get(
    '/api/v1/emails/recommendations',
    { schema: { tags, querystring: recommendationListQuerySchema, response: { 200: recommendationPageSchema, ...errorResponses } } },
    (req) => recommendations.listRecommendations(db, userId(req), req.query.limit, req.query.offset, req.query.sort, req.query.cursor),
  );

  app.get('/api/v1/emails/:id/recommendations', { schema: { tags, params: idParamsSchema, response: one } }, (req) =>
    recommendations.getRecommendation(db, userId(req), req.params.id),
  );

  app.post(
    '/api/v1/emails/:id/generate-recommendations',
    {
      config: { audit: CLASSIFICATION_AUDIT.generate },
      schema: { tags, params: idParamsSchema, body: generateRecommendationsSchema.optional(), response: one },
    },
    (req) => generateRecommendations(db, env, userId(req), req.params.id, req.body?.force ?? false),
  );

  app.post(
    '/api/v1/emails/recommendations/process',
    {
      config: { audit: CLASSIFICATION_AUDIT.process },
      schema: { tags, body: processRecommendationSchema, response: { 200: processResultSchema, ...errorResponses } },
    },
    async (req) => {
      const result = await processRecommendation(db, userId(req), req.body);
      // An approved task goes to the connected To Do list now; a failure stays marked for the next sync and the Sync Dashboard.
      if (result.createdTaskId) await pushQueuedTask(db, todoFor(runtime, userId(req)), userId(req), result.createdTaskId);
      return result;
    },
  );

  app.post(
    '/api/v1/emails/:id/proposed-tasks/remove',
    {
      config: { audit: CLASSIFICATION_AUDIT.removeProposedTask },
      schema: { tags, params: idParamsSchema, body: removeProposedTaskSchema, response: one },
    },
    (req) => edits.removeProposedTask(db, userId(req), req.params.id, req.body.title),
  );

  app.post(
    '/api/v1/emails/:id/feedback',
    { config: { audit: CLASSIFICATION_AUDIT.feedback }, schema: { tags, params: idParamsSchema, body: feedbackSchema, response: one } },
    (req) => edits.saveFeedback(db, userId(req), req.params.id, req.body.feedback),
  );

  app.patch(
    '/api/v1/emails/:id/reply',
    { config: { audit: CLASSIFICATION_AUDIT.editReply }, schema: { tags, params: idParamsSchema, body: replyUpdateSchema, response: one } },
    (req) => edits.updateReply(db, userId(req), req.params.id, req.body.body),
  );

  app.get(
    '/api/v1/classifications',
    {
      schema: {
        tags,
        querystring: classificationListQuerySchema,
        response: { 200: z.object({ data: z.array(classificationSchema), totalCount: z.number().int() }), ...errorResponses },
      },
    },
    (req) => recommendations.listClassifications(db, userId(req), req.query.limit, req.query.offset),
  );

  app.get(
    '/api/v1/replies',
    {
      schema: {
        tags,
        querystring: emailListQuerySchema,
        response: {
          200: z.object({ data: z.array(emailRecommendationSchema), totalCount: z.number().int(), nextCursor: nextCursorField }),
          ...errorResponses,
        },
      },
    },
    (req) => recommendations.listReplies(db, userId(req), req.query.limit, req.query.offset, req.query.cursor),
  );
};
