import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHarness, syncRound, type Harness } from '../../test-support/graph-client-harness.js';
import type { MailMessage } from '../types.js';
import { DeltaResetError, GraphAuthError, GraphRequestError } from './errors.js';

let h: Harness;
afterEach(() => h?.close());

const attempts = (method = 'GET') => h.server.requests.filter((r) => r.method === method).length;

describe('throttling: 429 and 503 honour Retry-After', () => {
  it('waits exactly Graph’s Retry-After (fractional seconds) and retries', async () => {
    h = await startHarness();
    h.server.faults.set({ rate: 0, kinds: [], retryAfterSeconds: 2.128 });
    h.server.faults.queue('429', '503');
    expect((await h.client.list({ top: 5 })).length).toBe(5);
    expect(h.sleeps).toEqual([2128, 2128]);
    expect(h.server.requests.map((r) => r.status)).toEqual([429, 503, 200]);
  });

  it('backs off exponentially when Retry-After is missing', async () => {
    h = await startHarness();
    h.server.faults.set({ rate: 0, kinds: [], retryAfterSeconds: null });
    h.server.faults.queue('429', '429', '503');
    await h.client.profile();
    expect(h.sleeps).toEqual([250, 500, 1000]); // random() = 0.5 of 500, 1000, 2000
  });

  it('does not wait in-process for a Retry-After beyond the cap: fails retryable with the wait', async () => {
    h = await startHarness({}, { maxRetryAfterMs: 60_000 });
    h.server.faults.set({ rate: 0, kinds: [], retryAfterSeconds: 600 });
    h.server.faults.queue('429');
    const error = await h.client.list().catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Failed to fetch emails: 429',
      status: 429,
      retryable: true,
      retryAfterMs: 600_000,
      code: 'TooManyRequests',
    });
    expect(h.sleeps).toEqual([]);
  });

  it('retries 429/503 on POST too: Graph did not process a throttled request', async () => {
    h = await startHarness();
    h.server.faults.queue('429', '503');
    await h.client.send({ to: ['a@b.com'], subject: 's', body: 'b' });
    expect(h.server.sent).toHaveLength(1);
    expect(h.sleeps).toEqual([1000, 1000]);
  });
});

