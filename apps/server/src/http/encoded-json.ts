import type { FastifyReply } from 'fastify';

/**
 * Sends a JSON body that is already written (by PostgreSQL, see the emails list) as it is: the
 * route keeps its response schema for the API's description, and its own test holds the body to
 * that schema, since the serializer does not see it.
 */
export function sendEncodedJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
