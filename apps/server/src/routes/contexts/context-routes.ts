import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contextCreateSchema,
  contextListSchema,
  contextSchema,
  contextUpdateSchema,
  idParamsSchema,
  successSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as service from '../../services/contexts/contexts-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { create, remove, update } from '../../services/audit/audit-spec.js';

export const contextRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['contexts'];

  app.get('/api/v1/contexts', { schema: { tags, response: { 200: contextListSchema, ...errorResponses } } }, (req) =>
    service.listContexts(db, userId(req)),
  );

  app.post(
    '/api/v1/contexts',
    {
      config: { audit: create('context') },
      schema: { tags, body: contextCreateSchema, response: { 201: contextSchema, ...errorResponses } },
    },
    async (req, reply) => reply.status(201).send(await service.createContext(db, userId(req), req.body)),
  );

  app.patch(
    '/api/v1/contexts/:id',
    {
      config: { audit: update('context') },
      schema: { tags, params: idParamsSchema, body: contextUpdateSchema, response: { 200: contextSchema, ...errorResponses } },
    },
    (req) => service.updateContext(db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/api/v1/contexts/:id',
    { config: { audit: remove('context') }, schema: { tags, params: idParamsSchema, response: { 200: successSchema, ...errorResponses } } },
    async (req) => {
      await service.deleteContext(db, userId(req), req.params.id);
      return { success: true as const };
    },
  );
};
