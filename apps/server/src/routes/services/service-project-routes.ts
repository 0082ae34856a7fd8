import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  serviceProjectCreateSchema,
  serviceProjectSchema,
  serviceProjectUpdateSchema,
  successSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as links from '../../services/services/service-projects-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { create, remove, update } from '../../services/audit/audit-spec.js';

/** docs/behaviour.md, API: projects are added under a service and edited or removed by the link's own id. */
export const serviceProjectRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['services'];

  app.post(
    '/api/v1/services/:id/projects',
    {
      config: { audit: create('service_project') },
      schema: {
        tags,
        params: idParamsSchema,
        body: serviceProjectCreateSchema,
        response: { 201: serviceProjectSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await links.addServiceProject(db, userId(req), req.params.id, req.body)),
  );

  app.patch(
    '/api/v1/services/projects/:id',
    {
      config: { audit: update('service_project') },
      schema: {
        tags,
        params: idParamsSchema,
        body: serviceProjectUpdateSchema,
        response: { 200: serviceProjectSchema, ...errorResponses },
      },
    },
    (req) => links.updateServiceProject(db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/api/v1/services/projects/:id',
    {
      config: { audit: remove('service_project') },
      schema: { tags, params: idParamsSchema, response: { 200: successSchema, ...errorResponses } },
    },
    async (req) => {
      await links.deleteServiceProject(db, userId(req), req.params.id);
      return { success: true as const };
    },
  );
};
