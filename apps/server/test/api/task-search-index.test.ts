import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { encodeCursor, decodeCursor, type TaskListQueryParsed, type TaskPage } from '@triage/contracts';
import { tasks } from '../../src/db/schema/index.js';
import { listTaskPage } from '../../src/services/tasks/tasks-service.js';
import { TaskSearchIndexes } from '../../src/services/tasks/search-index/search-indexes.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/** Creates a task through the API in a project of the client's own (a task needs one). */
async function addTask(client: Client, task: Record<string, unknown>): Promise<void> {
  const projects = (await client.get('/api/v1/projects')).json() as { id: string }[];
  const projectId = projects[0]?.id ?? (await client.post('/api/v1/projects', { name: 'Search index' })).json().id;
  const res = await client.post('/api/v1/tasks', { ...task, project_id: projectId });
  expect(res.statusCode, res.body).toBe(201);
}

/**
 * The task search reads each server process's index of the user's tasks (services/tasks/search-index).
 * What it answers must be what PostgreSQL answers, whoever wrote the tasks and whenever they committed.
 */
describe('task search index', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'user-task-search-index';

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await me.get(`/api/v1/tasks?limit=50&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TaskPage;
    return { titles: body.data.map((x) => x.title).sort(), total: body.totalCount };
  };

  it('finds a task written beside the server, once its transaction commits, however long it stayed open', async () => {
    expect(await search('q=quarry')).toEqual({ titles: [], total: 0 });
    const other = await t.database.pool.connect();
    try {
      // Another process's transaction, still open while the index looks.
      await other.query('BEGIN');
      await other.query(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Quarry permit')`, [USER]);
      await addTask(me, { title: 'Quarry survey' });
      expect(await search('q=quarry')).toEqual({ titles: ['Quarry survey'], total: 1 });
      await other.query('COMMIT');
    } finally {
      other.release();
    }
    expect(await search('q=QUARRY')).toEqual({ titles: ['Quarry permit', 'Quarry survey'], total: 2 });
  });

  it('reads a task by what it says now after an edit beside the server, and no longer finds a deleted one', async () => {
    await addTask(me, { title: 'Kiln inspection' });
    const [kiln] = await t.database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.title, 'Kiln inspection'));
    expect(await search('q=kiln')).toEqual({ titles: ['Kiln inspection'], total: 1 });
    await t.database.db.update(tasks).set({ title: 'Furnace inspection' }).where(eq(tasks.id, kiln!.id));
    expect(await search('q=kiln')).toEqual({ titles: [], total: 0 });
    expect(await search('q=furnace')).toEqual({ titles: ['Furnace inspection'], total: 1 });
    await t.database.db.delete(tasks).where(eq(tasks.id, kiln!.id));
    expect(await search('q=inspection')).toEqual({ titles: [], total: 0 });
  });

  it('forgets a user whose tasks were all removed and who started again under the same id', async () => {
    const reborn = 'user-task-search-reborn';
    const them = await t.as(reborn);
    await addTask(them, { title: 'Old ledger' });
    expect((await them.get('/api/v1/tasks?q=ledger')).json().totalCount).toBe(1);
    await t.database.db.execute(sql`delete from users where id = ${reborn}`);
    const again = await t.as(reborn);
    await addTask(again, { title: 'New ledger' });
    const body = (await again.get('/api/v1/tasks?q=ledger')).json() as TaskPage;
    expect(body.data.map((x) => x.title)).toEqual(['New ledger']);
    expect(body.totalCount).toBe(1);
  });
});

