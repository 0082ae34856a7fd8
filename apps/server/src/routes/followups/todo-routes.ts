import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  followupSettingsSchema,
  idParamsSchema,
  todoFailuresSchema,
  todoListChoiceSchema,
  todoListsSchema,
  todoPreviewTaskSchema,
  todoPushResultSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import { chooseTodoList, todoFailures, todoLists } from '../../services/followups/settings-service.js';
import { todoFor } from '../../services/followups/todo-connection.js';
import { pushPreviewTask } from '../../services/followups/todo-preview.js';
import { pushTask } from '../../services/followups/todo-push.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { FOLLOWUP_AUDIT } from '../../services/followups/followup-audit.js';

/** Microsoft To Do: the list choice (Settings > Account Connections), pushes and their failures. */
export const todoRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, runtime }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['todo'];
  const responses = { ...errorResponses, 502: errorResponses[400] };

  app.get('/api/v1/todo/lists', { schema: { tags, response: { 200: todoListsSchema, ...responses } } }, (req) =>
    todoLists(todoFor(runtime, userId(req))),
  );

  app.put(
    '/api/v1/todo/list',
    {
      config: { audit: FOLLOWUP_AUDIT.todoList },
      schema: { tags, body: todoListChoiceSchema, response: { 200: followupSettingsSchema, ...responses } },
    },
    (req) => chooseTodoList(db, todoFor(runtime, userId(req)), userId(req), req.body),
  );

  app.post(
    '/api/v1/todo/tasks/:id/push',
    {
      config: { audit: FOLLOWUP_AUDIT.todoPush },
      schema: { tags, params: idParamsSchema, response: { 200: todoPushResultSchema, ...responses } },
    },
    (req) => pushTask(db, todoFor(runtime, userId(req)), userId(req), req.params.id),
  );

  app.post(
    '/api/v1/todo/preview-task',
    {
      config: { audit: FOLLOWUP_AUDIT.todoPreviewTask },
      schema: { tags, body: todoPreviewTaskSchema, response: { 200: todoPushResultSchema, ...responses } },
    },
    (req) => pushPreviewTask(db, todoFor(runtime, userId(req)), userId(req), req.body, randomUUID()),
  );

  app.get('/api/v1/todo/failures', { schema: { tags, response: { 200: todoFailuresSchema, ...responses } } }, (req) =>
    todoFailures(db, userId(req)),
  );
};
