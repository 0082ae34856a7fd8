import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema, ruleCreateSchema, ruleListSchema, ruleReorderSchema, ruleSchema, ruleTestResultSchema,
  ruleTestSchema, ruleUpdateSchema, successSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as service from '../../services/rules/rules-service.js';
import { testRules } from '../../services/rules/rule-test-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';

export const ruleRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['rules'];

  app.get('/api/v1/rules', { schema: { tags, response: { 200: ruleListSchema, ...errorResponses } } }, (req) =>
    service.listRules(db, userId(req)),
  );

  app.post(
    '/api/v1/rules',
    { schema: { tags, body: ruleCreateSchema, response: { 201: ruleSchema, ...errorResponses } } },
    async (req, reply) => reply.status(201).send(await service.createRule(db, userId(req), req.body)),
  );

  app.patch(
    '/api/v1/rules/:id',
    { schema: { tags, params: idParamsSchema, body: ruleUpdateSchema, response: { 200: ruleSchema, ...errorResponses } } },
    (req) => service.updateRule(db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/api/v1/rules/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: successSchema, ...errorResponses } } },
    async (req) => {
      await service.deleteRule(db, userId(req), req.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/v1/rules/reorder',
    { schema: { tags, body: ruleReorderSchema, response: { 200: ruleListSchema, ...errorResponses } } },
    (req) => service.reorderRules(db, userId(req), req.body.ids),
  );

  app.post(
    '/api/v1/rules/test',
    { schema: { tags, body: ruleTestSchema, response: { 200: ruleTestResultSchema, ...errorResponses } } },
    (req) => testRules(db, userId(req), req.body.email, req.body.ruleId),
  );
};
