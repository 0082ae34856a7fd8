import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../../../packages/mail/test-support/graph-test-server/index.js';
import { emails } from '../../src/db/schema/index.js';
import { mailboxJobHandlers } from '../../src/jobs/mailbox-jobs.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const USER = 'replier';
const TEXT = 'Hi Adele,\nLine two: 3 < 4 & <b>not bold</b>\r\n\r\nThanks,\nMegan';

describe('plain-text replies to Microsoft 365 mail keep their lines', () => {
  let graph: GraphTestServer;
  let t: TestApp;
  let me: Client;

  beforeAll(async () => {
    graph = await startGraphTestServer({ messages: 40, seed: 12 });
    t = await createTestApp({
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: 'client',
      MS_CLIENT_SECRET: 'secret',
      MS_AUTHORITY: 'http://127.0.0.1:9/unused',
      GRAPH_BASE_URL: graph.url,
      TOKEN_ENCRYPTION_KEY: '2'.repeat(64),
      FIRST_SYNC_DAYS: '366',
    });
    me = await t.as(USER);
    await t.runtime.tokens!.save(USER, { accessToken: 'access-token', refreshToken: 'refresh-token', expiresIn: 3600 });
    await mailboxJobHandlers(t.runtime, () => undefined).sync({ userId: USER, trigger: 'test' }, 'job');
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const reply = async (type: 'html' | 'text') => {
    const [email] = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.userId, USER), eq(emails.bodyContentType, type)))
      .limit(1);
    expect((await me.post('/api/v1/emails/send', { messageId: email!.id, body: TEXT })).statusCode).toBe(200);
    return graph.replies.at(-1)!;
  };

  it('an HTML original gets the text escaped with its line breaks, as Exchange renders the comment as HTML', async () => {
    const sent = await reply('html');
    expect(sent.rendered.contentType).toBe('html');
    expect(sent.rendered.content).toContain('Hi Adele,<br>Line two: 3 &lt; 4 &amp; &lt;b&gt;not bold&lt;/b&gt;<br><br>Thanks,<br>Megan');
    expect(sent.rendered.content).not.toContain('<b>not bold</b>');
  });

  it('a text original gets the text as it is', async () => {
    const sent = await reply('text');
    expect(sent.comment).toBe(TEXT);
    expect(sent.rendered.content.startsWith(TEXT)).toBe(true);
  });
});
