import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { emailClassifications, emails, users } from '../../src/db/schema/index.js';
import { compactInboxCounts, readInboxCounts, type InboxCounts } from '../../src/services/mail/inbox-counts.js';
import { writeConcurrently } from '../helpers/concurrent-writes.js';
import { insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/**
 * The counters behind every list total and the Training Center's cards are kept by
 * triggers (migration 0011). Whatever mix of writes happens, alone or at once, they must
 * equal a recount of the mailbox.
 */
const USER = 'user-counts';

async function recount(db: Db, userId: string): Promise<InboxCounts> {
  const { rows } = await db.execute<Record<keyof InboxCounts, string>>(sql`
    with q as (
      select e.is_archived, e.status, c.project_id, c.approved, c.top_priority, c.reply_email, c.details, c.is_processed,
             (not e.is_archived and e.status <> 'deleted' and e.snoozed_until is null) as queued
        from emails e left join email_classifications c on c.email_id = e.id
       where e.user_id = ${userId})
    select count(*) filter (where queued) as "inbox",
           count(*) filter (where is_archived and status <> 'deleted') as "archived",
           count(*) filter (where queued and project_id is not null) as "matched",
           count(*) filter (where queued and approved is not null) as "reviewed",
           count(*) filter (where queued and top_priority = 'P1') as "P1",
           count(*) filter (where queued and top_priority = 'P2') as "P2",
           count(*) filter (where queued and top_priority = 'P3') as "P3",
           count(*) filter (where queued and top_priority = 'P4') as "P4",
           count(*) filter (where queued and reply_email is not null
                              and (details->>'replyNeeded' is distinct from 'false' or details->>'replyEdited' = 'true')) as "replies",
           count(*) filter (where is_processed) as "processed"
      from q`);
  const r = rows[0]!;
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as InboxCounts;
}

const priority = fc.constantFrom('P1', 'P2', 'P3', 'P4');
const tasks = fc.array(
  fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.record({ title: fc.constant('Do it'), priority, status: fc.constantFrom('pending', 'approved', 'rejected') }),
  ),
  { maxLength: 3 },
);

/** The reply states the Replies screen tells apart (docs/behaviour.md, Replies). */
const reply = fc.constantFrom('none', 'wanted', 'unneeded', 'edited', 'judgedBefore').map((kind) => {
  const details = { signal: 'none', reasons: [], tags: [], matchedRules: [] };
  switch (kind) {
    case 'none':
      return { replyEmail: null, details: { ...details, replyNeeded: false } };
    case 'wanted':
      return { replyEmail: 'Hi', details: { ...details, replyNeeded: true } };
    case 'unneeded':
      return { replyEmail: 'Hi', details: { ...details, replyNeeded: false } };
    case 'edited':
      return { replyEmail: 'Hi, edited', details: { ...details, replyNeeded: false, replyEdited: true } };
    default:
      return { replyEmail: 'Hi', details: null };
  }
});

