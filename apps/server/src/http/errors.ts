import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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

/** What Node's HTTP parser refuses before Fastify sees a request: too-large headers, a request that never arrives, bytes that are not HTTP. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request line and headers are too large: 16 KiB at most (a long query belongs in a POST body)',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request did not arrive in time' },
};
const NOT_HTTP = { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };

/** Fastify's clientErrorHandler: the same error shape as every other answer, then the connection is closed. */
export function clientErrorReply(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? NOT_HTTP;
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

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
