import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../src/db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/** GET /api/v1/tasks with parameters: the Tasks screen's filters, search, sorts and tiles on the server. */
describe('task pages', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'user-task-pages';
  const STATUSES = ['to_do', 'in_progress', 'completed', 'archived'] as const;
  let harbour: string;
  let depot: string;
  type Seeded = {
    id: string;
    title: string;
    status: string;
    priority: string;
    due_date: string | null;
    project_id: string;
    created_at: string;
  };
  let seeded: Seeded[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    const other = await t.as('user-task-pages-other');
    harbour = (await me.post('/api/v1/projects', { name: 'Harbour Tower' })).json().id;
    depot = (await me.post('/api/v1/projects', { name: 'Northgate Depot' })).json().id;
    const theirs = (await other.post('/api/v1/projects', { name: 'Harbour Tower' })).json().id;
    await other.post('/api/v1/tasks', { title: 'Review the lease (theirs)', project_id: theirs });
    const base = Date.parse('2026-05-01T09:00:00Z');
    const rows = Array.from({ length: 45 }, (_, i) => ({
      userId: USER,
      title: i % 5 === 0 ? `Review the lease ${i}` : `Send 100% of drawings_${i}`,
      description: i % 7 === 0 ? 'Ask the landlord about parking' : null,
      priority: `P${(i % 4) + 1}`,
      status: STATUSES[i % 4]!,
      dueDate: i % 3 === 0 ? null : `2026-06-${String((i % 28) + 1).padStart(2, '0')}`,
      projectId: i % 2 === 0 ? harbour : depot,
      projectName: i % 2 === 0 ? 'Harbour Tower' : 'Northgate Depot',
      // Pairs share a creation time: ties are broken by id.
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    }));
    await t.database.db.insert(tasks).values(rows);
    seeded = (await me.get('/api/v1/tasks')).json();
  });
  afterAll(() => t.close());

  const page = async (query: string) => {
    const res = await me.get(`/api/v1/tasks?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  async function all(query: string): Promise<Seeded[]> {
    const out: Seeded[] = [];
    let cursor: string | null = null;
    do {
      const body = await page(`${query}&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      out.push(...body.data);
      cursor = body.nextCursor;
    } while (cursor);
    return out;
  }

  it('answers as before without parameters: every task, newest first, as an array', () => {
    expect(seeded).toHaveLength(45);
    expect(seeded.map((s) => s.created_at)).toEqual([...seeded.map((s) => s.created_at)].sort().reverse());
  });

  it('filters by status, priority and project, with the total matching and the tiles over every task', async () => {
    const body = await page('status=in_progress&priority=P2&project_id=' + depot + '&limit=50');
    const expected = seeded.filter((s) => s.status === 'in_progress' && s.priority === 'P2' && s.project_id === depot);
    expect(body.data.map((d: Seeded) => d.id).sort()).toEqual(expected.map((s) => s.id).sort());
    expect(body.totalCount).toBe(expected.length);
    const count = (status: string) => seeded.filter((s) => s.status === status).length;
    expect(body.counts).toEqual({ total: 45, completed: count('completed'), inProgress: count('in_progress'), toDo: count('to_do') });
  });

  it('searches the text as typed in the title, description and project name; % and _ are plain text', async () => {
    expect((await page('q=lease%20REVIEW&limit=50')).totalCount).toBe(0);
    const lease = await page('q=REVIEW%20the%20lease&limit=50');
    expect(lease.data.map((d: Seeded) => d.title).sort()).toEqual(
      seeded
        .filter((s) => /Review the lease/.test(s.title))
        .map((s) => s.title)
        .sort(),
    );
    const parking = await page('q=parking&limit=50');
    expect(parking.totalCount).toBe(7);
    const percent = await page(`q=${encodeURIComponent('100%')}&limit=50`);
    expect(percent.totalCount).toBe(36);
    expect((await page(`q=${encodeURIComponent('0%_')}&limit=50`)).totalCount).toBe(0);
    expect((await page('q=northgate&limit=50')).totalCount).toBe(seeded.filter((s) => s.project_id === depot).length);
  });

  it.each([
    ['created', (a: Seeded, b: Seeded) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)],
    [
      'priority',
      (a: Seeded, b: Seeded) =>
        a.priority.localeCompare(b.priority) || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
    ],
    [
      'due',
      (a: Seeded, b: Seeded) =>
        (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
    ],
  ])('pages in the %s order by cursor, each task once', async (sort, compare) => {
    const paged = await all(`sort=${sort}`);
    expect(paged.map((p) => p.id)).toEqual([...seeded].sort(compare).map((s) => s.id));
  });

  it('pages a tile by cursor, and reads a cursor of another sort as past the end', async () => {
    const toDo = await all('status=to_do&sort=priority');
    expect(toDo.length).toBeGreaterThan(4);
    expect(toDo.every((task) => task.status === 'to_do')).toBe(true);
    expect(new Set(toDo.map((task) => task.id)).size).toBe(toDo.length);
    const created = await page('limit=4');
    const foreign = await page(`sort=due&limit=4&cursor=${encodeURIComponent(created.nextCursor)}`);
    expect(foreign.data).toEqual([]);
    expect(foreign.totalCount).toBe(seeded.length);
  });

  it('keeps page numbers (offset) working beside the cursor: every page of each sort and tile, from either end', async () => {
    for (const query of ['sort=due', 'sort=created', 'sort=priority&status=to_do', 'sort=due&status=completed']) {
      const everything = (await all(query)).map((d) => d.id);
      for (let offset = 0; offset <= everything.length + 7; offset += 7) {
        const body = await page(`${query}&limit=7&offset=${offset}`);
        expect(
          body.data.map((d: Seeded) => d.id),
          `${query}, offset ${offset}`,
        ).toEqual(everything.slice(offset, offset + 7));
        expect(body.totalCount).toBe(everything.length);
      }
      // After a cursor, the offset counts from the cursor's task.
      const first = await page(`${query}&limit=2`);
      const after = await page(`${query}&limit=3&offset=1&cursor=${encodeURIComponent(first.nextCursor)}`);
      expect(after.data.map((d: Seeded) => d.id)).toEqual(everything.slice(3, 6));
    }
  });

  it('pages a search or a priority filter by cursor and by page number, with the matching total on every page, past the end too', async () => {
    const soonestDue = (a: Seeded, b: Seeded) =>
      (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
    const drawings = seeded.filter((s) => s.title.includes('drawings')).sort(soonestDue);
    expect((await all('q=DRAWINGS&sort=due')).map((p) => p.id)).toEqual(drawings.map((s) => s.id));
    const urgentDepot = seeded.filter((s) => s.priority === 'P2' && s.project_id === depot);
    expect(urgentDepot.length).toBeGreaterThan(4);
    expect((await all(`priority=P2&project_id=${depot}`)).map((p) => p.id)).toEqual(
      urgentDepot.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)).map((s) => s.id),
    );
    const second = await page('q=drawings&sort=due&limit=10&offset=10');
    expect(second.totalCount).toBe(drawings.length);
    expect(second.data.map((d: Seeded) => d.id)).toEqual(drawings.slice(10, 20).map((s) => s.id));
    const pastTheEnd = await page('q=drawings&sort=due&limit=10&offset=40');
    expect(pastTheEnd).toMatchObject({ data: [], totalCount: drawings.length, nextCursor: null });
  });

  it('finds a task by what it says now, after an edit, a project rename and a move to another tile; the task shows and audits only its own fields', async () => {
    const bea = await t.as('user-task-search-edits');
    const quay = (await bea.post('/api/v1/projects', { name: 'Quayside' })).json().id;
    const task = (await bea.post('/api/v1/tasks', { title: 'Order the scaffolding', project_id: quay, assignee: 'Bea Lund' })).json();
    const found = async (q: string, status?: string) => {
      const tile = status ? `&status=${status}` : '';
      const body = (await bea.get(`/api/v1/tasks?limit=10&q=${encodeURIComponent(q)}${tile}`)).json();
      expect(body.data.length).toBe(body.totalCount);
      return body.data.map((d: Seeded) => d.id);
    };
    expect(await found('SCAFFOLD')).toEqual([task.id]);
    expect(await found('bea lund')).toEqual([task.id]);
    await bea.patch(`/api/v1/tasks/${task.id}`, { title: 'Order the hoarding' });
    expect(await found('scaffold')).toEqual([]);
    expect(await found('Hoarding')).toEqual([task.id]);
    await bea.patch(`/api/v1/projects/${quay}`, { name: 'Dockside' });
    expect(await found('quayside')).toEqual([]);
    expect(await found('dockside')).toEqual([task.id]);
    expect(await found('scaffolding')).toEqual([]);
    expect(await found('hoarding', 'to_do')).toEqual([task.id]);
    await bea.patch(`/api/v1/tasks/${task.id}`, { status: 'completed' });
    expect(await found('hoarding', 'to_do')).toEqual([]);
    expect(await found('hoarding', 'completed')).toEqual([task.id]);

    const shown = (await bea.get(`/api/v1/tasks/${task.id}`)).json();
    expect(Object.keys(shown)).not.toContain('search_text');
    const [update] = (await bea.get('/api/v1/audit?entityType=task&action=update')).json().data;
    expect(update.summary).toBe("Updated task 'Order the hoarding' (changed: status)");
    expect(Object.keys(update.after)).not.toContain('searchText');
  });

  it('answers 400 naming the parameter for bad input', async () => {
    for (const [query, name] of [
      ['status=done', 'status'],
      ['priority=P9', 'priority'],
      ['project_id=nope', 'project_id'],
      ['sort=random', 'sort'],
      ['limit=0', 'limit'],
      ['cursor=abc', 'cursor'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await me.get(`/api/v1/tasks?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(name);
    }
  });
});

describe('task tiles after every kind of write', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'user-task-tiles';

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
  });
  afterAll(() => t.close());

  it('equal a recount after random creates, status changes, archives and deletes', async () => {
    const { default: fc } = await import('fast-check');
    const project = (await me.post('/api/v1/projects', { name: 'Tiles' })).json().id;
    const status = fc.constantFrom('to_do', 'in_progress', 'completed', 'archived');
    const op = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), status }),
      fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), status }),
      fc.record({ kind: fc.constant('archive' as const), pick: fc.nat(), on: fc.boolean() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          const ids: string[] = (await me.get('/api/v1/tasks')).json().map((x: { id: string }) => x.id);
          const id = 'pick' in o ? ids[o.pick % Math.max(ids.length, 1)] : undefined;
          if (o.kind === 'create') await me.post('/api/v1/tasks', { title: 'Tile task', project_id: project, status: o.status });
          else if (id && o.kind === 'update') await me.patch(`/api/v1/tasks/${id}`, { status: o.status });
          else if (id && o.kind === 'archive') await me.post(`/api/v1/archives/tasks/${id}/${o.on ? 'archive' : 'unarchive'}`);
          else if (id && o.kind === 'delete') await me.delete(`/api/v1/tasks/${id}`);
        }
        const everything: { status: string }[] = (await me.get('/api/v1/tasks')).json();
        const count = (s: string) => everything.filter((x) => x.status === s).length;
        expect((await me.get('/api/v1/tasks?limit=1')).json().counts).toEqual({
          total: everything.length,
          completed: count('completed'),
          inProgress: count('in_progress'),
          toDo: count('to_do'),
        });
        // A page filtered by status alone (or not at all) reports its total from the same counters.
        expect((await me.get('/api/v1/tasks?limit=1')).json().totalCount).toBe(everything.length);
        for (const s of ['to_do', 'in_progress', 'completed', 'archived']) {
          expect((await me.get(`/api/v1/tasks?limit=1&status=${s}`)).json().totalCount, s).toBe(count(s));
        }
      }),
      { numRuns: 10 },
    );
  });
});
