import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

describe('archives API', () => {
  let t: TestApp;
  let me: Client;
  let project: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    project = (await me.post('/api/v1/projects', { name: 'Keep' })).json();
  });
  afterAll(() => t.close());

  it('archives and unarchives a task, keeping its status in step', async () => {
    const task = (await me.post('/api/v1/tasks', { title: 'a', project_id: project.id, status: 'in_progress' })).json();
    const res = await me.post(`/api/v1/archives/tasks/${task.id}/archive`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'tasks', id: task.id, is_archived: true });
    expect(res.json().archived_at).not.toBeNull();
    expect((await me.get(`/api/v1/tasks/${task.id}`)).json().status).toBe('archived');

    const back = (await me.post(`/api/v1/archives/tasks/${task.id}/unarchive`)).json();
    expect(back).toMatchObject({ is_archived: false, archived_at: null });
    expect((await me.get(`/api/v1/tasks/${task.id}`)).json()).toMatchObject({ status: 'to_do', is_archived: false });
  });

  it('lists only archived items, newest archived first, with counts per type', async () => {
    const p1 = (await me.post('/api/v1/projects', { name: 'Old project' })).json();
    const p2 = (await me.post('/api/v1/projects', { name: 'New project' })).json();
    await me.post(`/api/v1/archives/projects/${p2.id}/archive`);
    await me.post(`/api/v1/archives/projects/${p1.id}/archive`);
    const email = await insertEmail(t.database.db, 'user-a', { subject: 'Quarterly report', preview: null, bodyText: 'Numbers inside' });
    await me.post(`/api/v1/archives/emails/${email.id}/archive`);

    const archives = (await me.get('/api/v1/archives')).json();
    expect(archives.projects.map((p: { title: string }) => p.title)).toEqual(['Old project', 'New project']);
    expect(archives.counts).toMatchObject({ projects: 2, emails: 1 });
    expect(archives.emails[0]).toMatchObject({ title: 'Quarterly report', subtitle: 'Ann Lee <ann@acme.com> — Numbers inside' });
    expect(archives.projects.every((p: { is_archived: boolean }) => p.is_archived)).toBe(true);
    expect(archives.projects.map((p: { id: string }) => p.id)).not.toContain(project.id);
  });

  it("refuses unknown item types with the spec's text", async () => {
    const res = await me.post(`/api/v1/archives/widgets/${project.id}/archive`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unknown item type: widgets');
  });

  it('answers 404 for a missing or malformed id', async () => {
    const missing = await me.post('/api/v1/archives/templates/00000000-0000-4000-8000-000000000000/archive');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Template not found');
    expect((await me.post('/api/v1/archives/emails/nope/unarchive')).statusCode).toBe(404);
  });
});
