import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../src/db/schema/index.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

type Entry = {
  id: string;
  user_id: string;
  user: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  method: string;
  path: string;
  created_at: string;
};
type Page = { data: Entry[]; totalCount: number };

describe('audit log: GET /api/v1/audit', () => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  let project: { id: string; name: string };
  const list = async (client: Client, query = ''): Promise<Page> => {
    const res = await client.get(`/api/v1/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.as('user-a', { email: 'ann@example.test' });
    b = await t.as('user-b');
    project = (await a.post('/api/v1/projects', { name: 'Harbour Tower' })).json();
    await a.patch(`/api/v1/projects/${project.id}`, { name: 'Harbour Tower East', description: 'Lease work' });
    const task = (await a.post('/api/v1/tasks', { title: 'Call Ann', project_id: project.id })).json();
    await a.post(`/api/v1/archives/tasks/${task.id}/archive`);
    await a.post(`/api/v1/archives/tasks/${task.id}/unarchive`);
    await a.delete(`/api/v1/tasks/${task.id}`);
  });
  afterAll(() => t.close());

  it("lists the user's changes newest first, with time, user, action, entity and a summary", async () => {
    const page = await list(a);
    expect(page.totalCount).toBe(6);
    expect(page.data.map((e) => `${e.action} ${e.entityType}`)).toEqual([
      'delete task',
      'unarchive task',
      'archive task',
      'create task',
      'update project',
      'create project',
    ]);
    expect(page.data.map((e) => e.summary)).toEqual([
      "Deleted task 'Call Ann'",
      "Unarchived task 'Call Ann'",
      "Archived task 'Call Ann'",
      "Created task 'Call Ann'",
      "Updated project 'Harbour Tower East' (changed: name, description)",
      "Created project 'Harbour Tower'",
    ]);
    const times = page.data.map((e) => Date.parse(e.created_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    for (const e of page.data) expect(e).toMatchObject({ user_id: 'user-a', user: 'ann@example.test' });
  });

  it('keeps the row before and after: none before a create, none after a delete', async () => {
    const page = await list(a, '?entityType=project');
    const [update, create] = page.data;
    expect(create).toMatchObject({
      entityId: project.id,
      before: null,
      after: { name: 'Harbour Tower' },
      method: 'POST',
      path: '/api/v1/projects',
    });
    expect(update).toMatchObject({
      before: { name: 'Harbour Tower', description: null },
      after: { name: 'Harbour Tower East', description: 'Lease work' },
    });
    expect(update?.path).toBe('/api/v1/projects/:id');
    expect(update?.after).not.toHaveProperty('userId');
    const deleted = (await list(a, '?action=delete')).data[0]!;
    expect(deleted.before).toMatchObject({ title: 'Call Ann', status: 'to_do' });
    expect(deleted.after).toBeNull();
    const archived = (await list(a, '?action=archive')).data[0]!;
    expect(archived.before).toMatchObject({ isArchived: false });
    expect(archived.after).toMatchObject({ isArchived: true, status: 'archived' });
  });

  it('filters by entity type, action and text, and pages with a total', async () => {
    expect((await list(a, '?entityType=task')).totalCount).toBe(4);
    expect((await list(a, '?action=create')).data.map((e) => e.entityType).sort()).toEqual(['project', 'task']);
    expect((await list(a, '?entityType=task&action=archive')).totalCount).toBe(1);
    expect((await list(a, '?q=harbour%20tower%20east')).data.map((e) => e.action)).toEqual(['update']);
    expect((await list(a, `?q=${project.id}`)).totalCount).toBe(2);
    expect((await list(a, '?q=100%25')).totalCount).toBe(0);
    const first = await list(a, '?limit=2&offset=0');
    const second = await list(a, '?limit=2&offset=2');
    expect(first.totalCount).toBe(6);
    expect(first.data).toHaveLength(2);
    expect(second.data.map((e) => e.id)).not.toContain(first.data[0]!.id);
    expect((await list(a, '?limit=2&offset=6')).data).toEqual([]);
    // Every page number gives the slice of the whole list, filtered or searched, from either end.
    for (const filter of ['', '&entityType=task', `&q=${project.id}`]) {
      const whole = (await list(a, `?limit=100${filter}`)).data.map((e) => e.id);
      for (let offset = 0; offset <= whole.length; offset++) {
        const page = await list(a, `?limit=2&offset=${offset}${filter}`);
        expect(
          page.data.map((e) => e.id),
          `offset ${offset}${filter}`,
        ).toEqual(whole.slice(offset, offset + 2));
      }
    }
  });

  it('refuses bad filters with a message naming the field', async () => {
    for (const query of ['?limit=0', '?limit=1000', '?offset=-1', '?action=explode', '?entityType=planet', '?other=1']) {
      const res = await a.get(`/api/v1/audit${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(/querystring/);
    }
  });

  it("shows user B none of A's entries, and records B's own changes only for B", async () => {
    expect(await list(b)).toEqual({ data: [], totalCount: 0, nextCursor: null });
    expect((await list(b, `?q=${project.id}`)).totalCount).toBe(0);
    // B trying A's project is refused and writes nothing for anyone.
    expect((await b.patch(`/api/v1/projects/${project.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await b.delete(`/api/v1/projects/${project.id}`)).statusCode).toBe(404);
    expect((await list(b)).totalCount).toBe(0);
    expect((await list(a)).totalCount).toBe(6);
    await b.post('/api/v1/contexts', { name: 'B context' });
    expect((await list(b)).data.map((e) => e.summary)).toEqual(["Created context 'B context'"]);
    expect((await list(a, '?entityType=context')).totalCount).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await t.anonymous.get('/api/v1/audit')).statusCode).toBe(401);
  });

  it('never stores secrets: token-like fields are masked', async () => {
    const c = await t.as('user-c');
    const { mailbox } = (await c.get('/api/v1/connections')).json();
    await t.database.db
      .update(connections)
      .set({ deltaLink: 'https://graph/delta?$deltatoken=SECRET-CURSOR' })
      .where(eq(connections.id, mailbox.id));
    await c.patch(`/api/v1/connections/${mailbox.id}`, { connected: false });
    const [entry] = (await list(c)).data;
    expect(entry).toMatchObject({ action: 'update', entityType: 'connection', summary: 'Disconnected mailbox' });
    expect(entry!.before).toMatchObject({ deltaLink: '[redacted]', connected: true });
    expect(entry!.after).toMatchObject({ deltaLink: '[redacted]', connected: false });
    expect(JSON.stringify(await list(c))).not.toContain('SECRET-CURSOR');
  });

  it('records approvals, rejections, replies, imports and reorders in words', async () => {
    const d = await t.as('user-d');
    const p = (await d.post('/api/v1/projects', { name: 'Northwind' })).json();
    const email = await insertEmail(t.database.db, 'user-d', { subject: 'Freight schedule' });
    await insertClassification(t.database.db, 'user-d', email.id, {
      projectId: p.id,
      projectName: p.name,
      proposedTasks: [{ id: 't1', title: 'Confirm the pickup', priority: 'P2', status: 'pending', projectId: p.id, projectName: p.name }],
    });
    await d.post('/api/v1/emails/recommendations/process', { emailId: email.id, action: 'approve_project' });
    await d.post('/api/v1/emails/recommendations/process', { emailId: email.id, action: 'reject_task', data: { taskId: 't1' } });
    await d.post('/api/v1/emails/send', { to: 'bob@example.com', subject: 'Pickup', body: 'Tuesday works.' });
    const r1 = (await d.post('/api/v1/rules', { name: 'One', if: { senderIncludes: ['a.com'] }, then: { projectId: p.id } })).json();
    const r2 = (await d.post('/api/v1/rules', { name: 'Two', if: { senderIncludes: ['b.com'] }, then: { projectId: p.id } })).json();
    await d.post('/api/v1/rules/reorder', { ids: [r2.id, r1.id] });
    await d.post('/api/v1/import', {
      format: 'triage-config',
      version: 1,
      projects: [],
      services: [],
      templates: [],
      rules: [],
      style: null,
      contexts: [{ name: 'Home' }],
    });
    await d.post('/api/v1/import-emails', { daysBack: 14 });

    const entries = (await list(d)).data;
    const summaries = entries.map((e) => e.summary);
    expect(summaries).toContain("Approved project 'Northwind' for email 'Freight schedule'");
    expect(summaries).toContain("Rejected task 'Confirm the pickup' for email 'Freight schedule'");
    expect(summaries).toContain("Sent email 'Pickup' to bob@example.com");
    expect(summaries).toContain('Reordered 2 rules');
    expect(summaries).toContain('Imported configuration: 1 context');
    expect(summaries).toContain('Started email import (14 days back)');
    const approve = entries.find((e) => e.action === 'approve')!;
    expect(approve).toMatchObject({
      entityType: 'classification',
      entityId: email.id,
      before: { approved: null },
      after: { approved: true },
    });
    const reorder = entries.find((e) => e.action === 'reorder')!;
    expect(reorder.before).toEqual([
      { id: r1.id, name: 'One', order: 1 },
      { id: r2.id, name: 'Two', order: 2 },
    ]);
    expect(reorder.after).toEqual([
      { id: r2.id, name: 'Two', order: 1 },
      { id: r1.id, name: 'One', order: 2 },
    ]);
    expect(
      entries
        .filter((e) => e.action === 'import')
        .map((e) => e.entityType)
        .sort(),
    ).toEqual(['configuration', 'import']);
  });
});
