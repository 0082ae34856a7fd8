import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../src/db/client.js';
import { emailClassifications, emails, sentMessages, users } from '../../src/db/schema/index.js';
import { writeConcurrently } from '../helpers/concurrent-writes.js';
import { recount, stored } from '../helpers/conversations.js';
import { insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/**
 * The Follow-ups lists read each conversation's latest messages from the conversations table, kept
 * by triggers (migration 0025). Whatever mix of writes happens, alone or at once, it must equal
 * what the messages themselves say.
 */
const USER = 'user-conversations';
const OTHER = 'user-conversations-bystander';
const MY_ADDRESS = 'me@triage.test';

const conv = fc.constantFrom('conv-a', 'conv-b', 'conv-c', null);
const at = fc.constantFrom(null, '2026-11-01T09:00:00Z', '2026-11-02T09:00:00Z', '2026-11-03T09:00:00Z');
const from = fc.constantFrom('ann@acme.com', 'bob@acme.com', MY_ADDRESS, 'ME@Triage.test', null);
const status = fc.constantFrom('synced', 'synced', 'deleted');
const replyNeeded = fc.constantFrom(true, false, undefined);

/** One write of any kind the sync, the classifier or the user makes on messages and the account. */
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('insertEmails' as const),
    rows: fc.array(fc.record({ conv, at, from, status }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('moveEmail' as const), pick: fc.nat(), conv }),
  fc.record({ kind: fc.constant('retimeEmail' as const), pick: fc.nat(), at }),
  fc.record({ kind: fc.constant('emailStatus' as const), pick: fc.nat(), status }),
  fc.record({ kind: fc.constant('emailFrom' as const), pick: fc.nat(), from }),
  fc.record({ kind: fc.constant('readEmail' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteEmail' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('classify' as const), pick: fc.nat(), replyNeeded }),
  fc.record({ kind: fc.constant('unclassify' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('insertSent' as const), conv, at, asks: fc.boolean(), status }),
  fc.record({ kind: fc.constant('updateSent' as const), pick: fc.nat(), conv, at, asks: fc.boolean(), status }),
  fc.record({ kind: fc.constant('deleteSent' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('myAddress' as const), address: fc.constantFrom(MY_ADDRESS, 'ann@acme.com', null) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe('conversations', () => {
  let t: TestApp;
  let me: Client;

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    await t.as(OTHER);
    await t.database.db.update(users).set({ email: MY_ADDRESS }).where(eq(users.id, USER));
    // Another user's mail in the same conversations: never part of USER's, and theirs stays right too.
    await insertEmail(t.database.db, OTHER, { conversationId: 'conv-a', receivedTime: new Date('2026-11-05T09:00:00Z') });
  });
  afterAll(() => t.close());

  function pickOf(rows: { id: string }[], pick: number): string | undefined {
    return rows[pick % Math.max(rows.length, 1)]?.id;
  }

  async function apply(db: Db, op: Operation): Promise<void> {
    const mine = await db.select({ id: emails.id }).from(emails).where(eq(emails.userId, USER)).orderBy(emails.id);
    const sent = await db.select({ id: sentMessages.id }).from(sentMessages).where(eq(sentMessages.userId, USER)).orderBy(sentMessages.id);
    const email = 'pick' in op ? pickOf(mine, op.pick) : undefined;
    const message = 'pick' in op ? pickOf(sent, op.pick) : undefined;
    const time = (v: string | null) => (v ? new Date(v) : null);
    switch (op.kind) {
      case 'insertEmails':
        // One statement, as the sync stores a page.
        await db.insert(emails).values(
          op.rows.map((r, i) => ({
            userId: USER,
            messageId: `msg-${Date.now()}-${Math.random()}-${i}`,
            conversationId: r.conv,
            fromAddress: r.from,
            receivedTime: time(r.at),
            status: r.status,
          })),
        );
        return;
      case 'moveEmail':
        if (email) await db.update(emails).set({ conversationId: op.conv }).where(eq(emails.id, email));
        return;
      case 'retimeEmail':
        if (email)
          await db
            .update(emails)
            .set({ receivedTime: time(op.at) })
            .where(eq(emails.id, email));
        return;
      case 'emailStatus':
        if (email) await db.update(emails).set({ status: op.status }).where(eq(emails.id, email));
        return;
      case 'emailFrom':
        if (email) await db.update(emails).set({ fromAddress: op.from }).where(eq(emails.id, email));
        return;
      case 'readEmail':
        if (email) await db.update(emails).set({ isRead: true }).where(eq(emails.id, email));
        return;
      case 'deleteEmail':
        if (email) await db.delete(emails).where(eq(emails.id, email));
        return;
      case 'classify': {
        if (!email) return;
        const details = {
          signal: 'none',
          reasons: [],
          tags: [],
          matchedRules: [],
          ...(op.replyNeeded === undefined ? {} : { replyNeeded: op.replyNeeded }),
        };
        await db
          .insert(emailClassifications)
          .values({ userId: USER, emailId: email, details })
          .onConflictDoUpdate({ target: emailClassifications.emailId, set: { details } });
        return;
      }
      case 'unclassify':
        if (email) await db.delete(emailClassifications).where(eq(emailClassifications.emailId, email));
        return;
      case 'insertSent':
        await db.insert(sentMessages).values({
          userId: USER,
          messageId: `sent-${Date.now()}-${Math.random()}`,
          conversationId: op.conv,
          sentTime: time(op.at),
          asks: op.asks,
          status: op.status,
        });
        return;
      case 'updateSent':
        if (message)
          await db
            .update(sentMessages)
            .set({ conversationId: op.conv, sentTime: time(op.at), asks: op.asks, status: op.status })
            .where(eq(sentMessages.id, message));
        return;
      case 'deleteSent':
        if (message) await db.delete(sentMessages).where(eq(sentMessages.id, message));
        return;
      case 'myAddress':
        await db.update(users).set({ email: op.address }).where(eq(users.id, USER));
        return;
    }
  }

  it('hold each conversation’s latest messages after any sequence of writes', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const op of ops) await apply(db, op);
        expect(await stored(db, USER)).toEqual(await recount(db, USER));
        expect(await stored(db, OTHER)).toEqual(await recount(db, OTHER));
      }),
      { numRuns: 30 },
    );
  });

  it('hold them after writes from concurrent transactions on the same conversations', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 2, maxLength: 8 }), async (ops) => {
        // A classification of an email deleted at the same moment is refused by the foreign key.
        await writeConcurrently(ops.map((op) => apply(db, op)));
        expect(await stored(db, USER)).toEqual(await recount(db, USER));
      }),
      { numRuns: 40 },
    );
  });

  const judged = (replyNeeded: boolean) => ({ signal: 'none', reasons: [], tags: [], matchedRules: [], replyNeeded });
  const at = (day: string) => new Date(`${day}T09:00:00Z`);
  const deleteMessage = (tx: Tx, messageId: string) => tx.delete(emails).where(eq(emails.messageId, messageId));
  const insertMessage = (tx: Db | Tx, conversationId: string, name: string, day: string, fromAddress = 'ann@acme.com') =>
    tx.insert(emails).values({ userId: USER, messageId: `${conversationId}-${name}`, conversationId, fromAddress, receivedTime: at(day) });
  const changeMyAddress = (tx: Tx, address: string) => tx.update(users).set({ email: address }).where(eq(users.id, USER));
  /** The email of the conversation named `name`, by its message id. */
  const emailId = async (conversationId: string, name: string) =>
    (
      await t.database.db
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.messageId, `${conversationId}-${name}`))
    )[0]!.id;

  it.for([
    {
      // The second's merge must compare with the first's row as committed, not write its older email over it.
      name: 'two syncs store one conversation at once, the older email committing last',
      setup: (c: string) => insertMessage(t.database.db, c, 'oldest', '2026-11-08'),
      first: (tx: Tx, c: string) => insertMessage(tx, c, 'newer', '2026-11-10'),
      second: (tx: Tx, c: string) => insertMessage(tx, c, 'older', '2026-11-09'),
      latest: 'newer',
      replyNeeded: false,
    },
    {
      // The first changes nothing the row shows, yet the second's recount needs its email.
      name: 'the newest email is deleted while a sync stores an older one',
      setup: async (c: string) => {
        await insertMessage(t.database.db, c, 'oldest', '2026-11-08');
        await insertMessage(t.database.db, c, 'newest', '2026-11-11');
      },
      first: (tx: Tx, c: string) => insertMessage(tx, c, 'middle', '2026-11-09'),
      second: (tx: Tx, c: string) => deleteMessage(tx, `${c}-newest`),
      latest: 'middle',
      replyNeeded: false,
    },
    {
      // The first's recount read the older email's judgement before the second changed it.
      name: 'the newest email is deleted while the older one is judged as needing a reply',
      setup: async (c: string) => {
        await insertMessage(t.database.db, c, 'older', '2026-11-08');
        await insertMessage(t.database.db, c, 'newest', '2026-11-11');
        await t.database.db
          .insert(emailClassifications)
          .values({ userId: USER, emailId: await emailId(c, 'older'), details: judged(false) });
      },
      first: (tx: Tx, c: string) => deleteMessage(tx, `${c}-newest`),
      second: async (tx: Tx, c: string) =>
        tx
          .update(emailClassifications)
          .set({ details: judged(true) })
          .where(eq(emailClassifications.emailId, await emailId(c, 'older'))),
      latest: 'older',
      replyNeeded: true,
    },
    {
      // The second's merge must read the new address, not the one it read before it waited for the row.
      name: 'a sender’s email is stored while the user takes the sender’s address',
      setup: (c: string) => insertMessage(t.database.db, c, 'older', '2026-11-08', 'bob@acme.com'),
      first: (tx: Tx) => changeMyAddress(tx, 'ann@acme.com'),
      second: (tx: Tx, c: string) => insertMessage(tx, c, 'newer', '2026-11-10'),
      latest: 'older',
      replyNeeded: false,
    },
    {
      // The first's recount cannot see the row the second makes, so the second must wait for it.
      name: 'a sender’s new conversation is stored while the user takes the sender’s address',
      setup: async () => {},
      first: (tx: Tx) => changeMyAddress(tx, 'ann@acme.com'),
      second: (tx: Tx, c: string) => insertMessage(tx, c, 'first', '2026-11-10'),
      latest: null,
      replyNeeded: false,
    },
  ])('hold the latest email when $name', async ({ setup, first, second, latest, replyNeeded }, ctx) => {
    const db = t.database.db;
    const conversationId = `conv-race-${ctx.task.id}`;
    await db.update(users).set({ email: MY_ADDRESS }).where(eq(users.id, USER));
    // The conversation exists already where it matters, so neither writer waits to create its row.
    await setup(conversationId);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const firstWritten = new Promise<void>((resolve) => (written = resolve));
    const one = db.transaction(async (tx) => {
      await first(tx, conversationId);
      written();
      await released;
    });
    await firstWritten;
    let secondDone = false;
    const two = db.transaction((tx) => second(tx, conversationId).then(() => undefined)).finally(() => (secondDone = true));
    // The second writer's trigger waits for the first's lock on the row before it reads; one that
    // did not wait would finish first, and the row would be wrong.
    for (;;) {
      const { rows } = await db.execute<{ n: string }>(
        sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (Number(rows[0]!.n) > 0 || secondDone) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await Promise.all([one, two]);
    const { rows } = await db.execute<{ id: string; reply_needed: boolean }>(
      sql`select received_email_id as id, reply_needed from conversations where user_id = ${USER} and conversation_id = ${conversationId}`,
    );
    expect(rows[0]).toEqual({ id: latest && (await emailId(conversationId, latest)), reply_needed: replyNeeded });
    expect(await stored(db, USER)).toEqual(await recount(db, USER));
  });

  it('list what they hold on the Follow-ups screen, and vanish with the user', async () => {
    const db = t.database.db;
    await db.update(users).set({ email: MY_ADDRESS }).where(eq(users.id, USER));
    const question = await insertEmail(db, USER, { conversationId: 'conv-listed', receivedTime: new Date(Date.now() - 3_600_000) });
    await db.insert(emailClassifications).values({
      userId: USER,
      emailId: question.id,
      details: { signal: 'none', reasons: [], tags: [], matchedRules: [], replyNeeded: true },
    });
    const listed = (await me.get('/api/v1/followups')).json();
    expect(listed.needsReply.map((i: { conversationId: string }) => i.conversationId)).toContain('conv-listed');

    // The user's answer moves it out of Needs reply at once.
    await db.insert(sentMessages).values({ userId: USER, messageId: 'sent-answer', conversationId: 'conv-listed', sentTime: new Date() });
    const after = (await me.get('/api/v1/followups')).json();
    expect(after.needsReply.map((i: { conversationId: string }) => i.conversationId)).not.toContain('conv-listed');

    await db.delete(users).where(eq(users.id, OTHER));
    const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from conversations where user_id = ${OTHER}`);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
