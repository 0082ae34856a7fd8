import { and, eq, isNull, ne } from 'drizzle-orm';
import { CONNECTION_PROBLEMS } from '@triage/contracts';
import { GraphMailbox } from '@triage/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../../../packages/mail/test-support/graph-test-server/index.js';
import { connections, emailClassifications, emails } from '../../src/db/schema/index.js';
import { mailboxJobHandlers } from '../../src/jobs/mailbox-jobs.js';
import { requestDueSyncs } from '../../src/jobs/sync-scheduler.js';
import { storeMessages } from '../../src/services/mail/store-messages.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const USER = 'megan';
const DAY = 24 * 3600_000;

describe('Microsoft 365 sync jobs against a real-sized, throttling, sometimes unsupported mailbox', () => {
  let graph: GraphTestServer;
  let t: TestApp;
  let me: Client;
  const logs: string[] = [];
  const jobs = () => mailboxJobHandlers(t.runtime, (msg) => logs.push(msg));

  beforeAll(async () => {
    // A year of mail; the first sync should take the last 90 days only.
    graph = await startGraphTestServer({ messages: 365, seed: 5, maxPageSize: 25 });
    t = await createTestApp({
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: 'client',
      MS_CLIENT_SECRET: 'secret',
      MS_AUTHORITY: 'http://127.0.0.1:9/unused',
      GRAPH_BASE_URL: graph.url,
      TOKEN_ENCRYPTION_KEY: 'd'.repeat(64),
      FIRST_SYNC_DAYS: '90',
    });
    me = await t.as(USER);
    await t.runtime.tokens!.save(USER, { accessToken: 'access-token', refreshToken: 'refresh-token', expiresIn: 3600 });
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const storedIds = async () =>
    (
      await t.database.db
        .select({ id: emails.messageId })
        .from(emails)
        .where(and(eq(emails.userId, USER), ne(emails.status, 'deleted')))
    )
      .map((r) => r.id)
      .sort();
  const connection = async () => (await t.database.db.select().from(connections).where(eq(connections.userId, USER)))[0]!;
  const recentInbox = (days: number) =>
    graph.mailbox
      .inbox()
      .filter((m) => Date.parse(m.receivedDateTime) >= Date.now() - days * DAY)
      .map((m) => m.id);

  it('first sync takes FIRST_SYNC_DAYS of mail; after a reset, older imported mail is not swept away', async () => {
    await jobs().sync({ userId: USER, trigger: 'test' }, 'job-1');
    const recent = recentInbox(90);
    expect(recent.length).toBeGreaterThan(50);
    expect(recent.length).toBeLessThan(graph.mailbox.inbox().length);
    expect(await storedIds()).toEqual([...recent].sort());
    // Classified as the pages were stored: the job ends with every stored email classified, before any classify job ran.
    const unclassified = await t.database.db
      .select({ id: emails.id })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(and(eq(emails.userId, USER), isNull(emailClassifications.id)));
    expect(unclassified).toEqual([]);

    // Older mail arrives through the import; a later delta reset must keep it.
    const provider = new GraphMailbox({ baseUrl: graph.url, getAccessToken: async () => 'access-token' });
    const imported = [];
    for (let page: string | null = null, first = true; first || page; first = false) {
      const result = await provider.listSince(new Date(Date.now() - 200 * DAY), page);
      imported.push(...result.messages);
      page = result.next;
    }
    const old = imported.filter((m) => m.receivedAt!.getTime() < Date.now() - 100 * DAY);
    expect(old.length).toBeGreaterThan(0);
    await storeMessages(t.database.db, USER, old, []);
    graph.mailbox.expireDeltaTokens();
    const [victim] = recent;
    graph.mailbox.remove(victim!, 'deleted');
    await jobs().sync({ userId: USER, trigger: 'test' }, 'job-2');
    const ids = await storedIds();
    expect(ids).not.toContain(victim);
    for (const m of old) expect(ids).toContain(m.providerId);
  });

  it("asks for the pass over an interrupted run's leftovers on a process's first sync of the user, not on every sync", async () => {
    const asked: string[] = [];
    const request = t.runtime.jobs.requestClassify.bind(t.runtime.jobs);
    t.runtime.jobs.requestClassify = async (userId) => (asked.push(userId), request(userId));
    try {
      const oneProcess = jobs();
      await oneProcess.sync({ userId: USER, trigger: 'test' }, 'job-sweep-1');
      await oneProcess.sync({ userId: USER, trigger: 'test' }, 'job-sweep-2');
      expect(asked).toEqual([USER]);
      const restarted = jobs();
      await restarted.sync({ userId: USER, trigger: 'test' }, 'job-sweep-3');
      expect(asked).toEqual([USER, USER]);
    } finally {
      t.runtime.jobs.requestClassify = request;
    }
  });

  it('a long Retry-After pauses the mailbox: no call to Graph until then, the job comes back at that time', async () => {
    graph.faults.set({ rate: 0, kinds: ['429'], retryAfterSeconds: 3600 });
    graph.faults.queue('429');
    const before = graph.requests.length;
    await jobs().sync({ userId: USER, trigger: 'test' }, 'job-3');
    expect(graph.requests.length - before).toBe(1);
    const notBefore = (await connection()).notBefore!;
    expect(Math.abs(notBefore.getTime() - (Date.now() + 3600_000))).toBeLessThan(60_000);

    // Asked again (the user pressed Sync, a notification came): still nothing reaches Graph.
    await jobs().sync({ userId: USER, trigger: 'user' }, 'job-4');
    expect(graph.requests.length - before).toBe(1);
    expect(await requestDueSyncs(t.runtime)).not.toContain(USER);
    const { rows } = await t.database.pool.query<{ start_after: Date }>(
      `SELECT start_after FROM pgboss.job WHERE name = 'mail.sync' AND singleton_key = $1 AND state = 'created'`,
      [USER],
    );
    expect(rows).toHaveLength(1);
    expect(Math.abs(rows[0]!.start_after.getTime() - notBefore.getTime())).toBeLessThan(1000);
    const status = (await me.get('/api/v1/sync/status')).json();
    expect(status.notBefore).toBe(notBefore.toISOString());

    graph.faults.clear();
    await t.database.db.update(connections).set({ notBefore: null }).where(eq(connections.userId, USER));
  });

  it('a mailbox Graph cannot serve stops background sync with a clear message until the next sign-in', async () => {
    graph.mailbox.setUnsupported(true);
    await jobs().sync({ userId: USER, trigger: 'test' }, 'job-5');
    const row = await connection();
    expect(row.problem).toBe('unsupported_mailbox');
    expect(row.problemDetail).toContain('MailboxNotEnabledForRESTAPI');
    expect(logs.some((l) => l.includes('MailboxNotEnabledForRESTAPI'))).toBe(true);
    const status = (await me.get('/api/v1/sync/status')).json();
    expect(status.problem).toMatchObject({ kind: 'unsupported_mailbox', message: CONNECTION_PROBLEMS.unsupported_mailbox });
    expect(status.nextSync).toBeNull();
    expect(await requestDueSyncs(t.runtime)).not.toContain(USER);
    // Polling stopped: a job that still comes (a notification) does not call Graph.
    const before = graph.requests.length;
    await jobs().sync({ userId: USER, trigger: 'notification' }, 'job-6');
    expect(graph.requests.length).toBe(before);
    graph.mailbox.setUnsupported(false);
  });

  it('treats a guest without a mailbox and an application access policy the same way', async () => {
    for (const [kind, code] of [
      ['guest', 'ResourceNotFound'],
      ['policy', 'ErrorAccessDenied'],
    ] as const) {
      await t.database.db.update(connections).set({ problem: null, problemDetail: null }).where(eq(connections.userId, USER));
      graph.mailbox.setUnsupported(kind);
      await jobs().sync({ userId: USER, trigger: 'test' }, `job-${kind}`);
      const row = await connection();
      expect(row.problem).toBe('unsupported_mailbox');
      expect(row.problemDetail).toContain(code);
    }
    graph.mailbox.setUnsupported(false);
  });
});
