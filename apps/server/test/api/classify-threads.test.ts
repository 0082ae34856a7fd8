import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classify } from '@triage/classifier';
import { lockForTransaction } from '../../src/db/advisory-lock.js';
import { emailClassifications, emails } from '../../src/db/schema/index.js';
import { loadClassifierData, toEmailInput } from '../../src/services/classification/classifier-inputs.js';
import { classifyPending, StoredMailClassifier } from '../../src/services/classification/classify-pipeline.js';
import { insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Classification runs the local engine in worker threads on a bounded cut of each body
 * (docs/performance.md, "Large .mbox import"): what it stores must be what the engine decides.
 */
describe('classification in the engine threads', () => {
  let t: TestApp;
  const USER = 'user-threads';

  beforeAll(async () => {
    t = await createTestApp();
    await t.as(USER);
  });
  afterAll(() => t.close());

  const stored = async (emailId: string) =>
    (await t.database.db.select().from(emailClassifications).where(eq(emailClassifications.emailId, emailId)))[0]!;

  it('stores what the engine decides for every email of a batch', async () => {
    const db = t.database.db;
    const project = (await (await t.as(USER)).post('/api/v1/projects', { name: 'Harbour Tower', senderIncludes: ['acme.com'] })).json();
    const rows = [];
    for (let i = 0; i < 60; i++) {
      rows.push(
        await insertEmail(db, USER, {
          subject: i % 3 === 0 ? `Lease renewal ${i}` : `Weekly note ${i}`,
          fromAddress: i % 2 === 0 ? `ann${i}@acme.com` : `bo${i}@elsewhere.example`,
          bodyText: i % 4 === 0 ? `Could you send me the signed lease by Friday? Item ${i}.` : `Thanks for the update on item ${i}, noted.`,
        }),
      );
    }
    expect(await classifyPending(db, t.env, USER)).toBe(60);
    const data = await loadClassifierData(db, USER);
    for (const row of rows) {
      const expected = classify(toEmailInput(row), { ...data, conversationProjectId: null, now: new Date() });
      const got = await stored(row.id);
      expect({
        label: got.label,
        projectId: got.projectId,
        tasks: got.proposedTasks.map((task) => (task as { title: string }).title),
      }).toEqual({
        label: expected.label,
        projectId: expected.projectId,
        tasks: expected.proposedTasks.map((task) => task.title),
      });
    }
    expect(rows.filter((r) => r.fromAddress!.endsWith('@acme.com')).length).toBeGreaterThan(0);
    expect((await stored(rows[0]!.id)).projectId).toBe(project.id);
  });

  it('reads the footer of a very long email, where a newsletter says how to unsubscribe', async () => {
    const db = t.database.db;
    const filler = 'The quarterly figures are attached for reference. '.repeat(4000);
    const ask = 'Could you send me the signed lease by Friday?\n\n';
    const newsletter = await insertEmail(db, USER, {
      subject: 'Harbour news',
      fromAddress: 'desk@news.example',
      bodyText: `${ask}${filler}\n\nUnsubscribe here.`,
    });
    const letter = await insertEmail(db, USER, { subject: 'Harbour lease', fromAddress: 'desk@news.example', bodyText: `${ask}${filler}` });
    expect(newsletter.bodyText!.length).toBeGreaterThan(200_000);
    await classifyPending(db, t.env, USER);
    expect((await stored(newsletter.id)).details).toMatchObject({ replyNeeded: false, replyReason: 'Newsletter or bulk mail' });
    expect((await stored(letter.id)).details).toMatchObject({ replyNeeded: true });
  });

  it('classifies batch after batch, each email once, and keeps a classification made while the run went on', async () => {
    const db = t.database.db;
    const rows = [];
    // Seven emails share each received time, so batches end in the middle of a tie.
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 450; i++)
      rows.push(
        await insertEmail(db, USER, {
          subject: `Pipeline ${i}`,
          bodyText: `Note ${i}, nothing to do.`,
          receivedTime: new Date(start - Math.floor(i / 7) * 1000),
        }),
      );
    // Batches go newest first, so the oldest email is in the last of three: the user files it by hand
    // while the run works on the first two. (Filing the newest raced the first batch's store.) Mail
    // newer than all of them arrives meanwhile: the run walks down, then looks from the top again.
    // The user's classification lock, held while both happen, keeps the run from storing its first
    // batch, and so from its last look, until they are committed: without it a fast run could look
    // before the new mail was in.
    const oldest = rows.reduce((a, b) => (a.receivedTime! < b.receivedTime! ? a : b));
    const { run } = await db.transaction(async (tx) => {
      await lockForTransaction(tx, `classify:${USER}`);
      const started = classifyPending(db, t.env, USER);
      await tx.insert(emailClassifications).values({ userId: USER, emailId: oldest.id, label: 'Filed by hand', approved: true });
      rows.push(await insertEmail(tx, USER, { subject: 'Arrived during the run', bodyText: 'Note, nothing to do.' }));
      return { run: started };
    });
    const classified = await run;
    expect(classified).toBe(450);
    const all = await db.select().from(emailClassifications).where(eq(emailClassifications.userId, USER));
    const ids = all.map((c) => c.emailId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of rows) expect(ids).toContain(row.id);
    expect((await stored(oldest.id)).label).toBe('Filed by hand');
    expect(await classifyPending(db, t.env, USER)).toBe(0);
  });

  it("classifies a sync's mail page by page as it is stored: each email once, what another run classified kept, what cannot be classified left", async () => {
    const db = t.database.db;
    const user = 'user-feed';
    await t.as(user);
    const rows = [];
    for (let i = 0; i < 260; i++)
      rows.push(await insertEmail(db, user, { subject: `Page mail ${i}`, bodyText: `Could you check item ${i} by Friday?` }));
    const deleted = await insertEmail(db, user, { subject: 'Gone', bodyText: 'Removed from the mailbox.', status: 'deleted' });
    const noSubject = await insertEmail(db, user, { subject: null, bodyText: 'No subject yet.' });
    const feed = new StoredMailClassifier(db, t.env, user);
    // The first page lands; the user files one email of the second page by hand before that page reaches the feed.
    feed.add(rows.slice(0, 150).map((r) => r.id));
    await db.insert(emailClassifications).values({ userId: user, emailId: rows[200]!.id, label: 'Filed by hand', approved: true });
    feed.add([...rows.slice(150).map((r) => r.id), deleted.id, noSubject.id]);
    expect(await feed.finish()).toBe(259);
    const all = await db.select().from(emailClassifications).where(eq(emailClassifications.userId, user));
    const ids = all.map((c) => c.emailId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(rows.map((r) => r.id).sort());
    expect((await stored(rows[200]!.id)).label).toBe('Filed by hand');
    const left = await db
      .select({ id: emails.id })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(and(eq(emails.userId, user), isNull(emailClassifications.id)));
    expect(left.map((r) => r.id).sort()).toEqual([deleted.id, noSubject.id].sort());
    // A sync that stored nothing new ends its feed at once.
    expect(await new StoredMailClassifier(db, t.env, user).finish()).toBe(0);
  });

  it('a pass over a user whose arriving mail a feed classifies gives way to the feed, which then owes one', async () => {
    const db = t.database.db;
    const user = 'user-gives-way';
    await t.as(user);
    const older = await insertEmail(db, user, { subject: 'Left from before', bodyText: 'Could you send the plans?' });
    const arriving = await insertEmail(db, user, { subject: 'Just stored', bodyText: 'Could you call me back today?' });
    const feed = new StoredMailClassifier(db, t.env, user);
    expect(await classifyPending(db, t.env, user)).toBe(0);
    expect(feed.passDeferred).toBe(true);
    await feed.add([arriving.id]);
    expect(await feed.finish()).toBe(1);
    // The pass the feed owed, once it has ended, takes what the feed was not given.
    expect(await classifyPending(db, t.env, user)).toBe(1);
    expect((await stored(older.id)).emailId).toBe(older.id);
  });
});
