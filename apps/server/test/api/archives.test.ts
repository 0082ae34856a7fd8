import { ARCHIVE_LIST_CAP } from '@triage/contracts';
import { sql } from 'drizzle-orm';
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

  it('pages one type at a time, newest archived first, by cursor or page number, with every count', async () => {
    const pager = await t.as('user-pages');
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    for (let i = 0; i < 25; i++) {
      await insertEmail(t.database.db, 'user-pages', { subject: `Archived ${i}`, isArchived: true, archivedAt: at(i) });
    }
    // Deleted by the mailbox: neither listed nor counted.
    await insertEmail(t.database.db, 'user-pages', { subject: 'Gone', isArchived: true, archivedAt: at(59), status: 'deleted' });
    await insertEmail(t.database.db, 'user-pages', { subject: 'Still in the inbox' });
    const created = await pager.post('/api/v1/templates', { name: 'Old steps', services: ['Leasing'], items: ['a'] });
    expect(created.statusCode, created.body).toBe(201);
    expect((await pager.post(`/api/v1/archives/templates/${created.json().id}/archive`)).statusCode).toBe(200);

    type Page = { data: { title: string }[]; totalCount: number; nextCursor: string | null; counts: Record<string, number> };
    const get = async (query: string) => (await pager.get(`/api/v1/archives?${query}`)).json() as Page;
    const first = await get('type=emails&limit=10');
    expect(first.data.map((i) => i.title)).toEqual(Array.from({ length: 10 }, (_, k) => `Archived ${24 - k}`));
    expect(first.totalCount).toBe(25);
    expect(first.counts).toEqual({ projects: 0, tasks: 0, services: 0, templates: 1, emails: 25 });

    const seen = [...first.data.map((i) => i.title)];
    for (let cursor = first.nextCursor; cursor;) {
      const next = await get(`type=emails&limit=10&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.data.map((i) => i.title));
      cursor = next.nextCursor ?? null;
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, k) => `Archived ${24 - k}`));
    // Page 3 of 10 a page, as the screen's page numbers ask for it.
    expect((await get('type=emails&limit=10&offset=20')).data.map((i) => i.title)).toEqual([
      'Archived 4',
      'Archived 3',
      'Archived 2',
      'Archived 1',
      'Archived 0',
    ]);
    // Every page number, counted from either end of the list, and past its end.
    for (const size of [3, 10]) {
      for (let offset = 0; offset <= seen.length + size; offset += size) {
        const page = await get(`type=emails&limit=${size}&offset=${offset}`);
        expect(
          page.data.map((i) => i.title),
          `offset ${offset}, pages of ${size}`,
        ).toEqual(seen.slice(offset, offset + size));
        expect(page.totalCount).toBe(25);
      }
    }
    expect((await get('type=templates')).data.map((i) => i.title)).toEqual(['Old steps']);
    expect((await get('type=templates&offset=1')).data).toEqual([]);
  });

  it('answers the whole lists without parameters, each stopped at the cap, the counts exact', async () => {
    const many = await t.as('user-many');
    await t.database.db.execute(sql`insert into templates (user_id, name, is_archived, archived_at)
      select 'user-many', 'Template ' || g, true, now() - g * interval '1 minute' from generate_series(1, ${ARCHIVE_LIST_CAP + 1}) g`);
    const archives = (await many.get('/api/v1/archives')).json();
    expect(archives.templates).toHaveLength(ARCHIVE_LIST_CAP);
    expect(archives.templates[0].title).toBe('Template 1');
    expect(archives.counts.templates).toBe(ARCHIVE_LIST_CAP + 1);
  });

  it('refuses a page query it cannot read, naming the problem', async () => {
    for (const [query, field] of [
      ['type=widgets', 'type'],
      ['type=emails&limit=0', 'limit'],
      ['type=emails&limit=101', 'limit'],
      ['type=emails&cursor=not-a-cursor', 'cursor'],
      ['type=emails&page=2', 'page'],
    ] as const) {
      const res = await me.get(`/api/v1/archives?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(field);
    }
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
