import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../src/db/schema/index.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/**
 * Keyset pages (nextCursor): following them shows every email that stays in the list
 * exactly once, in the list's order, while mail arrives and is archived between pages.
 */
describe('cursor paging of the email lists', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'user-pages';
  const base = Date.parse('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    await t.as('user-pages-other');
  });
  afterAll(() => t.close());

  /** 40 emails: ties on the received time, a few without one, half classified. */
  async function seed(tag: string) {
    const db = t.database.db;
    const rows = [];
    for (let i = 0; i < 40; i++) {
      const receivedTime = i % 7 === 6 ? null : new Date(base - Math.floor(i / 3) * 60_000);
      const row = await insertEmail(db, USER, { subject: `${tag} ${i}`, receivedTime });
      // One task's priority none of P1-P4 (an older client's 'High'): it sorts with the emails without a task.
      const priority = i === 8 ? 'High' : `P${(i % 4) + 1}`;
      if (i % 2 === 0) await insertClassification(db, USER, row.id, { proposedTasks: [{ title: 'T', priority }] });
      rows.push(row);
    }
    await insertEmail(db, 'user-pages-other', { subject: `${tag} not mine` });
    return rows;
  }

  /** Out of the queue, so the next test's emails are the queue's. */
  async function archiveAll(rows: { id: string }[]) {
    await t.database.db
      .update(emails)
      .set({ isArchived: true, archivedAt: new Date() })
      .where(
        inArray(
          emails.id,
          rows.map((r) => r.id),
        ),
      );
  }

  async function follow(url: string, between: (page: number, seen: string[]) => Promise<void>) {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const res = await me.get(`${url}${url.includes('?') ? '&' : '?'}limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.data.map((e: { id: string }) => e.id));
      cursor = body.nextCursor;
      if (!cursor) return seen;
      await between(page, seen);
    }
    throw new Error('paging did not end');
  }

  it.each([
    ['/api/v1/emails', 'emails'],
    ['/api/v1/emails/recommendations', 'recommendations'],
    ['/api/v1/emails/recommendations?sort=priority', 'by priority'],
  ])('%s: no email skipped or repeated while mail arrives and is archived', async (url, tag) => {
    const db = t.database.db;
    const rows = await seed(tag);
    const archivedLater = new Set<string>();
    const seen = await follow(url, async (page, shown) => {
      // New mail (newest of all, and older than everything), and archiving one email
      // already shown and one not yet shown.
      await insertEmail(db, USER, { subject: `${tag} new ${page}`, receivedTime: new Date(base + 3_600_000) });
      const unseen = rows.find((r) => !shown.includes(r.id) && !archivedLater.has(r.id));
      const shownOne = shown.find((id) => !archivedLater.has(id));
      for (const id of [unseen?.id, shownOne].filter((x): x is string => !!x)) {
        archivedLater.add(id);
        await db.update(emails).set({ isArchived: true, archivedAt: new Date() }).where(eq(emails.id, id));
      }
    });
    expect(new Set(seen).size).toBe(seen.length);
    const stayed = rows.filter((r) => !archivedLater.has(r.id)).map((r) => r.id);
    for (const id of stayed) expect(seen).toContain(id);
    // The seeded emails no one archived come in the list's order.
    const first = (await me.get(`${url}${url.includes('?') ? '&' : '?'}limit=100`)).json().data.map((e: { id: string }) => e.id);
    expect(seen.filter((id) => stayed.includes(id))).toEqual(first.filter((id: string) => stayed.includes(id)));
    await archiveAll(rows);
  });

  it('by priority: page numbers (offset) give the cursor order across the emails with and without a task, and a moved received time moves the email', async () => {
    const rows = await seed('offsets');
    const url = '/api/v1/emails/recommendations?sort=priority';
    const all = await follow(url, async () => undefined);
    expect(all).toHaveLength((await me.get(`${url}&limit=1`)).json().totalCount);
    for (const size of [7, 25]) {
      const byOffset: string[] = [];
      for (let offset = 0; offset < all.length; offset += size) {
        byOffset.push(...(await me.get(`${url}&limit=${size}&offset=${offset}`)).json().data.map((e: { id: string }) => e.id));
      }
      expect(byOffset, `pages of ${size}`).toEqual(all);
    }
    // The oldest P1 email (i = 36: P1, received earliest of its rank) becomes the newest mail of all.
    const oldest = rows[36]!;
    await t.database.db
      .update(emails)
      .set({ receivedTime: new Date(base + 7_200_000) })
      .where(eq(emails.id, oldest.id));
    expect((await me.get(`${url}&limit=1`)).json().data[0].id).toBe(oldest.id);
    await archiveAll(rows);
  });

  // The archive holds every email the tests above archived.
  it('pages the archive latest archived first, and page numbers (offset) still work', async () => {
    const all = await follow('/api/v1/emails/archived', async () => undefined);
    const byOffset: string[] = [];
    for (let offset = 0; offset < all.length; offset += 7) {
      byOffset.push(...(await me.get(`/api/v1/emails/archived?limit=7&offset=${offset}`)).json().data.map((e: { id: string }) => e.id));
    }
    expect(byOffset).toEqual(all);
    const total = (await me.get('/api/v1/emails/archived?limit=1')).json().totalCount;
    expect(all).toHaveLength(total);
  });

  it('pages the replies and the audit log by cursor in the same order as one long page', async () => {
    await seed('replies');
    for (let i = 0; i < 12; i++) expect((await me.post('/api/v1/projects', { name: `Paged project ${i}` })).statusCode).toBe(201);
    for (const url of ['/api/v1/replies', '/api/v1/audit']) {
      const paged = await follow(url, async () => undefined);
      const whole = (await me.get(`${url}?limit=100`)).json();
      expect(paged.length).toBeGreaterThan(7);
      expect(paged).toEqual(whole.data.map((e: { id: string }) => e.id));
      expect(paged).toHaveLength(whole.totalCount);
    }
  });

  it.each([
    ['/api/v1/emails?', 'numbered emails'],
    ['/api/v1/emails/recommendations?', 'numbered queue'],
    ['/api/v1/emails/recommendations?sort=priority&', 'numbered by priority'],
    ['/api/v1/replies?', 'numbered replies'],
  ])('%s: every page number (offset) shows the page the cursors reach, from either end and after a cursor', async (url, tag) => {
    const rows = await seed(tag);
    const all = await follow(url.slice(0, -1), async () => undefined);
    const ids = (body: { data: { id: string }[] }) => body.data.map((e) => e.id);
    expect(all.length).toBeGreaterThan(20);
    for (const size of [3, 7]) {
      for (let offset = 0; offset <= all.length + size; offset += size) {
        const page = (await me.get(`${url}limit=${size}&offset=${offset}`)).json();
        expect(ids(page), `offset ${offset}, pages of ${size}`).toEqual(all.slice(offset, offset + size));
        expect(page.totalCount).toBe(all.length);
      }
    }
    // An offset counts from the cursor's row when both are given.
    const first = (await me.get(`${url}limit=5`)).json();
    const after = (await me.get(`${url}limit=4&offset=6&cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(ids(after)).toEqual(all.slice(11, 15));
    await archiveAll(rows);
  });

  it('answers 400 naming the cursor when it is not one the server gave', async () => {
    for (const bad of ['nope', 'eyJ4IjoxfQ', encodeURIComponent(Buffer.from('["not-a-uuid"]').toString('base64url'))]) {
      const res = await me.get(`/api/v1/emails/recommendations?limit=5&cursor=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/cursor.*is not a valid page cursor/);
    }
  });
});
