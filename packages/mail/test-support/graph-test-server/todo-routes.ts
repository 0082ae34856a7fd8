import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { graphError, readJson, type Reply } from './respond.js';
import type { ServerState } from './server-state.js';
import { TodoStore, type TodoTask } from './todo-store.js';

type Json = Record<string, unknown>;

/** To Do state per server (the mailbox's lists and tasks), created on first use. */
const stores = new WeakMap<ServerState, { store: TodoStore; deltas: Map<string, number> }>();

function todoOf(state: ServerState): { store: TodoStore; deltas: Map<string, number> } {
  let todo = stores.get(state);
  if (!todo) stores.set(state, (todo = { store: new TodoStore(), deltas: new Map() }));
  return todo;
}

const LISTS = /^\/me\/todo\/lists$/i;
const LIST = /^\/me\/todo\/lists\/([^/]+)$/i;
const TASKS = /^\/me\/todo\/lists\/([^/]+)\/tasks$/i;
const DELTA = /^\/me\/todo\/lists\/([^/]+)\/tasks\/(?:microsoft\.graph\.)?delta$/i;
const TASK = /^\/me\/todo\/lists\/([^/]+)\/tasks\/([^/]+)$/i;
const CHECKLIST = /^\/me\/todo\/lists\/([^/]+)\/tasks\/([^/]+)\/checklistItems$/i;
const LINKS = /^\/me\/todo\/lists\/([^/]+)\/tasks\/([^/]+)\/linkedResources$/i;

const STATUSES = new Set(['notStarted', 'inProgress', 'completed', 'waitingOnOthers', 'deferred']);
const IMPORTANCE = new Set(['low', 'normal', 'high']);
/** What PATCH may change on a task (Graph's writable todoTask properties). */
const WRITABLE = new Set([
  'title',
  'status',
  'importance',
  'body',
  'dueDateTime',
  'completedDateTime',
  'isReminderOn',
  'reminderDateTime',
  'categories',
  'startDateTime',
]);

/** /me/todo/...: lists, tasks (with linkedResources and checklistItems), task delta; Tasks.ReadWrite shapes. */
export async function todoRoute(state: ServerState, req: IncomingMessage, path: string, query: URLSearchParams): Promise<Reply> {
  const { store, deltas } = todoOf(state);
  const method = req.method ?? 'GET';
  const base = `${state.base}/me/todo/lists`;
  if (LISTS.test(path)) {
    if (method === 'GET')
      return {
        status: 200,
        body: { '@odata.context': `${state.base}/$metadata#users('${state.user.id}')/todo/lists`, value: store.lists },
      };
    if (method !== 'POST') return notAllowed();
    const body = await readBody(req);
    if ('status' in body) return body;
    const name = body.json.displayName;
    if (typeof name !== 'string' || !name.trim()) return graphError(400, 'invalidRequest', "The property 'displayName' is required.");
    return { status: 201, body: store.addList(name.trim()) };
  }
  const listOnly = LIST.exec(path);
  if (listOnly) {
    const list = store.list(listOnly[1]!);
    if (!list) return notFound();
    return method === 'GET' ? { status: 200, body: list } : notAllowed();
  }
  const delta = DELTA.exec(path);
  if (delta) {
    const listId = delta[1]!;
    if (!store.list(listId)) return notFound();
    if (method !== 'GET') return notAllowed();
    const token = query.get('$deltatoken');
    let value: Json[];
    if (token) {
      const since = deltas.get(token);
      if (since === undefined)
        return graphError(410, 'SyncStateNotFound', 'The sync state generation is not found.', {}, { code: 'resyncRequired' });
      value = store
        .changesSince(listId, since)
        .map((c) => ('task' in c ? withoutNavigation(c.task) : { id: c.removedId, '@removed': { reason: 'deleted' } }));
    } else {
      value = store.tasks(listId).map(withoutNavigation);
    }
    const next = randomBytes(18).toString('base64url');
    deltas.set(next, store.currentVersion);
    return {
      status: 200,
      body: {
        '@odata.context': `${state.base}/$metadata#Collection(todoTask)`,
        '@odata.deltaLink': `${base}/${listId}/tasks/delta?$deltatoken=${next}`,
        value,
      },
    };
  }
  const tasks = TASKS.exec(path);
  if (tasks) {
    const listId = tasks[1]!;
    if (!store.list(listId)) return notFound();
    if (method === 'GET') return listTasks(state, store, listId, query);
    if (method !== 'POST') return notAllowed();
    const body = await readBody(req);
    if ('status' in body) return body;
    const parsed = taskFields(body.json, true);
    if ('error' in parsed) return parsed.error;
    const fields = parsed.fields;
    const links = body.json.linkedResources;
    if (links !== undefined && !Array.isArray(links)) return graphError(400, 'invalidRequest', 'linkedResources must be a collection.');
    const linkedResources = ((links as Json[] | undefined) ?? []).map((l) =>
      TodoStore.linkedResource({
        webUrl: str(l.webUrl),
        applicationName: str(l.applicationName),
        displayName: str(l.displayName),
        externalId: str(l.externalId),
      }),
    );
    const task = store.addTask(listId, { ...(fields as Partial<TodoTask> & { title: string }), linkedResources });
    return {
      status: 201,
      body: { '@odata.context': `${state.base}/$metadata#todoTask`, ...withoutNavigation(task), linkedResources: task.linkedResources },
    };
  }
  const checklist = CHECKLIST.exec(path);
  if (checklist) {
    const task = store.task(checklist[1]!, checklist[2]!);
    if (!task) return notFound();
    if (method === 'GET') return { status: 200, body: { value: task.checklistItems } };
    if (method !== 'POST') return notAllowed();
    const body = await readBody(req);
    if ('status' in body) return body;
    const name = body.json.displayName;
    if (typeof name !== 'string' || !name.trim()) return graphError(400, 'invalidRequest', "The property 'displayName' is required.");
    return { status: 201, body: store.addChecklistItem(checklist[1]!, checklist[2]!, name, body.json.isChecked === true) };
  }
  const links = LINKS.exec(path);
  if (links) {
    const task = store.task(links[1]!, links[2]!);
    if (!task) return notFound();
    return method === 'GET' ? { status: 200, body: { value: task.linkedResources } } : notAllowed();
  }
  const one = TASK.exec(path);
  if (one) {
    const [listId, taskId] = [one[1]!, one[2]!];
    const task = store.task(listId, taskId);
    if (!task) return notFound();
    if (method === 'GET') return { status: 200, body: expand(task, query) };
    if (method === 'DELETE') {
      store.remove(listId, taskId);
      return { status: 204 };
    }
    if (method !== 'PATCH') return notAllowed();
    const body = await readBody(req);
    if ('status' in body) return body;
    const unknown = Object.keys(body.json).find((k) => !WRITABLE.has(k));
    if (unknown) return graphError(400, 'invalidRequest', `Property '${unknown}' cannot be updated.`);
    const parsed = taskFields(body.json, false);
    if ('error' in parsed) return parsed.error;
    const patch = parsed.fields;
    // Graph stamps completion itself when the status turns completed.
    if (patch.status === 'completed' && task.status !== 'completed' && !patch.completedDateTime) {
      patch.completedDateTime = { dateTime: new Date().toISOString().replace(/Z$/, '0000'), timeZone: 'UTC' };
    }
    return { status: 200, body: withoutNavigation(store.update(listId, taskId, patch)) };
  }
  return graphError(400, 'BadRequest', `Resource not found for the segment '${path.split('/').pop() ?? ''}'.`);
}

