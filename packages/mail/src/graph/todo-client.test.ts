import { afterEach, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../test-support/graph-test-server/index.js';
import { GraphMailbox } from './graph-mailbox.js';
import { GraphRequestError } from './errors.js';
import { GraphTodo, TODO_APPLICATION } from './todo-client.js';

let server: GraphTestServer;
afterEach(() => server?.close());

const noWait = { getAccessToken: async () => 'token', sleep: async () => undefined, random: () => 0 };
const input = (externalId: string) => ({
  title: 'Send the lease to Meridian',
  body: 'From: Ann',
  dueDate: '2026-12-01',
  importance: 'high' as const,
  checklist: [
    { text: 'Sign', done: false },
    { text: 'Scan', done: true },
  ],
  link: { webUrl: 'https://outlook.office365.com/owa/?ItemID=x', displayName: 'Lease renewal', externalId },
});

describe('GraphTodo against the Graph test server', () => {
  it('lists the default list, creates a list and a task with its link back, checklist and due date', async () => {
    server = await startGraphTestServer({ messages: 1 });
    const todo = new GraphTodo({ ...noWait, baseUrl: server.url });
    expect(await todo.lists()).toEqual([expect.objectContaining({ name: 'Tasks', isDefault: true })]);
    const list = await todo.createList('Triage');
    const id = await todo.createTask(list.id, input('task-1'));
    expect(await todo.syncChecklist(list.id, id, input('task-1').checklist)).toBe(2);
    // Retried: nothing is added twice.
    expect(await todo.syncChecklist(list.id, id, input('task-1').checklist)).toBe(0);
    expect(await todo.findByExternalId(list.id, 'task-1')).toBe(id);
    expect(await todo.findByExternalId(list.id, 'task-2')).toBeNull();
    const res = await fetch(`${server.url}/me/todo/lists/${list.id}/tasks/${id}?$expand=linkedResources,checklistItems`, {
      headers: { authorization: 'Bearer t' },
    });
    const task = await res.json();
    expect(task).toMatchObject({
      title: 'Send the lease to Meridian',
      importance: 'high',
      status: 'notStarted',
      dueDateTime: { dateTime: '2026-12-01T00:00:00.0000000', timeZone: 'UTC' },
      linkedResources: [{ applicationName: TODO_APPLICATION, externalId: 'task-1', webUrl: 'https://outlook.office365.com/owa/?ItemID=x' }],
      checklistItems: [
        { displayName: 'Sign', isChecked: false },
        { displayName: 'Scan', isChecked: true },
      ],
    });
  });

  it('a 429 and a 503 on create are waited out and the task is created once', async () => {
    server = await startGraphTestServer({ messages: 1 });
    const todo = new GraphTodo({ ...noWait, baseUrl: server.url });
    const [list] = await todo.lists();
    server.faults.queue('429', '503');
    await todo.createTask(list!.id, input('task-1'));
    expect(server.faults.injected).toMatchObject({ 429: 1, 503: 1 });
    const tasks = await (await fetch(`${server.url}/me/todo/lists/${list!.id}/tasks`, { headers: { authorization: 'Bearer t' } })).json();
    expect(tasks.value).toHaveLength(1);
  });

  it('a 500 on create is not retried (the task may exist) and says To Do failed', async () => {
    server = await startGraphTestServer({ messages: 1 });
    const todo = new GraphTodo({ ...noWait, baseUrl: server.url });
    const [list] = await todo.lists();
    server.faults.queue('500');
    const error = await todo.createTask(list!.id, input('task-1')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphRequestError);
    expect((error as Error).message).toMatch(/^Failed to update Microsoft To Do/);
  });

  it('the task delta reports completion made in To Do, then only later changes', async () => {
    server = await startGraphTestServer({ messages: 1 });
    const todo = new GraphTodo({ ...noWait, baseUrl: server.url });
    const [list] = await todo.lists();
    const id = await todo.createTask(list!.id, input('task-1'));
    const first = await todo.delta(list!.id, null);
    expect(first.changes).toEqual([expect.objectContaining({ id, completed: false })]);
    const quiet = await todo.delta(list!.id, first.nextCursor);
    expect(quiet.changes).toEqual([]);
    await todo.setCompleted(list!.id, id, true);
    const after = await todo.delta(list!.id, quiet.nextCursor);
    expect(after.changes).toEqual([expect.objectContaining({ id, completed: true })]);
  });
});

describe('Sent Items delta', () => {
  it('lists sent mail (not the inbox), then a reply saved by the reply call, in its conversation', async () => {
    server = await startGraphTestServer({ messages: 5, otherFolders: 8 });
    const mailbox = new GraphMailbox({ ...noWait, baseUrl: server.url });
    const sentIds = server.mailbox
      .all()
      .filter((m) => m.parentFolderId === server.mailbox.folders.sentitems)
      .map((m) => m.id)
      .sort();
    let page = await mailbox.sentDelta(null);
    expect(page.added.map((m) => m.providerId).sort()).toEqual(sentIds);
    expect(page.done).toBe(true);
    const original = server.mailbox.inbox()[0]!;
    await mailbox.reply(original.id, 'Will do, by Friday.');
    page = await mailbox.sentDelta(page.nextCursor);
    expect(page.added).toHaveLength(1);
    expect(page.added[0]).toMatchObject({ conversationId: original.conversationId, folder: 'Sent Items' });
    expect(page.added[0]!.from?.address).toBe('MeganB@contoso.onmicrosoft.com');
    // Deleted from Sent Items: reported as removed.
    server.mailbox.remove(page.added[0]!.providerId);
    page = await mailbox.sentDelta(page.nextCursor);
    expect(page.removed).toHaveLength(1);
  });
});
