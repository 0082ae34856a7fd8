import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptPredictionSchema,
  predictionSchema,
  predictSchema,
  ruleSuggestionRequestSchema,
  ruleSuggestionSchema,
  taskSchema,
  trainingProgressSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import { predict, suggestRule } from '../../services/classification/predict-service.js';
import { trainingProgress } from '../../services/classification/training-service.js';
import { createTask } from '../../services/tasks/tasks-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { READ_ONLY } from '../../services/audit/audit-spec.js';
import { CLASSIFICATION_AUDIT } from '../../services/classification/classification-audit.js';

export const predictRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['classifier'];

  app.post(
    '/api/v1/predict',
    { config: { audit: READ_ONLY }, schema: { tags, body: predictSchema, response: { 200: predictionSchema, ...errorResponses } } },
    (req) => predict(db, userId(req), req.body),
  );

  app.post(
    '/api/v1/predict/accept',
    {
      config: { audit: CLASSIFICATION_AUDIT.acceptPrediction },
      schema: { tags, body: acceptPredictionSchema, response: { 201: taskSchema, ...errorResponses } },
    },
    async (req, reply) => reply.status(201).send(await createTask(db, userId(req), req.body)),
  );

  app.get('/api/v1/training/progress', { schema: { tags, response: { 200: trainingProgressSchema, ...errorResponses } } }, (req) =>
    trainingProgress(db, userId(req)),
  );

  app.post(
    '/api/v1/rules/suggest',
    {
      config: { audit: READ_ONLY },
      schema: { tags: ['rules'], body: ruleSuggestionRequestSchema, response: { 200: ruleSuggestionSchema, ...errorResponses } },
    },
    (req) => suggestRule(db, userId(req), req.body.projectId),
  );
};
