import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  projectCreateSchema,
  projectListSchema,
  projectSchema,
  projectUpdateSchema,
  successSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import * as service from '../../services/projects/projects-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { create, remove, update } from '../../services/audit/audit-spec.js';
import { displayName } from '../../services/audit/entities.js';

const CLOSE = update('project', { summary: ({ after }) => `Closed project '${displayName(after) ?? ''}'` });
const REOPEN = update('project', { summary: ({ after }) => `Reopened project '${displayName(after) ?? ''}'` });

export const projectRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['projects'];

  app.get('/api/v1/projects', { schema: { tags, response: { 200: projectListSchema, ...errorResponses } } }, (req) =>
    service.listProjects(db, userId(req)),
  );

  app.post(
    '/api/v1/projects',
    {
      config: { audit: create('project') },
      schema: { tags, body: projectCreateSchema, response: { 201: projectSchema, ...errorResponses } },
    },
    async (req, reply) => reply.status(201).send(await service.createProject(db, userId(req), req.body)),
  );

  app.get(
    '/api/v1/projects/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: projectSchema, ...errorResponses } } },
    (req) => service.getProject(db, userId(req), req.params.id),
  );

  app.patch(
    '/api/v1/projects/:id',
    {
      config: { audit: update('project') },
      schema: { tags, params: idParamsSchema, body: projectUpdateSchema, response: { 200: projectSchema, ...errorResponses } },
    },
    (req) => service.updateProject(db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/api/v1/projects/:id',
    { config: { audit: remove('project') }, schema: { tags, params: idParamsSchema, response: { 200: successSchema, ...errorResponses } } },
    async (req) => {
      await service.deleteProject(db, userId(req), req.params.id);
      return { success: true as const };
    },
  );

  for (const action of ['close', 'open'] as const) {
    app.post(
      `/api/v1/projects/:id/${action}`,
      {
        config: { audit: action === 'close' ? CLOSE : REOPEN },
        schema: { tags, params: idParamsSchema, response: { 200: projectSchema, ...errorResponses } },
      },
      (req) => service.setProjectClosed(db, userId(req), req.params.id, action === 'close'),
    );
  }
};
