import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

describe('tasks API', () => {
  let t: TestApp;
  let me: Client;
  let project: { id: string; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    project = (await me.post('/api/v1/projects', { name: 'Harbour Tower' })).json();
  });
  afterAll(() => t.close());

  it('creates a to_do task with generated checklist ids, blanks dropped, empties omitted', async () => {
    const res = await me.post('/api/v1/tasks', {
      title: '  Send the lease  ',
      project_id: project.id,
      description: '   ',
      due_date: '',
      assignee: '',
      checklist: [{ text: 'Draft' }, { text: '   ' }, { text: 'Sign', completed: true }],
    });
    expect(res.statusCode).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({
      title: 'Send the lease',
      status: 'to_do',
      priority: 'P3',
      description: null,
      due_date: null,
      assignee: null,
      project_id: project.id,
      project_name: 'Harbour Tower',
      is_archived: false,
    });
    expect(task.checklist).toHaveLength(2);
    expect(task.checklist[0]).toMatchObject({ text: 'Draft', completed: false });
    expect(task.checklist[1]).toMatchObject({ text: 'Sign', completed: true });
    expect(task.checklist[0].id).not.toBe(task.checklist[1].id);
  });

  it('requires a title and a project with the spec texts', async () => {
    const noTitle = await me.post('/api/v1/tasks', { title: ' ', project_id: project.id });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toContain('Please enter a task title');
    const noProject = await me.post('/api/v1/tasks', { title: 'x' });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().error.message).toContain('Please select a project to continue');
  });

  it('refuses impossible due dates and unknown projects', async () => {
    const bad = await me.post('/api/v1/tasks', { title: 'x', project_id: project.id, due_date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/due_date/);
    const foreign = await me.post('/api/v1/tasks', { title: 'x', project_id: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Project not found');
  });

  it("links a task made by hand to one of the user's emails, and only to theirs", async () => {
    const mine = await insertEmail(t.database.db, 'user-a', { subject: 'Lease renewal' });
    await t.as('user-b');
    const theirs = await insertEmail(t.database.db, 'user-b', { subject: 'Not yours' });
    const linked = await me.post('/api/v1/tasks', { title: 'Call about the lease', project_id: project.id, source_email_id: mine.id });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().sourceEmailId).toBe(mine.id);
    expect((await me.get(`/api/v1/tasks/${linked.json().id}`)).json().sourceEmailId).toBe(mine.id);

    const before = (await me.get('/api/v1/tasks')).json().length;
    const foreign = await me.post('/api/v1/tasks', { title: 'x', project_id: project.id, source_email_id: theirs.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Email not found');
    const bad = await me.post('/api/v1/tasks', { title: 'x', project_id: project.id, source_email_id: 'lease' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('source_email_id');
    expect((await me.get('/api/v1/tasks')).json().length).toBe(before);
  });

  it('lists newest first', async () => {
    await me.post('/api/v1/tasks', { title: 'first', project_id: project.id });
    await me.post('/api/v1/tasks', { title: 'second', project_id: project.id });
    const titles = (await me.get('/api/v1/tasks')).json().map((x: { title: string }) => x.title);
    expect(titles.indexOf('second')).toBeLessThan(titles.indexOf('first'));
  });

  it('patches any subset: status alone, checklist alone, due_date alone', async () => {
    const task = (await me.post('/api/v1/tasks', { title: 'patch me', project_id: project.id, priority: 'P1' })).json();
    const s = (await me.patch(`/api/v1/tasks/${task.id}`, { status: 'in_progress' })).json();
    expect(s).toMatchObject({ status: 'in_progress', priority: 'P1', title: 'patch me' });
    const c = (await me.patch(`/api/v1/tasks/${task.id}`, { checklist: [{ text: 'one' }] })).json();
    expect(c.checklist).toEqual([{ id: expect.any(String), text: 'one', completed: false }]);
    const kept = (await me.patch(`/api/v1/tasks/${task.id}`, { checklist: [{ ...c.checklist[0], completed: true }] })).json();
    expect(kept.checklist[0]).toEqual({ ...c.checklist[0], completed: true });
    const d = (await me.patch(`/api/v1/tasks/${task.id}`, { due_date: '2026-12-01' })).json();
    expect(d.due_date).toBe('2026-12-01');
    const cleared = (await me.patch(`/api/v1/tasks/${task.id}`, { due_date: null })).json();
    expect(cleared.due_date).toBeNull();
  });

  it('archives when the status becomes archived and unarchives when it leaves', async () => {
    const task = (await me.post('/api/v1/tasks', { title: 'arch', project_id: project.id })).json();
    const a = (await me.patch(`/api/v1/tasks/${task.id}`, { status: 'archived' })).json();
    expect(a.is_archived).toBe(true);
    expect(a.archived_at).not.toBeNull();
    const b = (await me.patch(`/api/v1/tasks/${task.id}`, { status: 'completed' })).json();
    expect(b).toMatchObject({ is_archived: false, archived_at: null, status: 'completed' });
  });

  it('deletes, then 404s', async () => {
    const task = (await me.post('/api/v1/tasks', { title: 'bye', project_id: project.id })).json();
    expect((await me.delete(`/api/v1/tasks/${task.id}`)).statusCode).toBe(200);
    const again = await me.delete(`/api/v1/tasks/${task.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Task not found');
  });

  it('keeps the task when its project is deleted, with the project name', async () => {
    const p = (await me.post('/api/v1/projects', { name: 'Short-lived' })).json();
    const task = (await me.post('/api/v1/tasks', { title: 'orphan', project_id: p.id })).json();
    await me.delete(`/api/v1/projects/${p.id}`);
    const after = (await me.get(`/api/v1/tasks/${task.id}`)).json();
    expect(after).toMatchObject({ project_id: null, project_name: 'Short-lived' });
  });
});
