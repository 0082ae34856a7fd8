import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../../../packages/mail/test-support/graph-test-server/index.js';
import { connections, emails, syncRuns } from '../../src/db/schema/index.js';
import { startWorkers } from '../../src/jobs/workers.js';
import { ensureSubscription } from '../../src/services/mail/graph-subscriptions.js';
import { ensureUser } from '../../src/services/users/users-service.js';
import { freePort } from '../helpers/free-port.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const USER = 'ms-user';

async function eventually(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Waits until no sync runs (one still running ensures the subscription, or joins a new notice, when it ends). */
async function noSyncRunning(t: TestApp) {
  const running = async () => (await t.database.db.select().from(syncRuns).where(eq(syncRuns.status, 'running'))).length;
  expect(await eventually(async () => (await running()) === 0)).toBe(true);
}

describe('Graph change notifications (WEBHOOK_BASE_URL)', () => {
  let graph: GraphTestServer;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    graph = await startGraphTestServer({ messages: 20, seed: 3 });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: 'client',
      MS_CLIENT_SECRET: 'secret',
      MS_AUTHORITY: 'http://127.0.0.1:9/unused',
      GRAPH_BASE_URL: graph.url,
      WEBHOOK_BASE_URL: base,
      TOKEN_ENCRYPTION_KEY: 'b'.repeat(64),
      // The generated mailbox spans a year: the first sync takes all of it.
      FIRST_SYNC_DAYS: '366',
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    await ensureUser(t.database.db, { id: USER, email: 'megan@contoso.test', name: 'Megan' });
    await t.runtime.tokens!.save(USER, { accessToken: 'access-token', refreshToken: 'refresh-token', expiresIn: 3600 });
    await startWorkers(t.runtime);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const connection = async () => (await t.database.db.select().from(connections).where(eq(connections.userId, USER)))[0]!;

  it("subscribes to the inbox after passing Graph's validation handshake", async () => {
    await ensureSubscription(t.runtime, USER);
    const [subscription] = [...graph.subscriptions.all.values()];
    expect(subscription).toMatchObject({
      changeType: 'created',
      notificationUrl: `${base}/api/webhooks/graph`,
      lifecycleNotificationUrl: `${base}/api/webhooks/graph/lifecycle`,
      resource: "me/mailFolders('inbox')/messages",
    });
    const row = await connection();
    expect(row.subscriptionId).toBe(subscription!.id);
    expect(row.subscriptionSecret).toBe(subscription!.clientState);
  });

  it('syncs new mail as soon as Graph notifies', async () => {
    await t.runtime.jobs.requestSync(USER, 'user');
    expect(await eventually(async () => (await t.database.db.select().from(emails).where(eq(emails.userId, USER))).length === 20)).toBe(
      true,
    );
    graph.mailbox.add({ subject: 'Pushed by a notification' });
    const arrived = await eventually(async () => {
      const rows = await t.database.db
        .select()
        .from(emails)
        .where(and(eq(emails.userId, USER), eq(emails.subject, 'Pushed by a notification')));
      return rows.length === 1;
    });
    expect(arrived).toBe(true);
    expect(graph.subscriptions.deliveries.at(-1)?.status).toBe(202);
  });

  it('ignores notifications whose clientState does not match', async () => {
    // The route answers once the notification is handled, so the sync it asks for is known by then;
    // the trusted one proves the spy sees that call (it queues nothing, so later tests are undisturbed).
    const requested = vi.spyOn(t.runtime.jobs, 'requestSync').mockResolvedValue(null);
    const { subscriptionId, subscriptionSecret } = await connection();
    const notify = (clientState: string | null) =>
      fetch(`${base}/api/webhooks/graph`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value: [{ subscriptionId, clientState, changeType: 'created' }] }),
      });
    try {
      expect((await notify('forged')).status).toBe(202);
      expect(requested).not.toHaveBeenCalled();
      expect((await notify(subscriptionSecret)).status).toBe(202);
      expect(requested).toHaveBeenCalledWith(USER, 'notification');
    } finally {
      requested.mockRestore();
    }
  });

  it('refuses a malformed notification body with a 400 naming the problem', async () => {
    const post = (path: string, body: string, type = 'application/json') =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
    const missingId = await post('/api/webhooks/graph', JSON.stringify({ value: [{ clientState: 'x', changeType: 'created' }] }));
    expect(missingId.status).toBe(400);
    expect((await missingId.json()).error.message).toContain('body.value.0.subscriptionId');
    const notAList = await post('/api/webhooks/graph/lifecycle', JSON.stringify({ value: 'subscriptionRemoved' }));
    expect(notAList.status).toBe(400);
    expect((await notAList.json()).error.message).toContain('body.value');
    const empty = await post('/api/webhooks/graph', '', 'text/plain');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toMatch(/body.*required/);
  });

  it('renews a subscription before it expires', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db.update(connections).set({ subscriptionExpiresAt: soon }).where(eq(connections.userId, USER));
    await ensureSubscription(t.runtime, USER);
    const row = await connection();
    expect(row.subscriptionExpiresAt!.getTime()).toBeGreaterThan(soon.getTime() + 24 * 60 * 60 * 1000);
    expect(graph.subscriptions.all.size).toBe(1);
  });

  const syncRuns_ = async (trigger: string) => (await t.database.db.select().from(syncRuns).where(eq(syncRuns.trigger, trigger))).length;

  it('renews on reauthorizationRequired, so the subscription does not die silently', async () => {
    const { subscriptionId } = await connection();
    const sub = graph.subscriptions.all.get(subscriptionId!)!;
    sub.expirationDateTime = new Date(Date.now() + 30 * 60_000).toISOString();
    expect(await graph.subscriptions.lifecycle(subscriptionId!, 'reauthorizationRequired')).toBe(202);
    expect(Date.parse(graph.subscriptions.all.get(subscriptionId!)!.expirationDateTime)).toBeGreaterThan(Date.now() + 24 * 3600_000);
    expect(
      graph.requests.some(
        (r) => r.method === 'PATCH' && r.url.endsWith(`/subscriptions/${subscriptionId}`) && r.headers['client-request-id'],
      ),
    ).toBe(true);
  });

  it('recreates a removed subscription and catches up with a sync; a missed notice also syncs', async () => {
    const old = (await connection()).subscriptionId!;
    const before = await syncRuns_('notification');
    expect(await graph.subscriptions.lifecycle(old, 'subscriptionRemoved')).toBe(202);
    const row = await connection();
    expect(row.subscriptionId).not.toBe(old);
    expect(graph.subscriptions.all.has(row.subscriptionId!)).toBe(true);
    expect(await eventually(async () => (await syncRuns_('notification')) > before)).toBe(true);
    // One sync per user at a time: a notice arriving while the catch-up still runs joins it instead of
    // starting a run of its own, so the missed notice is sent once the catch-up has finished.
    await noSyncRunning(t);

    const afterRemoval = await syncRuns_('notification');
    expect(await graph.subscriptions.lifecycle(row.subscriptionId!, 'missed')).toBe(202);
    expect(await eventually(async () => (await syncRuns_('notification')) > afterRemoval)).toBe(true);
  });

  it('creates subscriptions through the Graph client: a throttled create is retried, not lost', async () => {
    await noSyncRunning(t);
    await t.database.db.update(connections).set({ subscriptionId: null, subscriptionExpiresAt: null }).where(eq(connections.userId, USER));
    graph.faults.set({ rate: 0, kinds: ['429'], retryAfterSeconds: 0.01 });
    graph.faults.queue('429');
    await ensureSubscription(t.runtime, USER);
    graph.faults.clear();
    const row = await connection();
    expect(graph.subscriptions.all.has(row.subscriptionId!)).toBe(true);
    expect(graph.faults.injected['429']).toBeGreaterThan(0);
  });

  it('makes one subscription when a removal notice and a renewal find it gone at the same time', async () => {
    await noSyncRunning(t);
    const { subscriptionId: removed } = await connection();
    // Due for renewal, so the check a sync ends with asks Graph, finds it gone and makes a new one too.
    await t.database.db
      .update(connections)
      .set({ subscriptionExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(connections.userId, USER));
    const creates = () => graph.requests.filter((r) => r.method === 'POST' && /\/subscriptions$/.test(r.url)).length;
    const before = creates();
    const [status] = await Promise.all([
      graph.subscriptions.lifecycle(removed!, 'subscriptionRemoved'),
      ensureSubscription(t.runtime, USER),
    ]);
    expect(status).toBe(202);
    expect(creates() - before).toBe(1);
    // The one kept is the one Graph has, with the secret its notices carry.
    const row = await connection();
    expect(graph.subscriptions.all.get(row.subscriptionId!)?.clientState).toBe(row.subscriptionSecret);
  });

  it('ignores lifecycle notices whose clientState does not match', async () => {
    await noSyncRunning(t);
    const { subscriptionId } = await connection();
    const res = await fetch(`${base}/api/webhooks/graph/lifecycle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: [{ subscriptionId, clientState: 'forged', lifecycleEvent: 'subscriptionRemoved' }] }),
    });
    expect(res.status).toBe(202);
    expect((await connection()).subscriptionId).toBe(subscriptionId);
  });
});
