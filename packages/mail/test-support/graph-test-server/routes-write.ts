import type { IncomingMessage } from 'node:http';
import { graphError, readJson, type Reply } from './respond.js';
import { renderReply } from './render-reply.js';
import { unknownMessage } from './routes-read.js';
import { saveToSentItems } from './sent-items.js';
import type { ServerState } from './server-state.js';
import type { GraphMessage } from './types.js';

type Json = Record<string, unknown>;

/** POST /me/sendMail: validates like Graph, records the body, answers 202 with no body. */
export async function sendMail(state: ServerState, req: IncomingMessage): Promise<Reply> {
  const body = await readBody(req);
  if ('status' in body) return body;
  const message = body.json.message as Json | undefined;
  if (!message || typeof message !== 'object')
    return graphError(400, 'ErrorInvalidParameter', "The value of the parameter 'Message' is empty.");
  const recipients = [message.toRecipients, message.ccRecipients, message.bccRecipients].flatMap((r) => (Array.isArray(r) ? r : []));
  if (recipients.length === 0)
    return graphError(
      400,
      'ErrorInvalidRecipients',
      "At least one recipient is not valid., A message can't be sent because it contains no recipients.",
    );
  const bad = recipients.find((r) => !isAddress((r as Json)?.emailAddress));
  if (bad)
    return graphError(
      400,
      'ErrorInvalidRecipients',
      `At least one recipient is not valid., Recipient '${JSON.stringify(bad)}' is not resolved.`,
    );
  const headerError = checkHeaders(message);
  if (headerError) return headerError;
  state.sent.push(body.json);
  if (body.json.saveToSentItems !== false) {
    const content = (message.body as Json | undefined)?.content;
    saveToSentItems(state, {
      to: message.toRecipients as never,
      subject: String(message.subject ?? ''),
      text: typeof content === 'string' ? content : '',
    });
  }
  return { status: 202 };
}

/** POST /me/messages/{id}/reply: 404 for unknown ids; records id and comment; 202. */
export async function reply(state: ServerState, req: IncomingMessage, id: string): Promise<Reply> {
  const body = await readBody(req);
  if ('status' in body) return body;
  if (!state.store.get(id)) return unknownMessage(id);
  const comment = body.json.comment ?? '';
  if (typeof comment !== 'string') return graphError(400, 'ErrorInvalidRequest', "The value of 'Comment' must be a string.");
  const message = body.json.message as Json | undefined;
  if (message) {
    const headerError = checkHeaders(message);
    if (headerError) return headerError;
  }
  state.replies.push({ messageId: id, comment, body: body.json, rendered: renderReply(state.store.get(id)!, comment) });
  const original = state.store.get(id)!;
  const replyTo = original.replyTo?.length ? original.replyTo : original.from ? [original.from] : [];
  const subject = original.subject ?? '';
  saveToSentItems(state, {
    to: replyTo as never,
    subject: /^re:/i.test(subject) ? subject : `RE: ${subject}`,
    text: comment,
    conversationId: original.conversationId ?? null,
  });
  return { status: 202 };
}

async function readBody(req: IncomingMessage): Promise<{ json: Json } | Reply> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type))
    return graphError(415, 'UnsupportedMediaType', `Content-Type '${type}' is not supported; use application/json.`);
  const { value, invalid } = await readJson(req);
  if (invalid || !value || typeof value !== 'object' || Array.isArray(value))
    return graphError(400, 'RequestBodyRead', 'Invalid JSON in the request body.');
  return { json: value as Json };
}

/** Graph accepts only custom x- headers in internetMessageHeaders (In-Reply-To and References are refused). */
function checkHeaders(message: Json): Reply | null {
  const headers = message.internetMessageHeaders;
  if (headers === undefined || headers === null) return null;
  if (!Array.isArray(headers)) return graphError(400, 'ErrorInvalidRequest', 'internetMessageHeaders must be a collection.');
  for (const header of headers as Json[]) {
    const name = String(header?.name ?? '');
    if (!/^x-/i.test(name)) {
      return graphError(400, 'InvalidInternetMessageHeader', `The internet message header name '${name}' should start with 'x-' or 'X-'.`);
    }
  }
  return null;
}

function isAddress(value: unknown): boolean {
  const address = (value as Json | undefined)?.address;
  return typeof address === 'string' && /^[^\s@]+@[^\s@]+$/.test(address);
}

/** Properties PATCH /me/messages/{id} may change on a received message (the rest is read-only once sent). */
const UPDATABLE = new Set(['isRead', 'categories', 'flag', 'importance', 'inferenceClassification']);

/** PATCH /me/messages/{id}: updates like Exchange (new changeKey, so the next delta reports it); 200 with the message, or 204 with return=minimal. */
export async function updateMessage(state: ServerState, req: IncomingMessage, id: string): Promise<Reply> {
  const body = await readBody(req);
  if ('status' in body) return body;
  if (!state.store.get(id)) return unknownMessage(id);
  const unknown = Object.keys(body.json).find((key) => !UPDATABLE.has(key));
  if (unknown)
    return graphError(
      400,
      'ErrorInvalidPropertyUpdateSentMessage',
      `Update operation is invalid for property of a sent message: ${unknown}.`,
    );
  const updated = state.store.update(id, body.json as Partial<GraphMessage>);
  if (/return=minimal/i.test(String(req.headers.prefer ?? ''))) return { status: 204 };
  return { status: 200, body: { '@odata.context': `${state.base}/$metadata#users('${state.user.id}')/messages/$entity`, ...updated } };
}