/** GET tasks: Graph's default page of 10 with a $skip nextLink; $expand brings the navigation collections. */
function listTasks(state: ServerState, store: TodoStore, listId: string, query: URLSearchParams): Reply {
  const all = store.tasks(listId);
  const top = Math.min(Number(query.get('$top') ?? state.pageSize) || state.pageSize, state.maxPageSize);
  const skip = Number(query.get('$skip') ?? 0) || 0;
  const page = all.slice(skip, skip + top);
  const body: Json = { '@odata.context': `${state.base}/$metadata#Collection(todoTask)`, value: page.map((t) => expand(t, query)) };
  if (skip + top < all.length) {
    const next = new URLSearchParams(query);
    next.set('$top', String(top));
    next.set('$skip', String(skip + top));
    body['@odata.nextLink'] = `${state.base}/me/todo/lists/${listId}/tasks?${next.toString()}`;
  }
  return { status: 200, body };
}

function expand(task: TodoTask, query: URLSearchParams): Json {
  const wanted = new Set((query.get('$expand') ?? '').split(',').map((s) => s.trim()));
  const out: Json = withoutNavigation(task);
  if (wanted.has('linkedResources')) out.linkedResources = task.linkedResources;
  if (wanted.has('checklistItems')) out.checklistItems = task.checklistItems;
  return out;
}

/** Navigation properties are not part of a task's own JSON unless expanded, as in Graph. */
function withoutNavigation(task: TodoTask): Json {
  const { linkedResources: _l, checklistItems: _c, ...rest } = task;
  return { ...rest };
}

function taskFields(json: Json, create: boolean): { fields: Partial<TodoTask> } | { error: Reply } {
  const bad = (message: string) => ({ error: graphError(400, 'invalidRequest', message) });
  const out: Partial<TodoTask> = {};
  if (create || 'title' in json) {
    if (typeof json.title !== 'string' || !json.title.trim()) return bad("The property 'title' is required.");
    out.title = json.title;
  }
  if ('status' in json) {
    if (!STATUSES.has(String(json.status))) return bad(`Invalid value '${String(json.status)}' for property 'status'.`);
    out.status = json.status as TodoTask['status'];
  }
  if ('importance' in json) {
    if (!IMPORTANCE.has(String(json.importance))) return bad(`Invalid value '${String(json.importance)}' for property 'importance'.`);
    out.importance = json.importance as TodoTask['importance'];
  }
  for (const key of ['dueDateTime', 'completedDateTime'] as const) {
    if (!(key in json) || json[key] === null) continue;
    const value = json[key] as Json;
    if (typeof value?.dateTime !== 'string' || typeof value.timeZone !== 'string' || Number.isNaN(Date.parse(value.dateTime))) {
      return bad(`Property '${key}' must be a dateTimeTimeZone.`);
    }
    out[key] = { dateTime: value.dateTime, timeZone: value.timeZone };
  }
  if ('body' in json) {
    const body = json.body as Json;
    out.body = { content: String(body?.content ?? ''), contentType: body?.contentType === 'html' ? 'html' : 'text' };
  }
  return { fields: out };
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

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const notFound = (): Reply => graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
const notAllowed = (): Reply => graphError(405, 'Request_BadRequest', 'The HTTP method is not allowed on this resource.');
