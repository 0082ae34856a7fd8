import { afterEach, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../test-support/graph-test-server/index.js';

/** The test server itself: Graph's response shapes, determinism, validation and faults. */
const servers: GraphTestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
async function start(options: Parameters<typeof startGraphTestServer>[0] = {}): Promise<GraphTestServer> {
  const server = await startGraphTestServer(options);
  servers.push(server);
  return server;
}
const auth = { authorization: 'Bearer t' };
type GraphError = { error: { code: string } };

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers: { ...auth, ...headers } });
  // Graph's JSON is probed field by field below; typing every response shape would only restate it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { res, body: (await res.json()) as Record<string, any> };
}

describe('generated mailbox', () => {
  it('is deterministic per seed and varied', async () => {
    const now = new Date('2025-03-01T12:00:00Z');
    const [a, b, c] = await Promise.all([start({ seed: 1, now }), start({ seed: 1, now }), start({ seed: 2, now })]);
    const all = a.mailbox.all();
    expect(all).toHaveLength(2000);
    expect(b.mailbox.all()).toEqual(all);
    expect(c.mailbox.all()[0]!.id).not.toBe(all[0]!.id);
    const html = all.filter((m) => m.body?.contentType === 'html').length;
    expect(html).toBeGreaterThan(600);
    expect(all.length - html).toBeGreaterThan(600);
    expect(new Set(all.map((m) => m.from?.emailAddress?.address)).size).toBeGreaterThan(200);
    const threads = new Map<string, number>();
    for (const m of all) threads.set(m.conversationId!, (threads.get(m.conversationId!) ?? 0) + 1);
    expect([...threads.values()].filter((n) => n >= 3).length).toBeGreaterThan(50);
    expect(all.some((m) => /^(RE|Re|FW): /.test(m.subject ?? ''))).toBe(true);
    expect(new Set(all.map((m) => m.id)).size).toBe(2000);
    expect(all.every((m) => Date.parse(m.receivedDateTime) <= now.getTime() && (m.bodyPreview ?? '').length <= 255)).toBe(true);
  });

  it('merges given messages over generated ones and adds new mail as the newest', async () => {
    const server = await start({ messages: [{ subject: 'Given' }, { isRead: true }] });
    expect(server.mailbox.all().map((m) => m.subject)[0]).toBe('Given');
    const added = server.mailbox.add({ subject: 'Fresh' });
    const newest = server.mailbox.all().sort((x, y) => y.receivedDateTime.localeCompare(x.receivedDateTime))[0];
    expect(newest?.id).toBe(added.id);
  });
});

