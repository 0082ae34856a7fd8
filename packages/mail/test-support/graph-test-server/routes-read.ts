import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pageSizeOf, parsePrefer, parseReceivedSince, parseSelect, project } from './odata.js';
import { graphError, type Reply } from './respond.js';
import type { ServerState } from './server-state.js';
import type { GraphMessage } from './types.js';

const ORDERABLE = new Set(['receivedDateTime', 'sentDateTime', 'createdDateTime', 'lastModifiedDateTime', 'subject', 'importance']);

export function getMe(state: ServerState, query: URLSearchParams): Reply {
  const user = {
    businessPhones: [],
    mobilePhone: null,
    officeLocation: null,
    preferredLanguage: 'en-US',
    givenName: null,
    surname: null,
    jobTitle: null,
    ...state.user,
  };
  const select = query
    .get('$select')
    ?.split(',')
    .map((s) => s.trim());
  const body: Record<string, unknown> = { '@odata.context': `${state.base}/$metadata#users/$entity` };
  for (const [key, value] of Object.entries(user)) if (!select || select.includes(key) || key === 'id') body[key] = value;
  return { status: 200, body };
}

export function getMessage(state: ServerState, id: string, query: URLSearchParams): Reply {
  const parsed = parseSelect(query.get('$select'));
  if ('unknown' in parsed) return unknownProperty(parsed.unknown);
  const message = state.store.get(id);
  if (!message) return unknownMessage(id);
  return {
    status: 200,
    body: project(message, parsed.select, { '@odata.context': `${state.base}/$metadata#users('${state.user.id}')/messages/$entity` }),
  };
}

/**
 * GET /me/messages (every folder) or /me/mailFolders/{folder}/messages: $select, $top, $skip,
 * $orderby, $filter (receivedDateTime ge only) and $count (the matches before paging). The
 * nextLink carries an opaque $skiptoken, as Graph's does: a client cannot compute it.
 */
export function listMessages(state: ServerState, req: IncomingMessage, query: URLSearchParams, folder: string | null): Reply {
  if (query.has('$search')) return graphError(400, 'ErrorInvalidUrlQuery', 'The test server does not support $search.');
  const filter = query.get('$filter');
  const since = filter === null ? Number.NEGATIVE_INFINITY : parseReceivedSince(filter);
  if (since === null) return graphError(400, 'ErrorInvalidUrlQueryFilter', 'The query filter contains one or more invalid nodes.');
  const parsed = parseSelect(query.get('$select'));
  if ('unknown' in parsed) return unknownProperty(parsed.unknown);
  const order = parseOrderBy(query.get('$orderby'));
  if (!order) return graphError(400, 'ErrorInvalidProperty', `The property '${query.get('$orderby')}' does not support sorting.`);
  // Graph: a property in $filter must come first in $orderby, else 400 InefficientFilter.
  if (filter !== null && query.has('$orderby') && order.field !== 'receivedDateTime') {
    return graphError(400, 'InefficientFilter', 'The restriction or sort order is too complex for this operation.');
  }
  const skipToken = query.get('$skiptoken');
  const offset = skipToken ? (state.listPages.get(skipToken) ?? Number.NaN) : Number(query.get('$skip') ?? 0);
  if (!Number.isInteger(offset) || offset < 0) return graphError(400, 'ErrorInvalidUrlQuery', 'Invalid $skip or $skiptoken.');
  const size = pageSizeOf(parsePrefer(req.headers.prefer), query.get('$top'), state.pageSize, state.maxPageSize);
  if (state.gatewayTimeoutAbove !== null && size > state.gatewayTimeoutAbove) return gatewayTimeout();
  const inFolder = folder === null ? state.store.all() : state.store.all().filter((m) => m.parentFolderId === folder);
  const sorted = sortMessages(
    inFolder.filter((m) => Date.parse(m.receivedDateTime) >= since),
    order,
  );
  const page = sorted.slice(offset, offset + size);
  const selectPart = parsed.select ? `(${parsed.select.join(',')})` : '';
  const body: Record<string, unknown> = { '@odata.context': `${state.base}/$metadata#users('${state.user.id}')/messages${selectPart}` };
  if (query.get('$count')?.toLowerCase() === 'true') body['@odata.count'] = sorted.length;
  body.value = page.map((m) => project(m, parsed.select));
  if (offset + size < sorted.length) {
    const next = new URLSearchParams();
    for (const [key, value] of query) if (key !== '$skip' && key !== '$skiptoken') next.set(key, value);
    next.set('$top', String(size));
    const token = randomBytes(24).toString('base64url');
    state.listPages.set(token, offset + size);
    next.set('$skiptoken', token);
    const path = folder === null ? '/me/messages' : `/me/mailFolders('${folder}')/messages`;
    body['@odata.nextLink'] = `${state.base}${path}?${next.toString()}`;
  }
  return { status: 200, body };
}

