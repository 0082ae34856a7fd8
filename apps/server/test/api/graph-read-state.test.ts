import { and, eq } from 'drizzle-orm';
import { GraphMailbox } from '@triage/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../../../packages/mail/test-support/graph-test-server/index.js';
import { emails } from '../../src/db/schema/index.js';
import { mailboxJobHandlers } from '../../src/jobs/mailbox-jobs.js';
import { clearProblem } from '../../src/services/mail/connection-state.js';
import { storeMessages } from '../../src/services/mail/store-messages.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const USER = 'reader';

describe('read state, both ways with Microsoft 365', () => {
  let graph: GraphTestServer;
  let t: TestApp;
  let me: Client;
  const sync = () => mailboxJobHandlers(t.runtime, () => undefined).sync({ userId: USER, trigger: 'test' }, 'job');

  beforeAll(async () => {
    graph = await startGraphTestServer({ messages: 30, seed: 9 });
    t = await createTestApp({
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: 'client',
      MS_CLIENT_SECRET: 'secret',
      MS_AUTHORITY: 'http://127.0.0.1:9/unused',
      GRAPH_BASE_URL: graph.url,
      TOKEN_ENCRYPTION_KEY: 'e'.repeat(64),
      FIRST_SYNC_DAYS: '366',
    });
    me = await t.as(USER);
    await t.runtime.tokens!.save(USER, { accessToken: 'access-token', refreshToken: 'refresh-token', expiresIn: 3600 });
    await sync();
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const unread = async () => {
    const rows = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.userId, USER), eq(emails.isRead, false)));
    expect(rows.length).toBeGreaterThan(2);
    return rows;
  };

  it('opening an email in Triage marks it read in the mailbox', async () => {
    const [email] = await unread();
    const res = await me.post(`/api/v1/emails/${email!.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json().isRead).toBe(true);
    expect(graph.mailbox.get(email!.messageId)!.isRead).toBe(true);
    // The next delta reports the change and agrees.
    await sync();
    const [row] = await t.database.db.select().from(emails).where(eq(emails.id, email!.id));
    expect(row).toMatchObject({ isRead: true, readPending: false });
  });

  it('replying marks the original read in the mailbox', async () => {
    const [email] = await unread();
    const res = await me.post('/api/v1/emails/send', { messageId: email!.id, body: 'Thanks, will do.' });
    expect(res.statusCode).toBe(200);
    expect(graph.mailbox.get(email!.messageId)!.isRead).toBe(true);
  });

  it('a read the mailbox could not take yet is not flipped back by a delta, and is pushed by the next sync', async () => {
    const [email] = await unread();
    graph.mailbox.setUnsupported(true);
    expect((await me.post(`/api/v1/emails/${email!.id}/read`)).statusCode).toBe(200);
    graph.mailbox.setUnsupported(false);
    expect(graph.mailbox.get(email!.messageId)!.isRead).toBe(false);
    // A delta page fetched before the mailbox took the read still says unread: storing it keeps the read.
    const reader = new GraphMailbox({ baseUrl: graph.url, getAccessToken: async () => 'access-token' });
    let staleCopy;
    for (let cursor: string | null = null, done = false; !done && !staleCopy;) {
      const page = await reader.delta(cursor);
      staleCopy = page.added.find((m) => m.providerId === email!.messageId);
      cursor = page.nextCursor;
      done = page.done;
    }
    expect(staleCopy?.isRead).toBe(false);
    await storeMessages(t.database.db, USER, [staleCopy!], []);
    expect((await t.database.db.select().from(emails).where(eq(emails.id, email!.id)))[0]!.isRead).toBe(true);

    // A change elsewhere in the message puts it in the next delta, still unread on the server.
    graph.mailbox.update(email!.messageId, { categories: ['Blue category'] });
    await clearProblem(t.database.db, USER);
    await sync();
    const [row] = await t.database.db.select().from(emails).where(eq(emails.id, email!.id));
    expect(row).toMatchObject({ isRead: true, readPending: false });
    expect(graph.mailbox.get(email!.messageId)!.isRead).toBe(true);
  });

  it('an uploaded email, which the mailbox never held, is answered by sendMail and read in Triage alone', async () => {
    const eml =
      'From: Up Loader <up@example.com>\r\nTo: reader@contoso.com\r\nSubject: Uploaded quote\r\nMessage-ID: <quote-3@example.com>\r\nDate: Mon, 16 Nov 2026 10:00:00 +0000\r\n\r\nPlease confirm.\r\n';
    const upload = await me.request('POST', '/api/v1/import-emails/upload', Buffer.from(eml), { 'content-type': 'message/rfc822' });
    expect(upload.json()).toMatchObject({ imported: 1 });
    const [email] = await t.database.db.select().from(emails).where(eq(emails.internetMessageId, '<quote-3@example.com>'));
    const sentBefore = graph.sent.length;
    const requestsBefore = graph.requests.length;

    expect((await me.post(`/api/v1/emails/${email!.id}/read`)).statusCode).toBe(200);
    const [opened] = await t.database.db.select().from(emails).where(eq(emails.id, email!.id));
    expect(opened).toMatchObject({ isRead: true, readPending: false });
    const res = await me.post('/api/v1/emails/send', { messageId: email!.id, body: 'Confirmed.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Reply Sent', subject: 'Re: Uploaded quote' });
    expect(graph.sent.slice(sentBefore)).toEqual([
      expect.objectContaining({
        message: expect.objectContaining({
          subject: 'Re: Uploaded quote',
          toRecipients: [{ emailAddress: { address: 'up@example.com' } }],
          body: { contentType: 'Text', content: 'Confirmed.' },
        }),
      }),
    ]);
    const aboutIt = graph.requests.slice(requestsBefore).filter((r) => r.url.includes(encodeURIComponent(email!.messageId)));
    expect(aboutIt).toEqual([]);
    // Nothing is left for the next sync to push to the mailbox, so it runs clean.
    await sync();
    expect((await me.get('/api/v1/sync/status')).json().recent[0]).toMatchObject({ status: 'completed' });
  });

  it("answers 404 for an email that is not the user's", async () => {
    expect((await me.post('/api/v1/emails/00000000-0000-4000-8000-000000000000/read')).statusCode).toBe(404);
  });
});
