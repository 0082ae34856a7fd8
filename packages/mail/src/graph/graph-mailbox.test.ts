import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, syncRound, type Harness } from '../../test-support/graph-client-harness.js';
import type { MailMessage } from '../types.js';
import { GraphRequestError } from './errors.js';
import { MESSAGE_SELECT } from './message-fields.js';

let h: Harness;
afterEach(() => h?.close());

const lastRequest = () => h.server.requests[h.server.requests.length - 1]!;
const query = (url: string) => new URL(url, 'http://x').searchParams;
const inboxIds = () =>
  h.server.mailbox
    .inbox()
    .map((m) => m.id)
    .sort();

describe('GraphMailbox against the Graph test server', () => {
  it('reads the profile from /me with the bearer token and the immutable-id preference', async () => {
    h = await startHarness();
    expect(await h.client.profile()).toEqual({ id: h.server.user.id, email: 'MeganB@contoso.onmicrosoft.com', name: 'Megan Bowen' });
    expect(lastRequest().headers.authorization).toBe('Bearer token-1');
    expect(lastRequest().headers.prefer).toBe('IdType="ImmutableId"');
  });

  it('falls back to userPrincipalName when the user has no mail', async () => {
    h = await startHarness({ user: { mail: null, userPrincipalName: 'upn@contoso.com' } });
    expect((await h.client.profile()).email).toBe('upn@contoso.com');
  });

  it('lists newest first, 25 by default, pages by skip, selecting exactly the mapped fields', async () => {
    h = await startHarness();
    const first = await h.client.list();
    const params = query(lastRequest().url);
    expect(params.get('$select')?.split(',')).toEqual([...MESSAGE_SELECT]);
    expect([params.get('$top'), params.get('$skip'), params.get('$orderby')]).toEqual(['25', '0', 'receivedDateTime desc']);
    const second = await h.client.list({ top: 25, skip: 25 });
    const expected = h.server.mailbox
      .all()
      .sort((a, b) => b.receivedDateTime.localeCompare(a.receivedDateTime))
      .slice(0, 50)
      .map((m) => m.id);
    expect([...first, ...second].map((m) => m.providerId)).toEqual(expected);
    expect(first[0]).toMatchObject({ attachments: [], sourceFile: null, folder: h.server.mailbox.inboxId });
  });

  it('follows @odata.nextLink when Graph returns smaller pages than asked for', async () => {
    h = await startHarness({ maxPageSize: 10 });
    const before = h.server.requests.length;
    const messages = await h.client.list({ top: 25, skip: 5 });
    expect(messages).toHaveLength(25);
    expect(new Set(messages.map((m) => m.providerId)).size).toBe(25);
    const urls = h.server.requests.slice(before).map((r) => r.url);
    expect(urls).toHaveLength(3);
    expect(query(urls[1]!).get('$skiptoken')).toBeTruthy();
  });

  it('rejects out-of-range list arguments before calling Graph', async () => {
    h = await startHarness();
    await expect(h.client.list({ top: 0 })).rejects.toThrow(RangeError);
    await expect(h.client.list({ top: 1001 })).rejects.toThrow(RangeError);
    await expect(h.client.list({ skip: -1 })).rejects.toThrow(RangeError);
  });

  it('counts the mail received at or after a date with $filter, $count and ConsistencyLevel: eventual', async () => {
    h = await startHarness();
    const times = h.server.mailbox
      .all()
      .map((m) => Date.parse(m.receivedDateTime))
      .sort((a, b) => b - a);
    const since = new Date(times[40]!);
    const expected = times.filter((t) => t >= since.getTime()).length;
    expect(expected).toBeGreaterThan(40);
    expect(expected).toBeLessThan(times.length);
    expect(await h.client.countSince(since)).toBe(expected);
    const params = query(lastRequest().url);
    expect(params.get('$filter')).toBe(`receivedDateTime ge ${since.toISOString()}`);
    expect([params.get('$count'), params.get('$top'), params.get('$select')]).toEqual(['true', '1', 'id']);
    expect(lastRequest().headers.consistencylevel).toBe('eventual');
    expect(await h.client.countSince(new Date(times[0]! + 1))).toBe(0);
  });

  it('fails a count Graph answered without @odata.count, and refuses an invalid date', async () => {
    h = await startHarness({}, { fetch: async () => new Response(JSON.stringify({ value: [] }), { status: 200 }) });
    await expect(h.client.countSince(new Date())).rejects.toMatchObject({
      name: 'GraphRequestError',
      message: 'Failed to fetch emails: count without @odata.count',
    });
    await expect(h.client.countSince(new Date(Number.NaN))).rejects.toThrow(RangeError);
  });

  it('runs a full delta in pages of 50 (Prefer combined with IdType), then an incremental one', async () => {
    h = await startHarness({ messages: 120 });
    const store = new Map<string, MailMessage>();
    const full = await syncRound(h.client, store, null);
    expect(full.pages.map((p) => p.added.length)).toEqual([50, 50, 20]);
    expect(full.pages.map((p) => p.done)).toEqual([false, false, true]);
    expect(full.pages[0]!.nextCursor).toContain('$skiptoken=');
    expect(full.cursor).toContain('$deltatoken=');
    expect([...store.keys()].sort()).toEqual(inboxIds());
    const deltaRequests = h.server.requests.filter((r) => r.url.includes('/delta'));
    expect(deltaRequests.map((r) => r.headers.prefer)).toEqual(Array(3).fill('IdType="ImmutableId", odata.maxpagesize=50'));
    expect(query(deltaRequests[0]!.url).get('$select')?.split(',')).toEqual([...MESSAGE_SELECT]);

    // New mail, a read flag, a deletion and a move to Deleted Items since the delta link was issued.
    const [changed, deleted, moved] = h.server.mailbox.inbox();
    const added = h.server.mailbox.add({ subject: 'Brand new' });
    h.server.mailbox.update(changed!.id, { isRead: !changed!.isRead });
    h.server.mailbox.remove(deleted!.id);
    h.server.mailbox.remove(moved!.id, 'changed');
    const incremental = await syncRound(h.client, store, full.cursor);
    const page = incremental.pages[0]!;
    expect(incremental.pages).toHaveLength(1);
    expect(page.added.map((m) => m.providerId).sort()).toEqual([added.id, changed!.id].sort());
    expect(page.removed.sort()).toEqual([deleted!.id, moved!.id].sort());
    expect(store.get(changed!.id)?.isRead).toBe(!changed!.isRead);
    expect(store.get(added.id)?.subject).toBe('Brand new');
    expect([...store.keys()].sort()).toEqual(inboxIds());

    // Nothing changed: the next round is empty and ends at once.
    const quiet = await h.client.delta(incremental.cursor);
    expect(quiet).toMatchObject({ added: [], removed: [], done: true });
  });

  it('replies through /me/messages/{id}/reply with only a comment', async () => {
    h = await startHarness();
    const target = h.server.mailbox.inbox()[3]!;
    await h.client.reply(target.id, 'Thanks, signed copy attached.');
    expect(h.server.replies).toMatchObject([
      { messageId: target.id, comment: 'Thanks, signed copy attached.', body: { comment: 'Thanks, signed copy attached.' } },
    ]);
    expect(Object.keys(h.server.replies[0]!.body)).toEqual(['comment']);
    expect(lastRequest()).toMatchObject({ method: 'POST', status: 202 });
    expect(lastRequest().headers).toMatchObject({
      authorization: 'Bearer token-1',
      prefer: 'IdType="ImmutableId"',
      'content-type': 'application/json',
    });
  });

  it('fails a reply to an unknown message with the SPEC text and Graph code', async () => {
    h = await startHarness();
    const error = await h.client.reply('AAkALgAAAAAAHYQDEapmEc2byACqAC-EWg0Anope=', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphRequestError);
    expect(error).toMatchObject({ message: 'Failed to send email: 404', status: 404, code: 'ErrorItemNotFound', retryable: false });
    expect(h.server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('sends new mail through /me/sendMail in Graph’s shape, saved to Sent Items', async () => {
    h = await startHarness();
    await h.client.send({ to: ['a@fabrikam.com', 'b@fabrikam.com'], subject: 'Lease', body: 'Line 1\nLine 2' });
    expect(h.server.sent).toEqual([
      {
        message: {
          subject: 'Lease',
          body: { contentType: 'Text', content: 'Line 1\nLine 2' },
          toRecipients: [{ emailAddress: { address: 'a@fabrikam.com' } }, { emailAddress: { address: 'b@fabrikam.com' } }],
        },
        saveToSentItems: true,
      },
    ]);
    expect(lastRequest().status).toBe(202);
    await expect(h.client.send({ to: [], subject: 's', body: 'b' })).rejects.toThrow(RangeError);
  });

  it('surfaces Graph validation errors on send as GraphRequestError', async () => {
    h = await startHarness();
    const error = await h.client.send({ to: ['not an address'], subject: 's', body: 'b' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'GraphRequestError', message: 'Failed to send email: 400', code: 'ErrorInvalidRecipients' });
  });
});
