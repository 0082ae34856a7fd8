import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '@triage/contracts';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/**
 * A cursor is opaque, but anyone can write one: base64 of the id and the keys. Keys PostgreSQL could
 * not read back (not a number, a day that does not exist) are bad input, answered 400 with the
 * parameter named, on every list that pages by cursor; a cursor the server gave out always reads back.
 */
describe('forged page cursors', () => {
  let t: TestApp;
  let me: Client;
  const LISTS = [
    '/api/v1/emails?limit=5',
    '/api/v1/emails/recommendations?limit=5',
    '/api/v1/emails/recommendations?limit=5&sort=priority',
    '/api/v1/replies?limit=5',
    '/api/v1/emails/archived?limit=5',
    '/api/v1/archives?type=emails&limit=5',
    '/api/v1/archives?type=tasks&limit=5',
    '/api/v1/tasks?limit=5',
    '/api/v1/tasks?limit=5&status=to_do&sort=due',
    '/api/v1/tasks?limit=5&q=lease&sort=priority',
    '/api/v1/tasks?limit=5&priority=P1',
    '/api/v1/audit?limit=5',
  ];
  const ID = '00000000-0000-4000-8000-000000000001';
  const FORGED = [
    ['lease'],
    ['1', 'tomorrow'],
    ['2026-02-30 10:00:00+00'],
    ['4', '2026-13-01 00:00:00+00'],
    ['99999999999', '2026-01-01 00:00:00+00', 'x'],
  ];

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-forged-cursors');
    const project = (await me.post('/api/v1/projects', { name: 'Lease' })).json().id;
    for (let i = 0; i < 3; i++) await me.post('/api/v1/tasks', { title: `Lease ${i}`, project_id: project, priority: 'P1' });
  });
  afterAll(() => t.close());

  it('answers 400 naming the cursor when its keys are not what PostgreSQL printed, on every paged list', async () => {
    for (const list of LISTS) {
      const statuses = new Set<number>();
      for (const keys of FORGED) {
        const res = await me.get(`${list}&cursor=${encodeCursor({ keys, id: ID })}`);
        statuses.add(res.statusCode);
        if (res.statusCode === 400) expect(res.json().error.message, list).toContain('cursor');
        // A cursor with as many keys as another order's names no row of this one: an empty page.
        else expect([res.statusCode, res.json().data], `${list} ${keys}`).toEqual([200, []]);
      }
      expect(statuses.has(400), list).toBe(true);
    }
  });

  it('reads back every cursor it gives out, to the last page', async () => {
    for (const list of LISTS) {
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await me.get(`${list.replace('limit=5', 'limit=1')}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, `${list} ${res.body}`).toBe(200);
        cursor = res.json().nextCursor ?? null;
        pages++;
      } while (cursor && pages < 20);
    }
  });
});
