import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  serviceCreateSchema,
  serviceListSchema,
  serviceSchema,
  serviceUpdateSchema,
  successSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as service from '../../services/services/services-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { create, remove, update } from '../../services/audit/audit-spec.js';

export const serviceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['services'];

  app.get('/api/v1/services', { schema: { tags, response: { 200: serviceListSchema, ...errorResponses } } }, (req) =>
    service.listServices(db, userId(req)),
  );

  app.post(
    '/api/v1/services',
    {
      config: { audit: create('service') },
      schema: { tags, body: serviceCreateSchema, response: { 201: serviceSchema, ...errorResponses } },
    },
    async (req, reply) => reply.status(201).send(await service.createService(db, userId(req), req.body)),
  );

  app.get(
    '/api/v1/services/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: serviceSchema, ...errorResponses } } },
    (req) => service.getService(db, userId(req), req.params.id),
  );

  app.patch(
    '/api/v1/services/:id',
    {
      config: { audit: update('service') },
      schema: { tags, params: idParamsSchema, body: serviceUpdateSchema, response: { 200: serviceSchema, ...errorResponses } },
    },
    (req) => service.updateService(db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/api/v1/services/:id',
    { config: { audit: remove('service') }, schema: { tags, params: idParamsSchema, response: { 200: successSchema, ...errorResponses } } },
    async (req) => {
      await service.deleteService(db, userId(req), req.params.id);
      return { success: true as const };
    },
  );
};