describe('Graph response shapes', () => {
  it('lists with @odata.context, $select, default page size and a $skiptoken nextLink', async () => {
    const server = await start({ messages: 30 });
    const { body } = await get(`${server.url}/me/messages?$select=subject,isRead`);
    expect(body['@odata.context']).toBe(`${server.url}/$metadata#users('${server.user.id}')/messages(subject,isRead)`);
    expect(body.value).toHaveLength(10);
    expect(Object.keys(body.value[0]).sort()).toEqual(['@odata.etag', 'id', 'isRead', 'subject']);
    expect(new URL(body['@odata.nextLink']).searchParams.get('$skiptoken')).toBeTruthy();
    const last = await get(`${server.url}/me/messages?$top=25&$skip=25`);
    expect(last.body.value).toHaveLength(5);
    expect(last.body['@odata.nextLink']).toBeUndefined();
  });

  it('filters on receivedDateTime ge and counts the matches before paging, on every page', async () => {
    const server = await start({ messages: 30 });
    const times = server.mailbox
      .all()
      .map((m) => m.receivedDateTime)
      .sort()
      .reverse();
    const since = new Date(Date.parse(times[11]!)).toISOString(); // with milliseconds, as the client sends it
    const filter = encodeURIComponent(`receivedDateTime ge ${since}`);
    const first = await get(`${server.url}/me/messages?$filter=${filter}&$count=true&$top=5&$select=receivedDateTime`);
    expect(Object.keys(first.body)).toEqual(['@odata.context', '@odata.count', 'value', '@odata.nextLink']);
    expect(first.body['@odata.count']).toBe(times.filter((t) => Date.parse(t) >= Date.parse(since)).length);
    const pages = [first.body];
    while (pages[pages.length - 1]!['@odata.nextLink']) pages.push((await get(pages[pages.length - 1]!['@odata.nextLink'])).body);
    expect(pages.map((p) => p['@odata.count'])).toEqual(pages.map(() => first.body['@odata.count']));
    expect(pages.flatMap((p) => p.value.map((m: { receivedDateTime: string }) => m.receivedDateTime))).toEqual(
      times.slice(0, first.body['@odata.count']),
    );
    expect((await get(`${server.url}/me/messages?$filter=${filter}`)).body['@odata.count']).toBeUndefined();
  });

  it('refuses filters it does not implement with Graph’s 400 error shape', async () => {
    const server = await start({ messages: 5 });
    for (const filter of ["subject eq 'x'", 'receivedDateTime gt 2025-01-01T00:00:00Z', 'receivedDateTime ge yesterday']) {
      const { res, body } = await get(`${server.url}/me/messages?$filter=${encodeURIComponent(filter)}&$count=true`);
      expect(res.status).toBe(400);
      expect(body.error).toMatchObject({
        code: 'ErrorInvalidUrlQueryFilter',
        message: 'The query filter contains one or more invalid nodes.',
      });
      expect(body.error.innerError).toMatchObject({ 'request-id': res.headers.get('request-id'), date: expect.any(String) });
    }
  });

  it('answers Graph error bodies with innerError and request ids', async () => {
    const server = await start({ messages: 5 });
    const { res, body } = await get(`${server.url}/me/messages?$select=subject,nope`);
    expect(res.status).toBe(400);
    expect(body.error).toMatchObject({ code: 'RequestBroker--ParseUri', message: expect.stringContaining("'nope'") });
    expect(body.error.innerError).toMatchObject({ 'request-id': res.headers.get('request-id'), date: expect.any(String) });
    const missing = await get(`${server.url}/me/messages/unknown-id`);
    expect([missing.res.status, missing.body.error.code]).toEqual([404, 'ErrorItemNotFound']);
    const malformed = await get(`${server.url}/me/messages/${encodeURIComponent('<quote-3@example.com>')}`);
    expect([malformed.res.status, malformed.body.error.code]).toEqual([400, 'ErrorInvalidIdMalformed']);
  });

  it('pages a delta round by Prefer: odata.maxpagesize, then reports changes with @removed', async () => {
    const server = await start({ messages: 5 });
    const first = await get(`${server.url}/me/mailFolders/inbox/messages/delta?$select=subject`, {
      prefer: 'IdType="ImmutableId", odata.maxpagesize=3',
    });
    expect(first.body['@odata.context']).toBe(`${server.url}/$metadata#Collection(message)`);
    expect(first.body.value[0]['@odata.type']).toBe('#microsoft.graph.message');
    expect(first.body['@odata.nextLink']).toContain(`/me/mailfolders('${server.mailbox.inboxId}')/messages/delta?$skiptoken=`);
    const again = await get(first.body['@odata.nextLink']);
    const replay = await get(first.body['@odata.nextLink']);
    expect(replay.body.value).toEqual(again.body.value); // a retried nextLink gives the same page
    const deltaLink = again.body['@odata.deltaLink'];
    expect(deltaLink).toContain('$deltatoken=');

    const [gone, kept] = server.mailbox.inbox();
    server.mailbox.remove(gone!.id);
    server.mailbox.update(kept!.id, { subject: 'Changed' });
    const temp = server.mailbox.add();
    server.mailbox.remove(temp.id); // created and deleted between syncs: not reported
    const changes = await get(deltaLink);
    expect(changes.body.value).toEqual([
      { '@odata.type': '#microsoft.graph.message', id: gone!.id, '@removed': { reason: 'deleted' } },
      { '@odata.type': '#microsoft.graph.message', '@odata.etag': expect.any(String), subject: 'Changed', id: kept!.id },
    ]);
    expect((await get(deltaLink)).body.value).toHaveLength(2); // a delta link can be used again
  });

  it('answers 410 SyncStateNotFound with a Location once tokens expire', async () => {
    const server = await start({ messages: 5 });
    const { body } = await get(`${server.url}/me/mailFolders/inbox/messages/delta`);
    server.mailbox.expireDeltaTokens();
    const gone = await get(body['@odata.deltaLink']);
    expect(gone.res.status).toBe(410);
    expect(gone.res.headers.get('location')).toBe(`${server.url}/me/mailFolders/inbox/messages/delta`);
    expect(gone.body.error.code).toBe('SyncStateNotFound');
  });
});