/** One write of any kind the app makes, by SQL or through the API, on the user's existing emails. */
const operation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), n: fc.integer({ min: 1, max: 4 }), archived: fc.boolean() }),
  fc.record({
    kind: fc.constant('classify' as const),
    pick: fc.nat(),
    matched: fc.boolean(),
    approved: fc.constantFrom(null, true, false),
    tasks,
    reply,
    processed: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('reclassifyAll' as const), matched: fc.boolean(), tasks, reply, processed: fc.boolean() }),
  fc.record({ kind: fc.constant('editReplyApi' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat(), approved: fc.constantFrom(null, true, false) }),
  fc.record({ kind: fc.constant('archive' as const), pick: fc.nat(), archived: fc.boolean() }),
  fc.record({ kind: fc.constant('archiveApi' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom('synced', 'deleted') }),
  fc.record({ kind: fc.constant('snooze' as const), pick: fc.nat(), on: fc.boolean() }),
  fc.record({ kind: fc.constant('unclassify' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteEmail' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('archiveMany' as const), every: fc.integer({ min: 2, max: 4 }), archived: fc.boolean() }),
  fc.record({ kind: fc.constant('compact' as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe('inbox counters', () => {
  let t: TestApp;
  let me: Client;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    await t.as('user-bystander');
    projectId = (await me.post('/api/v1/projects', { name: 'Counted' })).json().id;
    // Another user's mail: never counted for USER, and their counters stay right too.
    const theirs = await insertEmail(t.database.db, 'user-bystander', {});
    await t.database.db
      .insert(emailClassifications)
      .values({ userId: 'user-bystander', emailId: theirs.id, proposedTasks: [{ title: 'X', priority: 'P1' }] });
  });
  afterAll(() => t.close());

  async function ids(db: Db): Promise<string[]> {
    const rows = await db.select({ id: emails.id }).from(emails).where(eq(emails.userId, USER)).orderBy(emails.id);
    return rows.map((r) => r.id);
  }

  async function apply(db: Db, op: Operation): Promise<void> {
    const all = await ids(db);
    const pick = 'pick' in op ? all[op.pick % Math.max(all.length, 1)] : undefined;
    const now = new Date();
    switch (op.kind) {
      case 'insert':
        for (let i = 0; i < op.n; i++) await insertEmail(db, USER, op.archived ? { isArchived: true, archivedAt: now } : {});
        return;
      case 'classify':
        if (!pick) return;
        // The classifier's upsert: an insert the first time, an update after.
        await db
          .insert(emailClassifications)
          .values({
            userId: USER,
            emailId: pick,
            projectId: op.matched ? projectId : null,
            approved: op.approved,
            proposedTasks: op.tasks,
            isProcessed: op.processed,
            ...op.reply,
          })
          .onConflictDoUpdate({
            target: emailClassifications.emailId,
            set: {
              projectId: op.matched ? projectId : null,
              approved: op.approved,
              proposedTasks: op.tasks,
              isProcessed: op.processed,
              ...op.reply,
            },
          });
        return;
      case 'reclassifyAll':
        await db
          .update(emailClassifications)
          .set({ projectId: op.matched ? projectId : null, proposedTasks: op.tasks, isProcessed: op.processed, ...op.reply })
          .where(eq(emailClassifications.userId, USER));
        return;
      case 'editReplyApi':
        if (pick) {
          // The user's edit lists a reply the engine judged unneeded; an email not classified answers 404.
          const res = await me.patch(`/api/v1/emails/${pick}/reply`, { body: 'Edited by hand' });
          expect([200, 404]).toContain(res.statusCode);
        }
        return;
      case 'approve':
        if (pick) await db.update(emailClassifications).set({ approved: op.approved }).where(eq(emailClassifications.emailId, pick));
        return;
      case 'archive':
        if (pick)
          await db
            .update(emails)
            .set({ isArchived: op.archived, archivedAt: op.archived ? now : null, snoozedUntil: null })
            .where(eq(emails.id, pick));
        return;
      case 'archiveApi':
        if (pick) {
          const res = await me.post(`/api/v1/archives/emails/${pick}/archive`);
          if (res.statusCode === 404) throw new Error('archived an email deleted meanwhile (404)');
          expect(res.statusCode).toBeLessThan(300);
        }
        return;
      case 'status':
        if (pick) await db.update(emails).set({ status: op.status }).where(eq(emails.id, pick));
        return;
      case 'snooze':
        if (pick)
          await db
            .update(emails)
            .set({ snoozedUntil: op.on ? new Date(now.getTime() + 3_600_000) : null })
            .where(eq(emails.id, pick));
        return;
      case 'unclassify':
        if (pick) await db.delete(emailClassifications).where(eq(emailClassifications.emailId, pick));
        return;
      case 'deleteEmail':
        if (pick) await db.delete(emails).where(eq(emails.id, pick));
        return;
      case 'archiveMany': {
        const some = all.filter((_, i) => i % op.every === 0);
        if (some.length)
          await db
            .update(emails)
            .set({ isArchived: op.archived, archivedAt: op.archived ? now : null })
            .where(inArray(emails.id, some));
        return;
      }
      case 'compact':
        await compactInboxCounts(db, USER);
        return;
    }
  }

  it('equal a recount after any sequence of writes', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const op of ops) await apply(db, op);
        expect(await readInboxCounts(db, USER)).toEqual(await recount(db, USER));
        expect(await readInboxCounts(db, 'user-bystander')).toEqual(await recount(db, 'user-bystander'));
      }),
      { numRuns: 25 },
    );
  });

  it('equal a recount after writes from concurrent transactions on the same emails', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 2, maxLength: 8 }), async (ops) => {
        // Archiving through the API an email another writer just deleted answers 404 and changes nothing.
        await writeConcurrently(
          ops.map((op) => apply(db, op)),
          /deleted meanwhile \(404\)/,
        );
        expect(await readInboxCounts(db, USER)).toEqual(await recount(db, USER));
      }),
      { numRuns: 20 },
    );
  });

  it('start from the existing mail, shown as the page totals and summary, and vanish with the user', async () => {
    const db = t.database.db;
    const counts = await recount(db, USER);
    const page = (await me.get('/api/v1/emails/recommendations?limit=1')).json();
    expect(page.totalCount).toBe(counts.inbox);
    expect(page.summary).toEqual({
      total: counts.inbox,
      projectsMatched: counts.matched,
      pendingReview: counts.inbox - counts.reviewed,
      byPriority: {
        P1: counts.P1,
        P2: counts.P2,
        P3: counts.P3,
        P4: counts.P4,
        none: counts.inbox - counts.P1 - counts.P2 - counts.P3 - counts.P4,
      },
    });
    expect((await me.get('/api/v1/emails?limit=1')).json().totalCount).toBe(counts.inbox);
    expect((await me.get('/api/v1/emails/archived?limit=1')).json().totalCount).toBe(counts.archived);
    expect((await me.get('/api/v1/replies?limit=1')).json().totalCount).toBe(counts.replies);
    expect((await me.get('/api/v1/classifications?limit=1')).json().totalCount).toBe(counts.processed);

    await db.delete(users).where(eq(users.id, 'user-bystander'));
    const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from inbox_counts where user_id = 'user-bystander'`);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