/** GET .../inbox/messages/delta: a new round, the next page of one, or the changes since a delta token. */
export function inboxDelta(state: ServerState, req: IncomingMessage, query: URLSearchParams): Reply {
  const skipToken = query.get('$skiptoken');
  const deltaToken = query.get('$deltatoken');
  let position;
  if (skipToken || deltaToken) {
    position = skipToken ? state.delta.resume(skipToken) : state.delta.startFromDelta(deltaToken as string);
    if (!position) return syncStateGone(state);
  } else {
    const parsed = parseSelect(query.get('$select'));
    if ('unknown' in parsed) return unknownProperty(parsed.unknown);
    const order = query.get('$orderby');
    if (order && order.replace(/\s+/g, ' ').trim() !== 'receivedDateTime desc') {
      return graphError(400, 'ErrorInvalidUrlQuery', 'The only supported $orderby expression is receivedDateTime desc.');
    }
    // Message delta's only filter: receivedDateTime ge (the docs' "limited support for $filter").
    const filter = query.get('$filter');
    const since = filter === null ? null : parseReceivedSince(filter);
    if (filter !== null && since === null)
      return graphError(400, 'ErrorInvalidUrlQueryFilter', 'The query filter contains one or more invalid nodes.');
    position = state.delta.startFull(parsed.select, since);
  }
  const size = pageSizeOf(parsePrefer(req.headers.prefer), query.get('$top'), state.pageSize, state.maxPageSize);
  if (state.gatewayTimeoutAbove !== null && size > state.gatewayTimeoutAbove) return gatewayTimeout();
  const page = state.delta.page(position, size);
  const value: Record<string, unknown>[] = [];
  for (const id of page.ids) {
    const change = state.store.describe(id);
    if (!change) continue;
    if ('removed' in change) value.push({ '@odata.type': '#microsoft.graph.message', id, '@removed': { reason: change.removed } });
    else value.push(project(change.message, page.select, { '@odata.type': '#microsoft.graph.message' }));
  }
  const link = `${state.base}/me/mailfolders('${state.store.inboxId}')/messages/${state.deltaLinkPath}`;
  const body: Record<string, unknown> = { '@odata.context': `${state.base}/$metadata#Collection(message)` };
  if (page.skipToken) body['@odata.nextLink'] = `${link}?$skiptoken=${page.skipToken}`;
  else body['@odata.deltaLink'] = `${link}?$deltatoken=${page.deltaToken}`;
  body.value = value;
  return { status: 200, body };
}

/** What Graph answers when a page of large messages takes too long to build (its gateway gives up). */
function gatewayTimeout(): Reply {
  return graphError(504, 'UnknownError', '');
}

/** 410 Gone with a Location of the initial delta URL: Graph's "start a full sync again". */
export function syncStateGone(state: ServerState): Reply {
  return graphError(
    410,
    'SyncStateNotFound',
    'The sync state generation is not found. The delta token is expired and data must be synchronized again.',
    { location: `${state.base}/me/mailFolders/inbox/messages/delta` },
    { code: 'resyncRequired' },
  );
}

export function itemNotFound(): Reply {
  return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
}

/**
 * What Graph answers for an id it does not hold: an item id is an encoded store key, so a string
 * that cannot be one (an internet Message-ID, a local file's id) is refused as malformed before
 * any lookup, and only a well-formed id of no message is 'not found'.
 */
export function unknownMessage(id: string): Reply {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(id)) return graphError(400, 'ErrorInvalidIdMalformed', 'Id is malformed.');
  return itemNotFound();
}

function unknownProperty(name: string): Reply {
  return graphError(400, 'RequestBroker--ParseUri', `Could not find a property named '${name}' on type 'microsoft.graph.message'.`);
}

function parseOrderBy(value: string | null): { field: keyof GraphMessage; desc: boolean } | null {
  if (!value) return { field: 'receivedDateTime', desc: true };
  const [field, dir = 'asc', ...rest] = value.trim().split(/\s+/);
  if (!field || !ORDERABLE.has(field) || rest.length > 0 || !/^(asc|desc)$/i.test(dir)) return null;
  return { field: field as keyof GraphMessage, desc: dir.toLowerCase() === 'desc' };
}

function sortMessages(messages: GraphMessage[], order: { field: keyof GraphMessage; desc: boolean }): GraphMessage[] {
  const sign = order.desc ? -1 : 1;
  return messages.sort(
    (a, b) => sign * String(a[order.field] ?? '').localeCompare(String(b[order.field] ?? '')) || a.id.localeCompare(b.id),
  );
}
