import { and, desc, eq } from 'drizzle-orm';
import { GraphTodo } from '@triage/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../../../packages/mail/test-support/graph-test-server/index.js';
import { auditEvents, todoLinks } from '../../src/db/schema/index.js';
import { mailboxJobHandlers } from '../../src/jobs/mailbox-jobs.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const USER = 'todo-user';
type TodoTask = {
  id: string;
  title: string;
  status: string;
  importance: string;
  dueDateTime?: { dateTime: string };
  linkedResources?: { webUrl: string | null; externalId: string; applicationName: string }[];
  checklistItems?: { displayName: string; isChecked: boolean }[];
};

describe('Microsoft To Do: tasks pushed with their link back, completion both ways', () => {
  let graph: GraphTestServer;
  let t: TestApp;
  let me: Client;
  let listId: string;
  let projectId: string;
  const sync = () => mailboxJobHandlers(t.runtime, () => undefined).sync({ userId: USER, trigger: 'test' }, 'job');
  /** What the user sees in To Do (Microsoft's side, read straight from the Graph test server). */
  const todoTasks = async (): Promise<TodoTask[]> => {
    const res = await fetch(`${graph.url}/me/todo/lists/${listId}/tasks?$expand=linkedResources,checklistItems&$top=100`, {
      headers: { authorization: 'Bearer x' },
    });
    return (await res.json()).value;
  };
  const byTask = async (taskId: string) => (await todoTasks()).filter((x) => x.linkedResources?.some((r) => r.externalId === taskId));
  const newTask = async (fields: Record<string, unknown> = {}) =>
    (
      await me.post('/api/v1/tasks', {
        title: 'Renew the fleet insurance',
        project_id: projectId,
        priority: 'P1',
        due_date: '2026-12-15',
        ...fields,
      })
    ).json() as Promise<{ id: string }>;

  beforeAll(async () => {
    graph = await startGraphTestServer({ messages: 3, seed: 20 });
    t = await createTestApp({
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: 'client',
      MS_CLIENT_SECRET: 'secret',
      MS_AUTHORITY: 'http://127.0.0.1:9/unused',
      GRAPH_BASE_URL: graph.url,
      TOKEN_ENCRYPTION_KEY: 'e'.repeat(64),
      FIRST_SYNC_DAYS: '366',
    });
    me = await t.as(USER, { email: 'MeganB@contoso.onmicrosoft.com' });
    await t.runtime.tokens!.save(USER, { accessToken: 'access-token', refreshToken: 'refresh-token', expiresIn: 3600 });
    projectId = (await me.post('/api/v1/projects', { name: 'Fleet' })).json().id;
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('Account Connections offers the user\'s lists or a new "Triage" list', async () => {
    const lists = await me.get('/api/v1/todo/lists');
    expect(lists.json()).toEqual([expect.objectContaining({ name: 'Tasks', isDefault: true })]);
    const unknown = await me.put('/api/v1/todo/list', { listId: 'no-such-list' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/no such list/);
    const chosen = await me.put('/api/v1/todo/list', { create: true });
    expect(chosen.json().todo).toMatchObject({ available: true, listName: 'Triage' });
    listId = chosen.json().todo.listId;
    // Choosing it again reuses the list rather than making a second "Triage".
    expect((await me.put('/api/v1/todo/list', { create: true })).json().todo.listId).toBe(listId);
  });

  it('approving a suggested task creates it in To Do with title, due date, importance and a link back to the email', async () => {
    const email = await insertEmail(t.database.db, USER, {
      subject: 'Lease renewal',
      webLink: 'https://outlook.office365.com/owa/?ItemID=AAMk%2Flease&exvsurl=1&viewmodel=ReadMessageItem',
    });
    await insertClassification(t.database.db, USER, email.id, {
      projectId,
      projectName: 'Fleet',
      proposedTasks: [
        {
          id: 'task-1',
          title: 'Sign the lease renewal',
          priority: 'P2',
          status: 'pending',
          projectId,
          projectName: 'Fleet',
          dueDate: '2026-12-01',
        },
      ],
    });
    const res = await me.post('/api/v1/emails/recommendations/process', {
      emailId: email.id,
      action: 'approve_task',
      data: { taskId: 'task-1' },
    });
    expect(res.statusCode).toBe(200);
    const [todo, ...more] = await byTask(res.json().createdTaskId);
    expect(more).toEqual([]);
    expect(todo).toMatchObject({
      title: 'Sign the lease renewal',
      importance: 'high',
      status: 'notStarted',
      dueDateTime: { dateTime: '2026-12-01T00:00:00.0000000' },
      linkedResources: [
        { applicationName: 'Triage', webUrl: 'https://outlook.office365.com/owa/?ItemID=AAMk%2Flease&exvsurl=1&viewmodel=ReadMessageItem' },
      ],
    });
  });

  it('the checklist goes as checklist items; a 429 and a 503 during the push are waited out without a duplicate', async () => {
    const task = await newTask({ checklist: [{ text: 'Collect quotes' }, { text: 'Pick insurer', completed: true }] });
    graph.faults.queue('429', '503');
    const res = await me.post(`/api/v1/todo/tasks/${task.id}/push`);
    expect(res.json()).toMatchObject({ outcome: 'created' });
    const found = await byTask(task.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      importance: 'high',
      checklistItems: [
        { displayName: 'Collect quotes', isChecked: false },
        { displayName: 'Pick insurer', isChecked: true },
      ],
    });
    // Pushing again answers the same To Do task.
    expect((await me.post(`/api/v1/todo/tasks/${task.id}/push`)).json().todoTaskId).toBe(found[0]!.id);
    expect(await byTask(task.id)).toHaveLength(1);
  });

  it('a failed push is reported, listed for the Sync Dashboard and never lost: the next sync sends it', async () => {
    const task = await newTask({ title: 'Book the annual service' });
    graph.faults.queue('500');
    const res = await me.post(`/api/v1/todo/tasks/${task.id}/push`);
    expect(res.json()).toMatchObject({ outcome: 'failed', message: expect.stringMatching(/^Failed to update Microsoft To Do/) });
    expect((await me.get('/api/v1/todo/failures')).json()).toEqual([
      expect.objectContaining({ taskId: task.id, title: 'Book the annual service', attempts: 1 }),
    ]);
    await sync();
    expect(await byTask(task.id)).toHaveLength(1);
    expect((await me.get('/api/v1/todo/failures')).json()).toEqual([]);
  });

  it('a push that died between creating the To Do task and storing its id does not create a second one on restart', async () => {
    const task = await newTask({ title: 'Renew the parking permits' });
    // The state a SIGKILL leaves: the link row written (attempt counted), the task created in To Do, its id never stored.
    await t.database.db.insert(todoLinks).values({ taskId: task.id, userId: USER, listId, status: 'pending', attempts: 1 });
    const todo = new GraphTodo({ baseUrl: graph.url, getAccessToken: async () => 'x' });
    const createdBeforeTheCrash = await todo.createTask(listId, {
      title: 'Renew the parking permits',
      body: '',
      dueDate: null,
      importance: 'high',
      checklist: [],
      link: { webUrl: null, displayName: 'x', externalId: task.id },
    });
    await sync();
    const found = await byTask(task.id);
    expect(found.map((x) => x.id)).toEqual([createdBeforeTheCrash]);
    const [link] = await t.database.db.select().from(todoLinks).where(eq(todoLinks.taskId, task.id));
    expect(link).toMatchObject({ status: 'created', todoTaskId: createdBeforeTheCrash });
  });

  it('completing in To Do completes the Triage task on the next sync (audited); completing in Triage completes it in To Do', async () => {
    const there = await newTask({ title: 'Send the signed forms' });
    const here = await newTask({ title: 'Call the broker' });
    await me.post(`/api/v1/todo/tasks/${there.id}/push`);
    await me.post(`/api/v1/todo/tasks/${here.id}/push`);
    await sync();
    const [remote] = await byTask(there.id);
    await fetch(`${graph.url}/me/todo/lists/${listId}/tasks/${remote!.id}`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'completed' }),
    });
    expect((await me.patch(`/api/v1/tasks/${here.id}`, { status: 'completed' })).statusCode).toBe(200);
    await sync();
    expect((await me.get(`/api/v1/tasks/${there.id}`)).json().status).toBe('completed');
    expect((await byTask(here.id))[0]!.status).toBe('completed');
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, USER), eq(auditEvents.entityId, there.id), eq(auditEvents.action, 'sync')))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(entry?.summary).toBe('Completed in Microsoft To Do: Send the signed forms');
  });

  it('Preview & Test creates the predicted task in To Do for real', async () => {
    const res = await me.post('/api/v1/todo/preview-task', { title: 'Review the Q3 budget', priority: 'P3', dueDate: '2026-12-20' });
    expect(res.json()).toMatchObject({ outcome: 'created', message: 'Created in Microsoft To Do: Triage' });
    expect((await todoTasks()).some((x) => x.title === 'Review the Q3 budget')).toBe(true);
  });
});

describe('Microsoft To Do outside Microsoft mode', () => {
  let t: TestApp;
  let me: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('local-todo');
  });
  afterAll(() => t.close());

  it('the Preview & Test button says it is a dry run; the list choice explains why there is none', async () => {
    const res = await me.post('/api/v1/todo/preview-task', { title: 'Review the Q3 budget', priority: 'P3' });
    expect(res.json()).toEqual({
      outcome: 'dry_run',
      message: 'Dry run: Microsoft To Do is not connected, nothing was created',
      todoTaskId: null,
    });
    const lists = await me.get('/api/v1/todo/lists');
    expect(lists.statusCode).toBe(400);
    expect(lists.json().error.message).toBe('Microsoft To Do is available when signed in with Microsoft 365');
    expect((await me.get('/api/v1/followups/settings')).json().todo).toEqual({ available: false, listId: null, listName: null });
  });
});
