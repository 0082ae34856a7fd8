import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, contexts, projects, rules, tasks } from '../../src/db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/** updated_at is kept by the schema ($onUpdate), not by each service: every kind of update must move it. */
describe('updated_at moves on every update', () => {
  let t: TestApp;
  let me: Client;
  const LONG_AGO = new Date('2020-01-01T00:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('stamp-user');
  });
  afterAll(() => t.close());

  it('a PATCH of a context, a task, a rule and a connection, and an empty PATCH of a project', async () => {
    const context = (await me.post('/api/v1/contexts', { name: 'Office' })).json();
    const project = (await me.post('/api/v1/projects', { name: 'Harbor View' })).json();
    const task = (await me.post('/api/v1/tasks', { title: 'Call Ann', project_id: project.id })).json();
    const rule = (
      await me.post('/api/v1/rules', { name: 'Acme', if: { senderIncludes: ['acme.com'] }, then: { projectId: project.id } })
    ).json();
    const { mailbox } = (await me.get('/api/v1/connections')).json();
    const db = t.database.db;
    await db.update(contexts).set({ updatedAt: LONG_AGO }).where(eq(contexts.id, context.id));
    await db.update(tasks).set({ updatedAt: LONG_AGO }).where(eq(tasks.id, task.id));
    await db.update(rules).set({ updatedAt: LONG_AGO }).where(eq(rules.id, rule.id));
    await db.update(connections).set({ updatedAt: LONG_AGO }).where(eq(connections.id, mailbox.id));
    await db.update(projects).set({ updatedAt: LONG_AGO }).where(eq(projects.id, project.id));

    const before = Date.now() - 60_000;
    const patched = [
      await me.patch(`/api/v1/contexts/${context.id}`, { timezone: 'Europe/London' }),
      await me.patch(`/api/v1/tasks/${task.id}`, { status: 'in_progress' }),
      await me.patch(`/api/v1/rules/${rule.id}`, { confidence: 0.9 }),
      await me.patch(`/api/v1/connections/${mailbox.id}`, { connected: !mailbox.connected }),
      // A PATCH naming no field still touches the row.
      await me.patch(`/api/v1/projects/${project.id}`, {}),
    ];
    for (const res of patched) expect(res.statusCode, res.body).toBe(200);
    const stamps = await db.execute<{ updated_at: Date }>(sql`
      select updated_at from contexts where id = ${context.id}
      union all select updated_at from tasks where id = ${task.id}
      union all select updated_at from rules where id = ${rule.id}
      union all select updated_at from connections where id = ${mailbox.id}
      union all select updated_at from projects where id = ${project.id}`);
    expect(stamps.rows).toHaveLength(5);
    for (const row of stamps.rows) expect(new Date(row.updated_at).getTime()).toBeGreaterThan(before);
  });
});
