import type { FastifyInstance } from 'fastify';

/**
 * Clients (fetch wrappers, curl scripts) send `Content-Type: application/json`
 * on bodyless POSTs such as /archive. An empty body is taken as no body, so a
 * route without one just runs and a route that needs one says what is missing;
 * anything else goes through Fastify's own safe JSON parser.
 */
export function treatEmptyJsonAsNone(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