describe('task search index against PostgreSQL', () => {
  let t: TestApp;
  const USERS = ['user-search-equal-a', 'user-search-equal-b'];
  const TITLES = [
    'Drawings issued',
    'review DRAWINGS',
    'Lease renewal',
    '100% of fees',
    'under_score check',
    'Café plans',
    'ÉCLAIR order',
    'İstanbul trip',
  ];
  const WORDS = ['draw', 'DRAWINGS', '%', '_', 'café', 'CAFÉ', 'éclair', 'istanbul', ' lease ', 'plans', 'zzz'];
  const STATUSES = ['to_do', 'in_progress', 'completed', 'archived'] as const;

  beforeAll(async () => {
    t = await createTestApp();
    for (const user of USERS) await t.as(user);
  });
  afterAll(() => t.close());

  /** Every page of a query, by cursor, with each page's total. */
  async function walk(userId: string, query: TaskListQueryParsed, indexes?: TaskSearchIndexes) {
    const pages: { ids: string[]; total: number }[] = [];
    let cursor: string | null = null;
    do {
      const page: TaskPage = await listTaskPage(
        t.database.db,
        userId,
        { ...query, cursor: cursor ? decodeCursor(cursor)! : undefined },
        indexes,
      );
      pages.push({ ids: page.data.map((x) => x.id), total: page.totalCount });
      cursor = page.nextCursor ?? null;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it('pages every search, filter and sort as PostgreSQL does, after random writes through the API and beside it', async () => {
    const { default: fc } = await import('fast-check');
    const db = t.database.db;
    // Room for one user's tasks, not both: they take turns in the budget.
    const small = new TaskSearchIndexes(24 * 1024);
    const sqlOnly = new TaskSearchIndexes(0);
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        user: fc.nat(1),
        title: fc.nat(TITLES.length - 1),
        status: fc.nat(3),
        priority: fc.nat(3),
        day: fc.option(fc.nat(9)),
      }),
      // Rows written by one statement share their creation time: the sorts' ties go by id.
      fc.record({
        kind: fc.constant('batch' as const),
        user: fc.nat(1),
        title: fc.nat(TITLES.length - 1),
        rows: fc.integer({ min: 2, max: 4 }),
      }),
      fc.record({ kind: fc.constant('retitle' as const), pick: fc.nat(), title: fc.nat(TITLES.length - 1) }),
      fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.nat(3) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    const query = fc.record({
      user: fc.nat(1),
      q: fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
      status: fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
      priority: fc.option(fc.constantFrom('P1', 'P2', 'P3', 'P4'), { nil: undefined }),
      sort: fc.constantFrom('created', 'due', 'priority'),
      limit: fc.integer({ min: 1, max: 7 }),
      offset: fc.nat(12),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { minLength: 1, maxLength: 15 }),
        fc.array(query, { minLength: 1, maxLength: 4 }),
        async (writes, queries) => {
          for (const w of writes) {
            const ids = (await db.select({ id: tasks.id }).from(tasks)).map((r) => r.id).sort();
            const id = 'pick' in w && ids.length > 0 ? ids[w.pick % ids.length]! : undefined;
            if (w.kind === 'create') {
              const client = await t.as(USERS[w.user]!);
              const due = w.day === null ? undefined : `2026-12-${String(w.day + 1).padStart(2, '0')}`;
              await addTask(client, { title: TITLES[w.title], status: STATUSES[w.status], priority: `P${w.priority + 1}`, due_date: due });
            } else if (w.kind === 'batch') {
              const row = { userId: USERS[w.user]!, title: TITLES[w.title]!, dueDate: '2026-12-24', priority: 'P2' };
              await db.insert(tasks).values(Array.from({ length: w.rows }, () => row));
            } else if (id && w.kind === 'retitle') await db.update(tasks).set({ title: TITLES[w.title]! }).where(eq(tasks.id, id));
            else if (id && w.kind === 'status') await db.update(tasks).set({ status: STATUSES[w.status]! }).where(eq(tasks.id, id));
            else if (id && w.kind === 'delete') await db.delete(tasks).where(eq(tasks.id, id));
          }
          for (const q of queries) {
            const parsed: TaskListQueryParsed = { q: q.q, status: q.status, priority: q.priority, sort: q.sort, limit: q.limit };
            const expected = await walk(USERS[q.user]!, parsed, sqlOnly);
            expect(await walk(USERS[q.user]!, parsed), JSON.stringify(q)).toEqual(expected);
            expect(await walk(USERS[q.user]!, parsed, small), JSON.stringify(q)).toEqual(expected);
            // A page number: the same rows as PostgreSQL's from that offset.
            const at = { ...parsed, offset: q.offset };
            const first = await listTaskPage(db, USERS[q.user]!, at, sqlOnly);
            const fromIndex = await listTaskPage(db, USERS[q.user]!, at);
            expect(fromIndex.data.map((x) => x.id)).toEqual(first.data.map((x) => x.id));
            expect(fromIndex.totalCount).toBe(first.totalCount);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('reads a cursor of another sort as past the end, with the total still there', async () => {
    const client = await t.as(USERS[0]!);
    await addTask(client, { title: 'Drawings for the cursor' });
    const page = await listTaskPage(t.database.db, USERS[0]!, { q: 'drawings', sort: 'created', limit: 1 });
    const foreign = decodeCursor(encodeCursor({ keys: ['3', '2026-11-01 00:00:00+00'], id: page.data[0]!.id }))!;
    const after = await listTaskPage(t.database.db, USERS[0]!, { q: 'drawings', sort: 'created', limit: 1, cursor: foreign });
    expect(after.data).toEqual([]);
    expect(after.totalCount).toBe(page.totalCount);
  });
});
