import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  successSchema,
  taskCreateSchema,
  taskListQuerySchema,
  taskListSchema,
  taskPageSchema,
  taskSchema,
  taskUpdateSchema,
} from '@triage/contracts';
import { z } from 'zod';
import { requireUser, userId } from '../../auth/request-user.js';
import * as service from '../../services/tasks/tasks-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { create, remove, update } from '../../services/audit/audit-spec.js';

export const taskRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['tasks'];

  // Without parameters the capped array older clients read; with any, a page (docs/decisions.md).
  app.get(
    '/api/v1/tasks',
    { schema: { tags, querystring: taskListQuerySchema, response: { 200: z.union([taskPageSchema, taskListSchema]), ...errorResponses } } },
    (req) =>
      Object.values(req.query).every((v) => v === undefined)
        ? service.listTasks(db, userId(req))
        : service.listTaskPage(db, userId(req), req.query),
  );

  app.post(
    '/api/v1/tasks',
    { config: { audit: create('task') }, schema: { tags, body: taskCreateSchema, response: { 201: taskSchema, ...errorResponses } } },
    async (req, reply) => reply.status(201).send(await service.createTask(db, userId(req), req.body)),
  );

  app.get('/api/v1/tasks/:id', { schema: { tags, params: idParamsSchema, response: { 200: taskSchema, ...errorResponses } } }, (req) =>
    service.getTask(db, userId(req), req.params.id),
  );

  app.patch(
    '/api/v1/tasks/:id',
    {
      config: { audit: update('task') },
      schema: { tags, params: idParamsSchema, body: taskUpdateSchema, response: { 200: taskSchema, ...errorResponses } },
    },
    (req) => service.updateTask(db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/api/v1/tasks/:id',
    { config: { audit: remove('task') }, schema: { tags, params: idParamsSchema, response: { 200: successSchema, ...errorResponses } } },
    async (req) => {
      await service.deleteTask(db, userId(req), req.params.id);
      return { success: true as const };
    },
  );
};
