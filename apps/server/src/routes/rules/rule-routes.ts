import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  ruleCreateSchema,
  ruleListSchema,
  ruleReorderSchema,
  ruleSchema,
  ruleTestResultSchema,
  ruleTestSchema,
  ruleUpdateSchema,
  successSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as service from '../../services/rules/rules-service.js';
import { testRules } from '../../services/rules/rule-test-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { create, plural, READ_ONLY, remove, update, type AuditSpec } from '../../services/audit/audit-spec.js';
import { ruleOrder } from '../../services/audit/entities.js';

/** The whole order before and after, as one entry. */
const REORDER: AuditSpec = {
  entityType: 'rule',
  action: 'reorder',
  state: (db, c) => ruleOrder(db, c.userId),
  summary: ({ after }) => `Reordered ${plural(Array.isArray(after) ? after.length : 0, 'rule')}`,
};

export const ruleRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['rules'];

  app.get('/api/v1/rules', { schema: { tags, response: { 200: ruleListSchema, ...errorResponses } } }, (req) =>
    service.listRules(db, userId(req)),
  );

  app.post(
    '/api/v1/rules',
    { config: { audit: create('rule') }, schema: { tags, body: ruleCreateSchema, response: { 201: ruleSchema, ...errorResponses } } },
    async (req, reply) => reply.status(201).send(await service.createRule(db, userId(req), req.body)),
  );

  app.patch(
    '/api/v1/rules/:id',
    {
      config: { audit: update('rule') },
      schema: { tags, params: idParamsSchema, body: ruleUpdateSchema, response: { 200: ruleSchema, ...errorResponses } },
    },
    (req) => service.updateRule(db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/api/v1/rules/:id',
    { config: { audit: remove('rule') }, schema: { tags, params: idParamsSchema, response: { 200: successSchema, ...errorResponses } } },
    async (req) => {
      await service.deleteRule(db, userId(req), req.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/v1/rules/reorder',
    { config: { audit: REORDER }, schema: { tags, body: ruleReorderSchema, response: { 200: ruleListSchema, ...errorResponses } } },
    (req) => service.reorderRules(db, userId(req), req.body.ids),
  );

  app.post(
    '/api/v1/rules/test',
    { config: { audit: READ_ONLY }, schema: { tags, body: ruleTestSchema, response: { 200: ruleTestResultSchema, ...errorResponses } } },
    (req) => testRules(db, userId(req), req.body.email, req.body.ruleId),
  );
};
