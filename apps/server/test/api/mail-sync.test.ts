import { and, eq, ne } from 'drizzle-orm';
import { GraphMailbox, GraphRequestError } from '@triage/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../../../packages/mail/test-support/graph-test-server/index.js';
import { emails, syncRuns } from '../../src/db/schema/index.js';
import { syncMailbox } from '../../src/services/mail/sync-service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const USER = 'user-a';

describe('mailbox sync from Graph', () => {
  let graph: GraphTestServer;
  let t: TestApp;
  let provider: GraphMailbox;

  beforeAll(async () => {
    // Small pages, so a sync makes enough requests for the faults to bite.
    graph = await startGraphTestServer({ messages: 400, seed: 7, maxPageSize: 10 });
    t = await createTestApp();
    await t.as(USER);
    provider = new GraphMailbox({
      baseUrl: graph.url,
      getAccessToken: async () => 'token',
      sleep: async () => undefined,
    });
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  /** A sync job that gave up is retried by the queue; here, by the loop. */
  async function syncUntilDone() {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        return await syncMailbox(t.database, USER, provider, { providerName: 'microsoft', trigger: 'test' });
      } catch (err) {
        if (!(err instanceof GraphRequestError) || !err.retryable) throw err;
      }
    }
    throw new Error('sync never completed');
  }

  async function storedIds(): Promise<string[]> {
    const rows = await t.database.db
      .select({ id: emails.messageId })
      .from(emails)
      .where(and(eq(emails.userId, USER), ne(emails.status, 'deleted')));
    return rows.map((r) => r.id).sort();
  }

  const serverIds = () =>
    graph.mailbox
      .inbox()
      .map((m) => m.id)
      .sort();

  it('stores exactly the mailbox under 20% injected faults: no duplicates, no losses', async () => {
    graph.faults.set({ rate: 0.2, kinds: ['429', '503', '500', 'drop'], seed: 11, retryAfterSeconds: 0.01 });
    const outcome = await syncUntilDone();
    graph.faults.clear();
    expect(outcome.added).toBeGreaterThan(0);
    const ids = await storedIds();
    expect(ids).toEqual(serverIds());
    expect(new Set(ids).size).toBe(ids.length);
    const injected = Object.values(graph.faults.injected).reduce((a, b) => a + b, 0);
    expect(injected).toBeGreaterThan(5);
  });

  it("keeps Graph's webLink, the address Outlook on the web opens the message at", async () => {
    const rows = await t.database.db
      .select({ messageId: emails.messageId, webLink: emails.webLink })
      .from(emails)
      .where(eq(emails.userId, USER));
    for (const row of rows.slice(0, 20)) {
      expect(row.webLink).toBe(graph.mailbox.get(row.messageId)!.webLink);
      expect(row.webLink).not.toContain(encodeURIComponent(row.messageId));
    }
  });

  it('stores sanitized HTML only', async () => {
    const rows = await t.database.db.select({ body: emails.body }).from(emails).where(eq(emails.bodyContentType, 'html'));
    expect(rows.length).toBeGreaterThan(0);
    for (const { body } of rows) {
      expect(body).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
    }
  });

  it('applies later changes incrementally, including deletions', async () => {
    const [first, second] = graph.mailbox.inbox();
    graph.mailbox.remove(first!.id, 'deleted');
    graph.mailbox.update(second!.id, { subject: 'Changed subject', isRead: true });
    graph.mailbox.add({ subject: 'Brand new message' });
    graph.faults.set({ rate: 0.2, kinds: ['429', '503', '500', 'drop'], seed: 12, retryAfterSeconds: 0.01 });
    const outcome = await syncUntilDone();
    graph.faults.clear();
    expect(outcome.added).toBe(1);
    expect(outcome.removed).toBe(1);
    expect(await storedIds()).toEqual(serverIds());
    const [changed] = await t.database.db.select().from(emails).where(eq(emails.messageId, second!.id));
    expect(changed).toMatchObject({ subject: 'Changed subject', isRead: true });
  });

  it('recovers from a forgotten delta cursor (410) and drops what vanished meanwhile', async () => {
    graph.mailbox.expireDeltaTokens();
    const [victim] = graph.mailbox.inbox();
    graph.mailbox.remove(victim!.id, 'deleted');
    const outcome = await syncUntilDone();
    expect(outcome.removed).toBeGreaterThanOrEqual(1);
    expect(await storedIds()).toEqual(serverIds());
  });

  it('records each run with its counts', async () => {
    const runs = await t.database.db.select().from(syncRuns).where(eq(syncRuns.userId, USER));
    expect(runs.some((r) => r.status === 'completed' && r.added > 0)).toBe(true);
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);
  });
});
