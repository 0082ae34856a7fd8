import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema, importAcceptedSchema, importJobSchema, importStartSchema, uploadResultSchema,
} from '@triage/contracts';
import { requireUser, userId } from '../../auth/request-user.js';
import { HttpError } from '../../http/errors.js';
import * as imports from '../../services/mail/import-service.js';
import { importUpload } from '../../services/mail/upload-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';

const UPLOAD_TYPES = ['message/rfc822', 'application/mbox', 'application/octet-stream'];
const UPLOAD_LIMIT = 50 * 1024 * 1024;

export const importRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, runtime }) => {
  app.addHook('onRequest', requireUser);
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req, body, done) => done(null, body));
  const tags = ['import'];

  app.post(
    '/api/v1/import-emails',
    { schema: { tags, body: importStartSchema, response: { 202: importAcceptedSchema, ...errorResponses } } },
    async (req, reply) => {
      const id = userId(req);
      const job = await imports.createImportJob(db, id, req.body.daysBack);
      const jobId = await runtime.jobs.requestImport(id, job.id);
      if (!jobId) {
        await imports.discardImportJob(db, id, job.id);
        throw new HttpError(409, 'import_running', 'An import is already running. Wait for it to finish.');
      }
      await imports.attachJobId(db, id, job.id, jobId);
      return reply.status(202).send({ status: 'accepted' as const, syncJobId: jobId, importId: job.id });
    },
  );

  app.get(
    '/api/v1/import-emails/latest',
    { schema: { tags, response: { 200: importJobSchema.nullable(), ...errorResponses } } },
    (req) => imports.latestImportJob(db, userId(req)),
  );

  app.get(
    '/api/v1/import-emails/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: importJobSchema, ...errorResponses } } },
    (req) => imports.getImportJob(db, userId(req), req.params.id),
  );

  app.post(
    '/api/v1/import-emails/upload',
    { bodyLimit: UPLOAD_LIMIT, schema: { tags, response: { 200: uploadResultSchema, ...errorResponses } } },
    async (req) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
        throw new HttpError(400, 'invalid_input', `Send the .eml or .mbox file as the request body (${UPLOAD_TYPES.join(', ')})`);
      }
      const name = typeof req.headers['x-file-name'] === 'string' ? req.headers['x-file-name'].slice(0, 255) : null;
      const { newIds, ...result } = await importUpload(db, userId(req), req.body, name);
      if (newIds.length > 0) await runtime.jobs.requestClassify(userId(req));
      return result;
    },
  );
};
