import { and, eq, ne } from 'drizzle-orm';
import { GraphMailbox } from '@triage/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../../../packages/mail/test-support/graph-test-server/index.js';
import { connections, emails } from '../../src/db/schema/index.js';
import { syncMailbox } from '../../src/services/mail/sync-service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const USER = 'delta-user';

describe('delta links are opaque', () => {
  let graph: GraphTestServer;
  let t: TestApp;
  const provider = (baseUrl: string) => new GraphMailbox({ baseUrl, getAccessToken: async () => 'token', sleep: async () => undefined });
  const sync = (baseUrl = graph.url) => syncMailbox(t.database, USER, provider(baseUrl), { providerName: 'microsoft', trigger: 'test' });
  const freshRounds = () => graph.requests.filter((r) => /\/messages\/delta\?/.test(r.url) && !/\$(skip|delta)token=/.test(r.url)).length;

  beforeAll(async () => {
    // Graph also spells its links .../messages/microsoft.graph.delta()?$deltatoken=...
    graph = await startGraphTestServer({ messages: 60, seed: 4, maxPageSize: 20, deltaLinkPath: 'microsoft.graph.delta()' });
    t = await createTestApp();
    await t.as(USER);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('follows a delta link however Graph spells it: the next sync is incremental, not a new full round', async () => {
    await sync();
    const [row] = await t.database.db.select().from(connections).where(eq(connections.userId, USER));
    expect(row!.deltaLink).toContain('microsoft.graph.delta()');
    expect(row!.deltaBaseUrl).toBe(graph.url);
    const rounds = freshRounds();
    graph.mailbox.add({ subject: 'One new message' });
    const outcome = await sync();
    expect(outcome).toMatchObject({ added: 1, pages: 1 });
    expect(freshRounds()).toBe(rounds);
  });

  it('starts over when GRAPH_BASE_URL changed, and drops what vanished meanwhile', async () => {
    const [victim] = graph.mailbox.inbox();
    graph.mailbox.remove(victim!.id, 'deleted');
    const moved = graph.url.replace('127.0.0.1', 'localhost');
    const before = graph.requests.length;
    const outcome = await sync(moved);
    // Nothing was sent to the old base's cursor: the round began fresh under the new base.
    expect(graph.requests.slice(before)[0]!.url).not.toMatch(/token=/);
    expect(outcome.removed).toBeGreaterThanOrEqual(1);
    const stored = await t.database.db
      .select({ id: emails.messageId })
      .from(emails)
      .where(and(eq(emails.userId, USER), ne(emails.status, 'deleted')));
    expect(stored.map((r) => r.id).sort()).toEqual(
      graph.mailbox
        .inbox()
        .map((m) => m.id)
        .sort(),
    );
    const [row] = await t.database.db.select().from(connections).where(eq(connections.userId, USER));
    expect(row!.deltaBaseUrl).toBe(moved);
  });
});
