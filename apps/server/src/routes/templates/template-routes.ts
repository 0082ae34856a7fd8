import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  successSchema,
  templateCreateSchema,
  templateListSchema,
  templateSchema,
  templateUpdateSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as service from '../../services/templates/templates-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { create, remove, update } from '../../services/audit/audit-spec.js';

export const templateRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['templates'];

  app.get('/api/v1/templates', { schema: { tags, response: { 200: templateListSchema, ...errorResponses } } }, (req) =>
    service.listTemplates(db, userId(req)),
  );

  app.post(
    '/api/v1/templates',
    {
      config: { audit: create('template') },
      schema: { tags, body: templateCreateSchema, response: { 201: templateSchema, ...errorResponses } },
    },
    async (req, reply) => reply.status(201).send(await service.createTemplate(db, userId(req), req.body)),
  );

  app.get(
    '/api/v1/templates/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: templateSchema, ...errorResponses } } },
    (req) => service.getTemplate(db, userId(req), req.params.id),
  );

  app.patch(
    '/api/v1/templates/:id',
    {
      config: { audit: update('template') },
      schema: { tags, params: idParamsSchema, body: templateUpdateSchema, response: { 200: templateSchema, ...errorResponses } },
    },
    (req) => service.updateTemplate(db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/api/v1/templates/:id',
    {
      config: { audit: remove('template') },
      schema: { tags, params: idParamsSchema, response: { 200: successSchema, ...errorResponses } },
    },
    async (req) => {
      await service.deleteTemplate(db, userId(req), req.params.id);
      return { success: true as const };
    },
  );
};
