import { GraphHttp, type GraphHttpOptions } from './graph-http.js';
import { GraphRequestError } from './errors.js';

export type TodoListInfo = { id: string; name: string; isDefault: boolean };

/** A task as Triage hands it to To Do. `externalId` (the Triage task id) makes a push idempotent. */
export type TodoTaskInput = {
  title: string;
  body: string;
  /** YYYY-MM-DD, the day the task is due. */
  dueDate: string | null;
  importance: 'low' | 'normal' | 'high';
  checklist: { text: string; done: boolean }[];
  link: { webUrl: string | null; displayName: string; externalId: string };
};

export type TodoTaskChange = { id: string; completed: boolean; modifiedAt: Date };
export type TodoDeltaPage = { changes: TodoTaskChange[]; removed: string[]; nextCursor: string; done: boolean };

type Json = Record<string, unknown>;
type RawTask = {
  id: string;
  status?: string;
  lastModifiedDateTime?: string;
  linkedResources?: { externalId?: string | null; applicationName?: string | null }[];
  '@removed'?: unknown;
};
type Page<T> = { value?: T[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string };

/** The applicationName To Do shows beside the link back; also how Triage recognises its own tasks. */
export const TODO_APPLICATION = 'Triage';
/** A runaway nextLink chain must end. */
const MAX_PAGES = 200;

/** Microsoft To Do over the Graph HTTP client (retries, Retry-After, 401 refresh); needs Tasks.ReadWrite. */
export class GraphTodo {
  private readonly http: GraphHttp;
  private readonly baseUrl: string;

  constructor(options: GraphHttpOptions & { baseUrl: string }) {
    this.http = new GraphHttp(options);
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async lists(): Promise<TodoListInfo[]> {
    const out: TodoListInfo[] = [];
    for await (const list of this.pages<{ id: string; displayName?: string; wellknownListName?: string }>(
      `${this.baseUrl}/me/todo/lists`,
    )) {
      out.push({ id: list.id, name: list.displayName ?? '', isDefault: list.wellknownListName === 'defaultList' });
    }
    return out;
  }

  async createList(name: string): Promise<TodoListInfo> {
    const list = await this.http.request<{ id: string; displayName: string }>({
      method: 'POST',
      operation: 'tasks',
      url: `${this.baseUrl}/me/todo/lists`,
      body: { displayName: name },
    });
    return { id: list.id, name: list.displayName, isDefault: false };
  }

  /** The task Triage created earlier for `externalId`, found by its linked resource; null when there is none. */
  async findByExternalId(listId: string, externalId: string): Promise<string | null> {
    for await (const task of this.pages<RawTask>(`${this.tasksUrl(listId)}?$expand=linkedResources&$top=100`)) {
      if (task.linkedResources?.some((r) => r.externalId === externalId && r.applicationName === TODO_APPLICATION)) return task.id;
    }
    return null;
  }

  /** Creates the task with its link back in one call (the linked resource rides in the create). */
  async createTask(listId: string, input: TodoTaskInput): Promise<string> {
    const body: Json = {
      title: input.title,
      body: { content: input.body, contentType: 'text' },
      importance: input.importance,
      linkedResources: [
        {
          webUrl: input.link.webUrl,
          applicationName: TODO_APPLICATION,
          displayName: input.link.displayName,
          externalId: input.link.externalId,
        },
      ],
    };
    if (input.dueDate) body.dueDateTime = { dateTime: `${input.dueDate}T00:00:00.0000000`, timeZone: 'UTC' };
    const task = await this.http.request<{ id?: string }>({ method: 'POST', operation: 'tasks', url: this.tasksUrl(listId), body });
    if (!task?.id)
      throw new GraphRequestError({ operation: 'tasks', status: 201 }, 'Failed to update Microsoft To Do: the created task has no id');
    return task.id;
  }

  /** Adds the checklist items the task does not have yet (by text), so a retried push adds none twice. */
  async syncChecklist(listId: string, taskId: string, items: TodoTaskInput['checklist']): Promise<number> {
    const url = `${this.tasksUrl(listId)}/${encodeURIComponent(taskId)}/checklistItems`;
    const existing = new Set<string>();
    for await (const item of this.pages<{ displayName?: string }>(url)) existing.add(item.displayName ?? '');
    let added = 0;
    for (const item of items) {
      if (existing.has(item.text)) continue;
      await this.http.request({ method: 'POST', operation: 'tasks', url, body: { displayName: item.text, isChecked: item.done } });
      added++;
    }
    return added;
  }

  async setCompleted(listId: string, taskId: string, completed: boolean): Promise<void> {
    await this.http.request({
      method: 'PATCH',
      operation: 'tasks',
      url: `${this.tasksUrl(listId)}/${encodeURIComponent(taskId)}`,
      body: { status: completed ? 'completed' : 'notStarted' },
    });
  }

  /** One page of the list's task delta; a null cursor starts a full round. */
  async delta(listId: string, cursor: string | null): Promise<TodoDeltaPage> {
    const url = cursor ?? `${this.tasksUrl(listId)}/delta`;
    if (cursor && !cursor.startsWith(`${this.baseUrl}/`)) throw new RangeError('the To Do cursor does not belong to this Graph base URL');
    const page = await this.http.request<Page<RawTask>>({ method: 'GET', operation: 'tasks', url, delta: true });
    const next = page['@odata.nextLink'] ?? page['@odata.deltaLink'];
    if (!next)
      throw new GraphRequestError(
        { operation: 'tasks', status: 200, retryable: true },
        'Failed to update Microsoft To Do: delta page without nextLink or deltaLink',
      );
    const changes: TodoTaskChange[] = [];
    const removed: string[] = [];
    for (const task of page.value ?? []) {
      if (task['@removed']) removed.push(task.id);
      else
        changes.push({
          id: task.id,
          completed: task.status === 'completed',
          modifiedAt: new Date(task.lastModifiedDateTime ?? Date.now()),
        });
    }
    return { changes, removed, nextCursor: next, done: !page['@odata.nextLink'] };
  }

  private tasksUrl(listId: string): string {
    return `${this.baseUrl}/me/todo/lists/${encodeURIComponent(listId)}/tasks`;
  }

  private async *pages<T>(first: string): AsyncGenerator<T> {
    let url: string | undefined = first;
    for (let n = 0; url && n < MAX_PAGES; n++) {
      if (!url.startsWith(`${this.baseUrl}/`))
        throw new GraphRequestError(
          { operation: 'tasks', status: null },
          'Failed to update Microsoft To Do: nextLink outside the Graph base URL',
        );
      const page: Page<T> = await this.http.request<Page<T>>({ method: 'GET', operation: 'tasks', url });
      yield* page.value ?? [];
      url = page['@odata.nextLink'];
    }
  }
}
