import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, syncRound, type Harness } from '../../test-support/graph-client-harness.js';
import type { GraphMessage } from '../../test-support/graph-test-server/index.js';
import type { DeltaPage, MailMessage } from '../types.js';
import type { GraphRequestError } from './errors.js';

/**
 * A full delta sync of 2,000 messages while 20% of requests fail (429, 503, 500, dropped
 * connections, before or in the middle of the body) ends with exactly the server's inbox: no
 * duplicates, no losses; so do the incremental rounds after it. Waits are recorded, not slept.
 */
let h: Harness;
const store = new Map<string, MailMessage>();
let cursor: string;

beforeAll(async () => {
  // Pages of 25 (80 for the full round) give the faults enough requests to hit every kind.
  h = await startHarness({ messages: 2000, seed: 'soak' }, { random: Math.random, deltaPageSize: 25 });
  h.server.faults.set({ rate: 0.2, kinds: ['429', '503', '500', 'drop'], seed: 7, retryAfterSeconds: 1 });
});
afterAll(() => h?.close());

function expectSameAsServer(): void {
  const inbox = h.server.mailbox.inbox();
  expect(store.size).toBe(inbox.length);
  const mismatches = inbox.filter((m: GraphMessage) => {
    const local = store.get(m.id);
    return !local || local.subject !== m.subject || local.isRead !== m.isRead || local.conversationId !== m.conversationId;
  });
  expect(mismatches.map((m) => m.id)).toEqual([]);
}

describe('fault soak: delta sync under 20% injected faults', () => {
  // Retries are bounded (1 + 5 attempts): a run of six faults fails the page (p = 0.2^6 per
  // request); the loop then resumes from the last stored cursor, as the sync job does.
  it('full sync of 2,000 messages delivers each exactly once', async () => {
    const round = await syncRound(h.client, store, null);
    cursor = round.cursor;
    const delivered = round.pages.flatMap((p) => p.added.map((m) => m.providerId));
    expect(delivered).toHaveLength(2000);
    expect(new Set(delivered).size).toBe(2000);
    expectSameAsServer();
    const injected = h.server.faults.injected;
    expect(injected['429'] + injected['503'] + injected['500'] + injected.drop).toBeGreaterThan(5);
  });

  it('incremental sync picks up new, changed, deleted and moved mail', async () => {
    const inbox = h.server.mailbox.inbox();
    for (let i = 0; i < 60; i++) h.server.mailbox.add();
    for (const m of inbox.slice(0, 40)) h.server.mailbox.update(m.id, { isRead: !m.isRead, subject: `${m.subject} (edited)` });
    for (const m of inbox.slice(40, 70)) h.server.mailbox.remove(m.id);
    for (const m of inbox.slice(70, 80)) h.server.mailbox.remove(m.id, 'changed');
    const round = await syncRound(h.client, store, cursor);
    cursor = round.cursor;
    expect(round.pages.reduce((n, p) => n + p.removed.length, 0)).toBe(40);
    expectSameAsServer();
  });

  it('a full resync with mail changing mid-round, then one incremental round, converges', async () => {
    const fresh = new Map<string, MailMessage>();
    let next: string | null = null;
    let pages = 0;
    const inbox = h.server.mailbox.inbox();
    for (;;) {
      const page: DeltaPage | null = await h.client.delta(next).catch((error: unknown) => {
        if ((error as GraphRequestError).retryable) return null; // resume from the stored cursor
        throw error;
      });
      if (!page) continue;
      for (const m of page.added) fresh.set(m.providerId, m);
      for (const id of page.removed) fresh.delete(id);
      next = page.nextCursor;
      if (page.done) break;
      if (++pages % 5 === 0) {
        // Changes land while the round is still paging.
        h.server.mailbox.add();
        h.server.mailbox.update(inbox[pages]!.id, { isRead: true });
        h.server.mailbox.remove(inbox[inbox.length - pages]!.id);
      }
    }
    // After a reset the caller drops what the full round did not return, then goes on from the delta link.
    for (const id of store.keys()) if (!fresh.has(id)) store.delete(id);
    for (const [id, m] of fresh) store.set(id, m);
    await syncRound(h.client, store, next);
    expectSameAsServer();
  });

  it('saw every fault kind, drops before and during the body, and never an unbounded wait', () => {
    const { injected } = h.server.faults;
    expect(injected['429']).toBeGreaterThan(0);
    expect(injected['503']).toBeGreaterThan(0);
    expect(injected['500']).toBeGreaterThan(0);
    expect(injected.drop).toBeGreaterThan(0);
    const drops = h.server.requests.filter((r) => r.fault === 'drop');
    expect(new Set(drops.map((r) => r.status))).toEqual(new Set([0, 200]));
    expect(Math.max(...h.sleeps)).toBeLessThanOrEqual(30_000);
  });
});
