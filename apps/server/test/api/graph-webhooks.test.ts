import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('subscribes to the inbox after passing Graph\'s validation handshake', async () => {
    await ensureSubscription(t.runtime, USER);
    const [subscription] = [...graph.subscriptions.all.values()];
    expect(subscription).toMatchObject({ changeType: 'created', notificationUrl: `${base}/api/webhooks/graph`, resource: "me/mailFolders('inbox')/messages" });
    const row = await connection();
    expect(row.subscriptionId).toBe(subscription!.id);
    expect(row.subscriptionSecret).toBe(subscription!.clientState);
  });

  it('syncs new mail as soon as Graph notifies', async () => {
    await t.runtime.jobs.requestSync(USER, 'user');
    expect(await eventually(async () => (await t.database.db.select().from(emails).where(eq(emails.userId, USER))).length === 20)).toBe(true);
    graph.mailbox.add({ subject: 'Pushed by a notification' });
    const arrived = await eventually(async () => {
      const rows = await t.database.db.select().from(emails).where(and(eq(emails.userId, USER), eq(emails.subject, 'Pushed by a notification')));
      return rows.length === 1;
    });
    expect(arrived).toBe(true);
    expect(graph.subscriptions.deliveries.at(-1)?.status).toBe(202);
  });

  it('ignores notifications whose clientState does not match', async () => {
    const runs = async () => (await t.database.db.select().from(syncRuns).where(eq(syncRuns.trigger, 'notification'))).length;
    const before = await runs();
    const { subscriptionId } = await connection();
    const res = await fetch(`${base}/api/webhooks/graph`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: [{ subscriptionId, clientState: 'forged', changeType: 'created' }] }),
    });
    expect(res.status).toBe(202);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await runs()).toBe(before);
  });

  it('renews a subscription before it expires', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db.update(connections).set({ subscriptionExpiresAt: soon }).where(eq(connections.userId, USER));
    await ensureSubscription(t.runtime, USER);
    const row = await connection();
    expect(row.subscriptionExpiresAt!.getTime()).toBeGreaterThan(soon.getTime() + 24 * 60 * 60 * 1000);
    expect(graph.subscriptions.all.size).toBe(1);
  });
});