describe('server errors and broken connections', () => {
  it.each(['500', 'drop'] as const)('retries a GET after %s with jittered backoff', async (kind) => {
    h = await startHarness();
    h.server.faults.queue(kind, kind, kind);
    expect((await h.client.list({ top: 3 })).length).toBe(3);
    expect(h.sleeps).toEqual([250, 500, 1000]);
  });

  it('gives up after maxRetries (1 + 5 attempts) with the SPEC text', async () => {
    h = await startHarness();
    h.server.faults.set({ rate: 1, kinds: ['500'] });
    const error = await h.client.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphRequestError);
    expect(error).toMatchObject({ message: 'Failed to fetch emails: 500', status: 500, code: 'generalException', retryable: true });
    expect(attempts()).toBe(6);
    expect(h.sleeps).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('reports a connection that keeps dropping as a retryable network failure', async () => {
    h = await startHarness({}, { maxRetries: 2 });
    h.server.faults.set({ rate: 1, kinds: ['drop'] });
    const error = await h.client.profile().catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'GraphRequestError',
      message: 'Failed to fetch user profile: network error',
      status: null,
      retryable: true,
    });
    expect(attempts()).toBe(3);
  });

  it('times out a request that never answers, then retries it', async () => {
    h = await startHarness({}, { timeoutMs: 150 });
    h.server.faults.queue('stall');
    const started = Date.now();
    expect(await h.client.profile()).toMatchObject({ name: 'Megan Bowen' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(h.sleeps).toHaveLength(1);
  });

  it('does not resend a reply after a 500 or a dropped connection (it may have gone out)', async () => {
    h = await startHarness();
    const id = h.server.mailbox.inbox()[0]!.id;
    h.server.faults.queue('500');
    await expect(h.client.reply(id, 'x')).rejects.toMatchObject({ message: 'Failed to send email: 500' });
    h.server.faults.queue('drop');
    await expect(h.client.reply(id, 'x')).rejects.toMatchObject({ message: 'Failed to send email: network error' });
    expect(attempts('POST')).toBe(2);
    expect(h.sleeps).toEqual([]);
  });

  it('resends a POST whose connection was refused (it never reached Graph)', async () => {
    h = await startHarness();
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const fetchOnce = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(refused)
      .mockImplementation((input, init) => fetch(input, init));
    const { GraphMailbox } = await import('./graph-mailbox.js');
    const client = new GraphMailbox({ baseUrl: h.server.url, getAccessToken: async () => 't', fetch: fetchOnce, sleep: async () => {} });
    await client.send({ to: ['a@b.com'], subject: 's', body: 'b' });
    expect(fetchOnce).toHaveBeenCalledTimes(2);
    expect(h.server.sent).toHaveLength(1);
  });
});

describe('401: refresh the token once, then give up', () => {
  it('calls onUnauthorized on an expired token and retries with the new one', async () => {
    const valid = new Set(['token-2']);
    const onUnauthorized = vi.fn(async () => 'token-2');
    h = await startHarness({ tokens: { valid } }, { onUnauthorized });
    expect((await h.client.list({ top: 2 })).length).toBe(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(h.server.requests.map((r) => [r.headers.authorization, r.status])).toEqual([
      ['Bearer token-1', 401],
      ['Bearer token-2', 200],
    ]);
  });

  it('throws GraphAuthError when the refreshed token is refused too', async () => {
    const onUnauthorized = vi.fn(async () => 'still-bad');
    h = await startHarness({ tokens: { valid: new Set(['other']) } }, { onUnauthorized });
    const error = await h.client.profile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphAuthError);
    expect(error).toMatchObject({ message: 'Failed to fetch user profile: 401', code: 'InvalidAuthenticationToken', retryable: false });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(attempts()).toBe(2);
  });

  it('throws GraphAuthError at once without a refresher, and lets a refresher’s own error through', async () => {
    h = await startHarness({ tokens: { valid: new Set() } });
    await expect(h.client.profile()).rejects.toBeInstanceOf(GraphAuthError);
    const { GraphMailbox } = await import('./graph-mailbox.js');
    const ended = new Error('session ended');
    const client = new GraphMailbox({
      baseUrl: h.server.url,
      getAccessToken: async () => 'x',
      onUnauthorized: async () => Promise.reject(ended),
    });
    await expect(client.profile()).rejects.toBe(ended);
  });

  it('refreshes on an injected 401 in the middle of a sync', async () => {
    const onUnauthorized = vi.fn(async () => 'token-1');
    h = await startHarness({}, { onUnauthorized });
    h.server.faults.queue('401');
    await h.client.delta(null);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('410 Gone on a delta link -> DeltaResetError -> full resync', () => {
  it('throws DeltaResetError on 410, and a restart with null rebuilds the mailbox', async () => {
    h = await startHarness({ messages: 80 });
    const store = new Map<string, MailMessage>();
    const { cursor } = await syncRound(h.client, store, null);
    const gone = h.server.mailbox.inbox()[0]!.id;
    h.server.mailbox.remove(gone);
    h.server.faults.queue('410');
    const error = await h.client.delta(cursor).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeltaResetError);
    expect(error).toMatchObject({
      status: 410,
      code: 'SyncStateNotFound',
      location: `${h.server.url}/me/mailFolders/inbox/messages/delta`,
    });
    expect(h.sleeps).toEqual([]); // not retried: the token will not come back

    // The caller's restart: a full round, then drop what the round did not return.
    const fresh = new Map<string, MailMessage>();
    await syncRound(h.client, fresh, null);
    for (const id of store.keys()) if (!fresh.has(id)) store.delete(id);
    expect(store.has(gone)).toBe(false);
    expect([...store.keys()].sort()).toEqual(
      h.server.mailbox
        .inbox()
        .map((m) => m.id)
        .sort(),
    );
  });

  it('treats expired tokens (mid-round skip tokens too) as a reset', async () => {
    h = await startHarness({ messages: 120 });
    const first = await h.client.delta(null);
    h.server.mailbox.expireDeltaTokens();
    await expect(h.client.delta(first.nextCursor)).rejects.toBeInstanceOf(DeltaResetError);
  });

  it('refuses a cursor from another Graph base URL (and never sends it the token)', async () => {
    h = await startHarness();
    const before = h.server.requests.length;
    await expect(h.client.delta('https://evil.example/v1.0/me/mailFolders/inbox/messages/delta?$deltatoken=x')).rejects.toBeInstanceOf(
      DeltaResetError,
    );
    await expect(
      h.client.delta('https://graph.microsoft.com/beta/me/mailFolders/inbox/messages/delta?$deltatoken=x'),
    ).rejects.toBeInstanceOf(DeltaResetError);
    expect(h.server.requests.length).toBe(before);
  });

  it('treats delta links under the base URL as opaque, however Graph spells the function', async () => {
    h = await startHarness({ deltaLinkPath: 'microsoft.graph.delta()' });
    const first = await h.client.delta(null);
    expect(first.nextCursor).toContain('/messages/microsoft.graph.delta()?$skiptoken=');
    const second = await h.client.delta(first.nextCursor);
    expect(second.added.length).toBeGreaterThan(0);
  });
});

describe('504 on pages of large messages', () => {
  it('halves the delta page until Graph can build it, and keeps the smaller size', async () => {
    h = await startHarness({ gatewayTimeoutAbove: 12 }, { deltaPageSize: 50 });
    const store = new Map<string, MailMessage>();
    const round = await syncRound(h.client, store, null);
    expect(store.size).toBe(h.server.mailbox.inbox().length);
    const sizes = h.server.requests.map((r) => Number(/odata\.maxpagesize=(\d+)/.exec(r.headers.prefer ?? '')?.[1]));
    // 50 and 25 time out once each, then every page is asked for at 12.
    expect(sizes.slice(0, 3)).toEqual([50, 25, 12]);
    expect(new Set(sizes.slice(2))).toEqual(new Set([12]));
    expect(round.resumed).toBe(0);
    expect(h.sleeps).toEqual([]);
  });
});
