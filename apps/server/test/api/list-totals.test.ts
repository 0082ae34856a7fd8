import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { storeMessages } from '../../src/services/mail/store-messages.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/**
 * The Replies screen's and the Audit Log's totals come from counters the triggers keep
 * (migration 0020), not from counting the list on every page: whatever moves an email in or out
 * of the replies, or adds an audit entry, the total stays the number of rows the list pages through.
 */
describe('list totals from counters', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'user-totals';

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    await t.as('user-totals-other');
  });
  afterAll(() => t.close());

  /** Every row of a list, followed by cursor, and the total the first page reported. */
  async function whole(url: string): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    do {
      const sep = url.includes('?') ? '&' : '?';
      const res = await me.get(`${url}${sep}limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      if (total < 0) total = body.totalCount;
      ids.push(...body.data.map((e: { id: string }) => e.id));
      cursor = body.nextCursor;
    } while (cursor);
    return { ids, total };
  }

  async function replies() {
    const list = await whole('/api/v1/replies');
    expect(list.total).toBe(list.ids.length);
    return list.ids;
  }

  it('keeps the replies total exact through approve, reject, archive, restore, snooze, edit, read and delete', async () => {
    const db = t.database.db;
    const details = { signal: 'none', reasons: [], tags: [], matchedRules: [] };
    const project = (await me.post('/api/v1/projects', { name: 'Harbour Tower' })).json();
    const wanted = [];
    for (let i = 0; i < 5; i++) {
      const email = await insertEmail(db, USER, { subject: `Wanted ${i}`, messageId: `wanted-${i}` });
      await insertClassification(db, USER, email.id, {
        projectId: project.id,
        projectName: project.name,
        details: { ...details, replyNeeded: true },
        proposedTasks: [
          { id: `t${i}`, title: 'Answer', priority: 'P2', status: 'pending', projectId: project.id, projectName: project.name },
        ],
      });
      wanted.push(email.id);
    }
    const fyi = await insertEmail(db, USER, { subject: 'Newsletter' });
    await insertClassification(db, USER, fyi.id, { details: { ...details, replyNeeded: false } });
    const noReply = await insertEmail(db, USER, { subject: 'No draft' });
    await insertClassification(db, USER, noReply.id, { replyEmail: null });
    const theirs = await insertEmail(db, 'user-totals-other', { subject: 'Not mine' });
    await insertClassification(db, 'user-totals-other', theirs.id);
    await insertEmail(db, USER, { subject: 'Not classified yet' });

    expect(new Set(await replies())).toEqual(new Set(wanted));

    // Approving or rejecting keeps the email in the queue, so its reply stays listed.
    expect((await me.post('/api/v1/emails/recommendations/process', { emailId: wanted[0], action: 'approve_project' })).statusCode).toBe(
      200,
    );
    expect(
      (await me.post('/api/v1/emails/recommendations/process', { emailId: wanted[1], action: 'reject_task', data: { taskId: 't1' } }))
        .statusCode,
    ).toBe(200);
    expect(await replies()).toHaveLength(5);

    expect((await me.post(`/api/v1/archives/emails/${wanted[0]}/archive`)).statusCode).toBe(200);
    expect(await replies()).toHaveLength(4);
    expect((await me.post(`/api/v1/archives/emails/${wanted[0]}/unarchive`)).statusCode).toBe(200);
    expect(await replies()).toHaveLength(5);

    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await me.post('/api/v1/emails/bulk', { action: 'snooze', emailIds: [wanted[2], wanted[3]], until })).statusCode).toBe(200);
    expect(await replies()).toHaveLength(3);
    expect((await me.post('/api/v1/emails/bulk', { action: 'unsnooze', emailIds: [wanted[2]] })).statusCode).toBe(200);
    expect(await replies()).toHaveLength(4);

    // Editing the draft the engine held back lists it.
    expect((await me.patch(`/api/v1/emails/${fyi.id}/reply`, { body: 'Thanks, noted.' })).statusCode).toBe(200);
    expect(await replies()).toContain(fyi.id);
    expect(await replies()).toHaveLength(5);

    // Sending a reply changes nothing stored but the email's read state (send-service.ts): reading leaves it listed.
    expect((await me.post(`/api/v1/emails/${wanted[4]}/read`)).statusCode).toBe(200);
    expect(await replies()).toHaveLength(5);

    // Deleted in the mailbox: the sync marks it deleted and it leaves the list.
    await db.transaction((tx) => storeMessages(tx, USER, [], ['wanted-4']));
    const left = await replies();
    expect(left).toHaveLength(4);
    expect(left).not.toContain(wanted[4]);

    const other = await t.as('user-totals-other');
    expect((await other.get('/api/v1/replies')).json().totalCount).toBe(1);
  });

  it('keeps the audit log total exact, filtered by entity type and action, and counts matches when searched', async () => {
    for (let i = 0; i < 4; i++) expect((await me.post('/api/v1/projects', { name: `Audited ${i}` })).statusCode).toBe(201);
    const [project] = (await me.get('/api/v1/projects')).json();
    expect((await me.patch(`/api/v1/projects/${project.id}`, { name: 'Audited renamed' })).statusCode).toBe(200);

    const { rows } = await t.database.db.execute<{ entity_type: string; action: string; n: string }>(
      sql`select entity_type, action, count(*) as n from audit_events where user_id = ${USER} group by entity_type, action`,
    );
    const recount = (f: { entityType?: string; action?: string }) =>
      rows
        .filter((r) => (!f.entityType || r.entity_type === f.entityType) && (!f.action || r.action === f.action))
        .reduce((n, r) => n + Number(r.n), 0);

    const all = await whole('/api/v1/audit');
    expect(all.total).toBe(all.ids.length);
    expect(all.total).toBe(recount({}));
    for (const f of [{ entityType: 'project' }, { action: 'create' }, { entityType: 'project', action: 'update' }]) {
      const list = await whole(`/api/v1/audit?${new URLSearchParams(f)}`);
      expect(list.total).toBe(recount(f));
      expect(list.ids).toHaveLength(list.total);
    }
    const searched = await whole('/api/v1/audit?q=renamed');
    expect(searched.total).toBe(searched.ids.length);
    expect(searched.total).toBeGreaterThan(0);
  });

  it('folds the audit counters when they pile up and drops them with the user', async () => {
    const db = t.database.db;
    const before = (await me.get('/api/v1/audit?limit=1')).json().totalCount;
    for (let i = 0; i < 70; i++) expect((await me.post('/api/v1/projects', { name: `Many ${i}` })).statusCode).toBe(201);
    expect((await me.get('/api/v1/audit?limit=1')).json().totalCount).toBe(before + 70);
    const count = async (user: string) =>
      Number((await db.execute<{ n: string }>(sql`select count(*) as n from audit_counts where user_id = ${user}`)).rows[0]!.n);
    expect(await count(USER)).toBeLessThan(10);
    expect((await me.get('/api/v1/audit?limit=1')).json().totalCount).toBe(before + 70);

    await db.delete(users).where(eq(users.id, USER));
    expect(await count(USER)).toBe(0);
  });
});
