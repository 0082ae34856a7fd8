import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  importAcceptedSchema,
  importJobSchema,
  importStartSchema,
  LIMITS,
  uploadAcceptedSchema,
  uploadResultSchema,
} from '@triage/contracts';
import { MAX_EMAIL_BYTES } from '@triage/mail';
import { requireUser, userId } from '../../auth/request-user.js';
import { HttpError } from '../../http/errors.js';
import * as imports from '../../services/mail/import-service.js';
import { storeUpload } from '../../services/mail/upload-file.js';
import { createUploadImport } from '../../services/mail/upload-import.js';
import { importEml } from '../../services/mail/upload-service.js';
import { errorResponses } from '../error-responses.js';
import type { RouteDeps } from '../index.js';
import { MAIL_AUDIT } from '../../services/mail/mail-audit.js';

const UPLOAD_TYPES = ['message/rfc822', 'application/mbox', 'application/octet-stream'];

/** The browser sends the file name URI-encoded (headers are ASCII). */
function fileNameOf(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || header === '') return null;
  try {
    return decodeURIComponent(header).slice(0, 255);
  } catch {
    return header.slice(0, 255);
  }
}

export const importRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, runtime }) => {
  app.addHook('onRequest', requireUser);
  // The body stays a stream: storeUpload copies it to disk, so a 2 GB export is never held in memory.
  app.addContentTypeParser(UPLOAD_TYPES, (_req, payload, done) => done(null, payload));
  const tags = ['import'];

  app.post(
    '/api/v1/import-emails',
    {
      config: { audit: MAIL_AUDIT.importEmails },
      schema: { tags, body: importStartSchema, response: { 202: importAcceptedSchema, ...errorResponses } },
    },
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

  app.get('/api/v1/import-emails/latest', { schema: { tags, response: { 200: importJobSchema.nullable(), ...errorResponses } } }, (req) =>
    imports.latestImportJob(db, userId(req)),
  );

  app.get(
    '/api/v1/import-emails/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: importJobSchema, ...errorResponses } } },
    (req) => imports.getImportJob(db, userId(req), req.params.id),
  );

  app.post(
    '/api/v1/import-emails/upload',
    {
      config: { audit: MAIL_AUDIT.upload },
      schema: { tags, response: { 200: uploadResultSchema, 202: uploadAcceptedSchema, ...errorResponses } },
    },
    async (req, reply) => {
      if (!(req.body instanceof Readable)) {
        throw new HttpError(400, 'invalid_input', `Send the .eml or .mbox file as the request body (${UPLOAD_TYPES.join(', ')})`);
      }
      const id = userId(req);
      const name = fileNameOf(req.headers['x-file-name']);
      const stored = await storeUpload(req.body, runtime.env.DATA_DIR, LIMITS.uploadMaxBytes);
      const isMbox = stored.startsWithFromLine || /\.mbox$/i.test(name ?? '') || req.headers['content-type'] === 'application/mbox';
      if (stored.bytes === 0 || !isMbox) {
        try {
          if (stored.bytes === 0) throw new HttpError(400, 'invalid_input', 'The uploaded file is empty');
          if (stored.bytes > MAX_EMAIL_BYTES) {
            throw new HttpError(
              413,
              'payload_too_large',
              `An .eml file holds one message of at most ${MAX_EMAIL_BYTES / 1024 / 1024} MB; send larger exports as .mbox`,
            );
          }
          const { newIds, ...result } = await importEml(db, id, await readFile(stored.path), name);
          if (newIds.length > 0) await runtime.jobs.requestClassify(id);
          return result;
        } finally {
          await rm(stored.path, { force: true });
        }
      }
      const job = await createUploadImport(db, id, { path: stored.path, bytes: stored.bytes, name });
      const jobId = await runtime.jobs.requestUpload(id, job.id);
      if (!jobId) {
        await imports.discardImportJob(db, id, job.id);
        await rm(stored.path, { force: true });
        throw new HttpError(409, 'import_running', 'An uploaded file is already being imported. Wait for it to finish.');
      }
      await imports.attachJobId(db, id, job.id, jobId);
      return reply.status(202).send({ status: 'accepted' as const, importId: job.id });
    },
  );
};
