import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a route answers; the router writes it (or cuts it short when a fault says so). */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** Graph's JSON content type, as the real service sends it. */
const JSON_TYPE = 'application/json;odata.metadata=minimal;odata.streaming=true;IEEE754Compatible=false;charset=utf-8';

/** Graph's error body: { error: { code, message, innerError: { date, request-id, client-request-id } } }. */
export function graphError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  inner: Record<string, unknown> = {},
): Reply {
  return { status, headers, body: { error: { code, message, innerError: { ...inner } } } };
}

/** A 401 as Graph sends it, WWW-Authenticate included. */
export function unauthorized(message: string): Reply {
  return graphError(401, 'InvalidAuthenticationToken', message, {
    'www-authenticate':
      'Bearer realm="", authorization_uri="https://login.microsoftonline.com/common/oauth2/authorize", client_id="00000003-0000-0000-c000-000000000000"',
  });
}

/**
 * Writes a reply with Graph's request-id headers. With `truncate`, only the status line and half
 * of the body go out before the connection is cut: the client sees a response die mid-body.
 */
export function writeReply(req: IncomingMessage, res: ServerResponse, reply: Reply, truncate = false): void {
  const requestId = randomUUID();
  const client = req.headers['client-request-id'];
  const ids = { 'request-id': requestId, 'client-request-id': typeof client === 'string' ? client : requestId };
  let body = reply.body;
  const error = (body as { error?: { innerError?: Record<string, unknown> } } | undefined)?.error;
  if (error?.innerError) {
    error.innerError = { ...error.innerError, date: new Date().toISOString().replace(/\.\d{3}Z$/, ''), ...ids };
    body = { error };
  }
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string | number> = { ...ids, 'content-length': Buffer.byteLength(text), ...reply.headers };
  if (text) headers['content-type'] = JSON_TYPE;
  res.writeHead(reply.status, headers);
  if (truncate && text.length > 1) res.write(text.slice(0, Math.floor(text.length / 2)), () => res.destroy());
  else if (truncate) res.destroy();
  else res.end(text);
}

/** Reads a JSON request body; `invalid` when it does not parse. */
export async function readJson(req: IncomingMessage): Promise<{ value: unknown; invalid: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return { value: undefined, invalid: false };
  try {
    return { value: JSON.parse(text), invalid: false };
  } catch {
    return { value: undefined, invalid: true };
  }
}
