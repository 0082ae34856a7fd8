import { randomBytes } from 'node:crypto';

/** Shapes from Microsoft's To Do API reference (todoTaskList, todoTask, checklistItem, linkedResource). */
export type TodoList = {
  id: string;
  displayName: string;
  isOwner: boolean;
  isShared: boolean;
  wellknownListName: 'none' | 'defaultList' | 'flaggedEmails';
  '@odata.etag': string;
};
export type LinkedResource = {
  id: string;
  webUrl: string | null;
  applicationName: string | null;
  displayName: string | null;
  externalId: string | null;
};
export type ChecklistItem = {
  id: string;
  displayName: string;
  isChecked: boolean;
  createdDateTime: string;
  checkedDateTime: string | null;
};
export type DateTimeTimeZone = { dateTime: string; timeZone: string };
export type TodoTask = {
  id: string;
  '@odata.etag': string;
  title: string;
  status: 'notStarted' | 'inProgress' | 'completed' | 'waitingOnOthers' | 'deferred';
  importance: 'low' | 'normal' | 'high';
  isReminderOn: boolean;
  hasAttachments: boolean;
  categories: string[];
  body: { content: string; contentType: 'text' | 'html' };
  createdDateTime: string;
  lastModifiedDateTime: string;
  dueDateTime?: DateTimeTimeZone;
  completedDateTime?: DateTimeTimeZone;
  linkedResources: LinkedResource[];
  checklistItems: ChecklistItem[];
};

const stamp = () => new Date().toISOString().replace(/Z$/, '0000Z');
const newId = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}AAA=`;
const etag = () => `W/"${randomBytes(12).toString('base64url')}"`;

type Entry = { listId: string; task: TodoTask; version: number } | { listId: string; removedId: string; version: number };

/**
 * The user's To Do lists and tasks. Every change bumps a version, so a delta token only needs the
 * version it was issued at; deleted tasks leave a tombstone the next delta reports as @removed.
 */
export class TodoStore {
  readonly lists: TodoList[] = [];
  private version = 0;
  private readonly entries = new Map<string, Entry>();

  constructor() {
    // Every mailbox has the default "Tasks" list.
    this.lists.push({
      id: newId('AAMkADIyAAAAABGV'),
      displayName: 'Tasks',
      isOwner: true,
      isShared: false,
      wellknownListName: 'defaultList',
      '@odata.etag': etag(),
    });
  }

  get currentVersion(): number {
    return this.version;
  }

  list(id: string): TodoList | undefined {
    return this.lists.find((l) => l.id === id);
  }

  addList(displayName: string): TodoList {
    const list: TodoList = {
      id: newId('AAMkADIyAAAAABGW'),
      displayName,
      isOwner: true,
      isShared: false,
      wellknownListName: 'none',
      '@odata.etag': etag(),
    };
    this.lists.push(list);
    return list;
  }

  tasks(listId: string): TodoTask[] {
    return [...this.entries.values()].flatMap((e) => (e.listId === listId && 'task' in e ? [e.task] : []));
  }

  task(listId: string, id: string): TodoTask | undefined {
    const entry = this.entries.get(id);
    return entry && entry.listId === listId && 'task' in entry ? entry.task : undefined;
  }

  addTask(listId: string, fields: Partial<TodoTask> & { title: string }): TodoTask {
    const now = stamp();
    const task: TodoTask = {
      id: newId('AAkALgAAAAAAHYQDEapmEc2byACqAC-EWg0AGnTLXRm'),
      '@odata.etag': etag(),
      status: 'notStarted',
      importance: 'normal',
      isReminderOn: false,
      hasAttachments: false,
      categories: [],
      body: { content: '', contentType: 'text' },
      createdDateTime: now,
      lastModifiedDateTime: now,
      linkedResources: [],
      checklistItems: [],
      ...fields,
    };
    this.entries.set(task.id, { listId, task, version: ++this.version });
    return task;
  }

  update(listId: string, id: string, patch: Partial<TodoTask>): TodoTask {
    const current = this.task(listId, id)!;
    const next = { ...current, ...patch, id, '@odata.etag': etag(), lastModifiedDateTime: stamp() };
    this.entries.set(id, { listId, task: next, version: ++this.version });
    return next;
  }

  remove(listId: string, id: string): boolean {
    if (!this.task(listId, id)) return false;
    this.entries.set(id, { listId, removedId: id, version: ++this.version });
    return true;
  }

  /** Tasks of a list changed after `since` (oldest change first): current state or removal. */
  changesSince(listId: string, since: number): ({ task: TodoTask } | { removedId: string })[] {
    return [...this.entries.values()]
      .filter((e) => e.listId === listId && e.version > since)
      .sort((a, b) => a.version - b.version)
      .map((e) => ('task' in e ? { task: e.task } : { removedId: e.removedId }));
  }

  addChecklistItem(listId: string, taskId: string, displayName: string, isChecked: boolean): ChecklistItem {
    const item: ChecklistItem = {
      id: randomBytes(16).toString('hex'),
      displayName,
      isChecked,
      createdDateTime: stamp(),
      checkedDateTime: isChecked ? stamp() : null,
    };
    const task = this.task(listId, taskId)!;
    this.update(listId, taskId, { checklistItems: [...task.checklistItems, item] });
    return item;
  }

  static linkedResource(fields: Partial<LinkedResource>): LinkedResource {
    return { id: randomBytes(16).toString('hex'), webUrl: null, applicationName: null, displayName: null, externalId: null, ...fields };
  }
}
