import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS } from '@triage/contracts';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** What exactly was wrong, when the message itself is a fixed text. */
    readonly details?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'invalid_input', message);
export const unauthorized = (message: string) => new HttpError(401, 'unauthenticated', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);

function describeValidation(context: string | undefined, issues: { instancePath: string; message?: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = [context, field].filter(Boolean).join('.');
      return `${where || 'request'}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'A URL parameter is too long',
};

/** Router-level failures (before any route runs) answer in the same error shape as everything else. */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code = error.code ?? 'bad_request';
  void reply.status(error.statusCode ?? 400).send({
    error: { code, message: FRAMEWORK_MESSAGES[code] ?? error.message, requestId: request.id },
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const requestId = request.id;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = describeValidation(err.validationContext, err.validation);
      return reply.status(400).send({ error: { code: 'invalid_input', message, requestId } });
    }
    if (err instanceof HttpError) {
      const details = err.details === undefined ? {} : { details: err.details };
      return reply.status(err.statusCode).send({ error: { code: err.code, message: err.message, ...details, requestId } });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, ...
      const code = (err as { code?: string }).code ?? 'bad_request';
      return reply.status(status).send({ error: { code, message: (err as Error).message, requestId } });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: ERRORS.unexpected, requestId } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: { code: 'not_found', message: `Route ${request.method} ${request.url.split('?')[0]} not found`, requestId: request.id },
    }),
  );
}