describe('auth, writes and faults', () => {
  it('checks bearer tokens: 401 InvalidAuthenticationToken with WWW-Authenticate', async () => {
    const server = await start({ messages: 5, tokens: { valid: new Set(['good']) } });
    const none = await fetch(`${server.url}/me`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(((await none.json()) as GraphError).error.code).toBe('InvalidAuthenticationToken');
    expect((await get(`${server.url}/me`, { authorization: 'Bearer bad' })).res.status).toBe(401);
    expect((await get(`${server.url}/me`, { authorization: 'Bearer good' })).res.status).toBe(200);
  });

  it('refuses non x- internet message headers and bad recipients, like Graph', async () => {
    const server = await start({ messages: 5 });
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const id = server.mailbox.inbox()[0]!.id;
    const threaded = await post(`/me/messages/${encodeURIComponent(id)}/reply`, {
      comment: 'x',
      message: { internetMessageHeaders: [{ name: 'In-Reply-To', value: '<a@b>' }] },
    });
    expect(threaded.status).toBe(400);
    expect(((await threaded.json()) as GraphError).error.code).toBe('InvalidInternetMessageHeader');
    expect((await post('/me/sendMail', { message: { subject: 's', toRecipients: [] } })).status).toBe(400);
    expect(
      (
        await post('/me/sendMail', {
          message: {
            subject: 's',
            toRecipients: [{ emailAddress: { address: 'a@b.com' } }],
            internetMessageHeaders: [{ name: 'x-triage', value: '1' }],
          },
        })
      ).status,
    ).toBe(202);
    expect(server.sent).toHaveLength(1);
    expect(server.replies).toHaveLength(0);
  });

  it('injects 429 with the throttling doc’s body and a Retry-After header', async () => {
    const server = await start({ messages: 5 });
    server.faults.set({ rate: 1, kinds: ['429'], retryAfterSeconds: 2.128 });
    const { res, body } = await get(`${server.url}/me`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('2.128');
    expect(body.error).toMatchObject({
      code: 'TooManyRequests',
      message: 'Please retry again later.',
      innerError: { code: '429', status: '429' },
    });
    server.faults.clear();
    expect((await get(`${server.url}/me`)).res.status).toBe(200);
  });

  it('applies 410 faults only to delta links, and close() ends stalled requests', async () => {
    const server = await start({ messages: 5 });
    server.faults.set({ rate: 1, kinds: ['410'] });
    expect((await get(`${server.url}/me`)).res.status).toBe(200);
    server.faults.clear();
    server.faults.queue('stall');
    const stalled = fetch(`${server.url}/me`, { headers: auth }).then(
      () => 'answered',
      () => 'closed',
    );
    await new Promise((r) => setTimeout(r, 50));
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    expect(await stalled).toBe('closed');
  });
});
