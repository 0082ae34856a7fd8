import type { IncomingMessage, ServerResponse } from 'node:http';
import { graphError, unauthorized, writeReply, type Reply } from './respond.js';
import { getMe, getMessage, inboxDelta, listMessages, syncStateGone } from './routes-read.js';
import { reply, sendMail, updateMessage } from './routes-write.js';
import type { ServerState } from './server-state.js';
import { resolveFolder } from './folders.js';
import { sentItemsDelta } from './sent-items.js';
import { todoRoute } from './todo-routes.js';
import type { FaultKind, UnsupportedMailbox } from './types.js';

const DELTA = /^\/me\/mailfolders(?:\/([^/()]+)|\('([^']+)'\))\/messages\/(?:microsoft\.graph\.)?delta(?:\(\))?$/i;
const MESSAGE = /^\/me\/messages\/([^/]+)$/i;
const SUBSCRIPTION = /^\/subscriptions\/([^/]+)$/i;
const REPLY = /^\/me\/messages\/([^/]+)\/(?:microsoft\.graph\.)?reply$/i;
const FOLDER_MESSAGES = /^\/me\/mailfolders(?:\/([^/()]+)|\('([^']+)'\))\/messages$/i;
/** Mailbox paths: all answer 404 MailboxNotEnabledForRESTAPI for a mailbox Graph cannot serve. */
const MAILBOX_PATH = /^\/me\/(?:messages|mailfolders|sendmail)\b/i;

/** One request: log it, maybe inject a fault, check the bearer token, route it. */
export async function handleRequest(state: ServerState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
  const entry = { method: req.method ?? 'GET', url: req.url ?? '/', headers, status: 0, fault: null as FaultKind | null };
  state.requests.push(entry);

  const path = decodeURIComponent(url.pathname.replace(/^\/v1\.0(?=\/)/, '')).replace(/\/+$/, '');
  // Links point at the host the client called, as Graph's do (127.0.0.1 or localhost for this server).
  if (req.headers.host) state.base = `http://${req.headers.host}/v1.0`;
  const isDeltaLink = DELTA.test(path) && url.searchParams.has('$deltatoken');
  entry.fault = state.faults.decide({ method: entry.method, isDeltaLink });
  const fault = entry.fault ? faultReply(state, entry.fault) : null;
  if (entry.fault === 'stall') return; // never answers; the client's timeout (or close()) ends it
  if (entry.fault === 'drop' && (entry.method !== 'GET' || !state.faults.midBody())) {
    req.socket.destroy();
    return;
  }
  const result: Reply = fault ?? authorize(state, req) ?? (await route(state, req, url, path));
  const truncate = entry.fault === 'drop';
  // A truncated reply did send its status line: the log shows it, the body never arrived whole.
  entry.status = result.status;
  writeReply(req, res, result, truncate);
}

function authorize(state: ServerState, req: IncomingMessage): Reply | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return unauthorized('Access token is empty.');
  if (state.tokens && !state.tokens.valid.has(match[1] as string)) return unauthorized('Access token has expired or is not yet valid.');
  return null;
}

async function route(state: ServerState, req: IncomingMessage, url: URL, path: string): Promise<Reply> {
  const method = req.method ?? 'GET';
  const query = url.searchParams;
  if (!url.pathname.startsWith('/v1.0/')) return graphError(400, 'BadRequest', `Invalid version: ${url.pathname.split('/')[1] ?? ''}`);
  if (state.mailboxUnsupported && MAILBOX_PATH.test(path)) return UNSUPPORTED[state.mailboxUnsupported]();
  const delta = DELTA.exec(path);
  if (delta) {
    if (method !== 'GET') return notAllowed();
    const folder = delta[1] ?? delta[2] ?? '';
    if (resolveFolder(state.folders, folder) === state.folders.sentitems) return sentItemsDelta(state, req, query);
    if (folder.toLowerCase() !== 'inbox' && folder !== state.store.inboxId)
      return graphError(404, 'ErrorItemNotFound', 'The test server tracks the inbox only.');
    return inboxDelta(state, req, query);
  }
  if (/^\/subscriptions$/i.test(path)) return method === 'POST' ? state.subscriptions.create(req, state.user.id) : notAllowed();
  const subscription = SUBSCRIPTION.exec(path);
  if (subscription) {
    if (method === 'PATCH') return state.subscriptions.renew(req, subscription[1] as string);
    if (method === 'DELETE') return state.subscriptions.remove(subscription[1] as string);
    return notAllowed();
  }
  if (/^\/me\/todo\b/i.test(path)) return todoRoute(state, req, path, query);
  if (/^\/me$/i.test(path)) return method === 'GET' ? getMe(state, query) : notAllowed();
  if (/^\/me\/messages$/i.test(path)) return method === 'GET' ? listMessages(state, req, query, null) : notAllowed();
  const folderMessages = FOLDER_MESSAGES.exec(path);
  if (folderMessages) {
    const folder = resolveFolder(state.folders, folderMessages[1] ?? folderMessages[2] ?? '');
    if (!folder) return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    return method === 'GET' ? listMessages(state, req, query, folder) : notAllowed();
  }
  if (/^\/me\/sendmail$/i.test(path)) return method === 'POST' ? sendMail(state, req) : notAllowed();
  const replyMatch = REPLY.exec(path);
  if (replyMatch) return method === 'POST' ? reply(state, req, replyMatch[1] as string) : notAllowed();
  const message = MESSAGE.exec(path);
  if (message) {
    if (method === 'GET') return getMessage(state, message[1] as string, query);
    return method === 'PATCH' ? updateMessage(state, req, message[1] as string) : notAllowed();
  }
  return graphError(400, 'BadRequest', `Resource not found for the segment '${path.split('/').pop() ?? ''}'.`);
}

function faultReply(state: ServerState, kind: FaultKind): Reply | null {
  const seconds = state.faults.retryAfterSeconds;
  const retryAfter: Record<string, string> = seconds === null ? {} : { 'retry-after': String(seconds) };
  switch (kind) {
    case '429':
      // The body is the throttling doc's sample response.
      return graphError(429, 'TooManyRequests', 'Please retry again later.', retryAfter, {
        code: '429',
        message: 'Please retry after',
        status: '429',
      });
    case '503':
      return graphError(
        503,
        'serviceNotAvailable',
        'The service is temporarily unavailable. Try the request again after a delay.',
        retryAfter,
      );
    case '500':
      return graphError(500, 'generalException', 'An unspecified error has occurred.');
    case '410':
      return syncStateGone(state);
    case '401':
      return unauthorized('Access token has expired or is not yet valid.');
    default:
      return null;
  }
}

const UNSUPPORTED: Record<UnsupportedMailbox, () => Reply> = {
  'on-premises': () =>
    graphError(404, 'MailboxNotEnabledForRESTAPI', 'The mailbox is either inactive, soft-deleted, or is hosted on-premise.'),
  guest: () => graphError(404, 'ResourceNotFound', 'Resource could not be discovered.'),
  policy: () =>
    graphError(
      403,
      'ErrorAccessDenied',
      'Access to OData is disabled: [RAOP] : Blocked by tenant configured AppOnly AccessPolicy settings.',
    ),
};

const notAllowed = (): Reply => graphError(405, 'Request_BadRequest', 'The HTTP method is not allowed on this resource.');
