import { and, eq } from 'drizzle-orm';
import { followupsSchema } from '@triage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../../../packages/mail/test-support/graph-test-server/index.js';
import { conversationStates, emails } from '../../src/db/schema/index.js';
import { mailboxJobHandlers } from '../../src/jobs/mailbox-jobs.js';
import { classifyPending } from '../../src/services/classification/classify-pipeline.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const USER = 'follower';
const ME = { name: 'Megan Bowen', address: 'MeganB@contoso.onmicrosoft.com' };
const ANN = { name: 'Ann Lee', address: 'ann.lee@example.com' };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const text = (content: string) => ({ contentType: 'text' as const, content });
type Item = {
  conversationId: string;
  subject: string;
  people: { name: string | null; address: string }[];
  preview: string | null;
  lastMessageAt: string;
  overdue: boolean;
  reminded: boolean;
  ageWorkingDays: number;
  emailId: string | null;
};
type Lists = {
  needsReply: Item[];
  waiting: Item[];
  commitments: { id: string; title: string; dueDate: string; sentence: string }[];
  waitingDays: number;
};

describe('Follow-ups: conversation state kept current by every sync', () => {
  let graph: GraphTestServer;
  let t: TestApp;
  let me: Client;
  const sync = async () => {
    await mailboxJobHandlers(t.runtime, () => undefined).sync({ userId: USER, trigger: 'test' }, 'job');
    await classifyPending(t.database.db, t.env, USER);
  };
  const lists = async (): Promise<Lists> => {
    const res = await me.get('/api/v1/followups');
    expect(res.statusCode).toBe(200);
    // Written by PostgreSQL and the service, not by the serializer: held to the schema here, no key
    // missing or extra.
    expect(followupsSchema.parse(res.json())).toEqual(res.json());
    return res.json();
  };
  const stateOf = async (conversationId: string) => {
    const l = await lists();
    if (l.needsReply.some((i) => i.conversationId === conversationId)) return 'needs_reply';
    if (l.waiting.some((i) => i.conversationId === conversationId)) return 'waiting';
    return 'done';
  };
  const received = (conversationId: string, subject: string, body: string, at = hoursAgo(2)) =>
    graph.mailbox.add({
      conversationId,
      subject,
      from: { emailAddress: ANN },
      sender: { emailAddress: ANN },
      replyTo: [],
      toRecipients: [{ emailAddress: ME }],
      ccRecipients: [],
      body: text(body),
      bodyPreview: body.slice(0, 100),
      receivedDateTime: at,
      sentDateTime: at,
    });
  const sentFromOutlook = (conversationId: string, subject: string, body: string, at = hoursAgo(1)) =>
    graph.mailbox.add({
      conversationId,
      subject,
      parentFolderId: graph.mailbox.folders.sentitems,
      from: { emailAddress: ME },
      sender: { emailAddress: ME },
      toRecipients: [{ emailAddress: ANN }],
      ccRecipients: [],
      body: text(body),
      bodyPreview: body.slice(0, 100),
      receivedDateTime: at,
      sentDateTime: at,
    });

  beforeAll(async () => {
    graph = await startGraphTestServer({ messages: 10, seed: 19 });
    t = await createTestApp({
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: 'client',
      MS_CLIENT_SECRET: 'secret',
      MS_AUTHORITY: 'http://127.0.0.1:9/unused',
      GRAPH_BASE_URL: graph.url,
      TOKEN_ENCRYPTION_KEY: 'e'.repeat(64),
      FIRST_SYNC_DAYS: '366',
    });
    me = await t.as(USER, { email: ME.address, name: ME.name });
    await t.runtime.tokens!.save(USER, { accessToken: 'access-token', refreshToken: 'refresh-token', expiresIn: 3600 });
    await sync();
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('a question received needs a reply; a reply sent from Triage moves it to Waiting on others on the next sync', async () => {
    const at = hoursAgo(2);
    received('conv-lease', 'Signed lease', 'Hi Megan,\n\nCan you send me the signed lease by Thursday?\n\nThanks,\nAnn', at);
    await sync();
    const before = await lists();
    const item = before.needsReply.find((i) => i.conversationId === 'conv-lease');
    expect(item).toMatchObject({
      subject: 'Signed lease',
      overdue: false,
      reminded: false,
      people: [ANN],
      preview: expect.stringContaining('Can you send me the signed lease'),
      lastMessageAt: at.replace('Z', '.000Z'),
    });
    const reply = await me.post('/api/v1/emails/send', {
      messageId: item!.emailId,
      body: 'Sure. Could you confirm the address it goes to?',
    });
    expect(reply.statusCode).toBe(200);
    // Sent from Triage means sent by the mailbox: it shows once the Sent Items delta lists it.
    expect(await stateOf('conv-lease')).toBe('needs_reply');
    await sync();
    const waiting = (await lists()).waiting.find((i) => i.conversationId === 'conv-lease');
    // The user's message now: to whom it went and what it said; the email it answers stays linked.
    expect(waiting).toMatchObject({
      emailId: item!.emailId,
      people: [expect.objectContaining({ address: ANN.address })],
      preview: expect.stringContaining('Could you confirm the address'),
    });
    // Sent mail never enters the review queue.
    const queue = (await me.get('/api/v1/emails?limit=100')).json();
    expect(queue.data.filter((e: { subject: string }) => /confirm the address/i.test(JSON.stringify(e)))).toEqual([]);
  });

  it('a reply sent from another client (Outlook) counts the same; an acknowledgement waits on nobody', async () => {
    received('conv-budget', 'Budget', 'Megan, can you review the attached budget and tell me what you think?');
    await sync();
    expect(await stateOf('conv-budget')).toBe('needs_reply');
    sentFromOutlook('conv-budget', 'RE: Budget', 'Looks fine to me, thanks.');
    await sync();
    expect(await stateOf('conv-budget')).toBe('done');
  });

  it('an answer arriving takes a conversation out of Waiting on others', async () => {
    sentFromOutlook('conv-venue', 'Venue', 'Ann, can you book the venue for the offsite and send me the confirmation?');
    await sync();
    expect(await stateOf('conv-venue')).toBe('waiting');
    received('conv-venue', 'RE: Venue', 'Booked, confirmation attached. Nothing else needed from you.', hoursAgo(0.5));
    await sync();
    expect(await stateOf('conv-venue')).not.toBe('waiting');
  });

  it('waiting longer than the chosen working days is flagged; the threshold is a setting (default 3)', async () => {
    sentFromOutlook('conv-old', 'Invoice', 'Could you send me the March invoice?', hoursAgo(24 * 14));
    await sync();
    const old = (await lists()).waiting.find((i) => i.conversationId === 'conv-old')!;
    expect(old.ageWorkingDays).toBeGreaterThanOrEqual(8);
    expect(old.overdue).toBe(true);
    expect((await lists()).waitingDays).toBe(3);
    expect((await me.get('/api/v1/followups/settings')).json()).toMatchObject({ waitingDays: 3, todo: { available: true, listId: null } });
    expect((await me.put('/api/v1/followups/settings', { waitingDays: 20 })).statusCode).toBe(200);
    expect((await lists()).waiting.find((i) => i.conversationId === 'conv-old')!.overdue).toBe(false);
    const bad = await me.put('/api/v1/followups/settings', { waitingDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/waitingDays/);
    expect((await me.get('/api/v1/followups/settings')).json().waitingDays).toBe(20);
    await me.put('/api/v1/followups/settings', { waitingDays: 3 });
  });

  it('closed by the user is Done until a newer message arrives', async () => {
    sentFromOutlook('conv-close', 'Parking', 'Can you tell me where to park on Monday?');
    await sync();
    expect(await stateOf('conv-close')).toBe('waiting');
    expect((await me.post('/api/v1/followups/conversations/conv-close/done')).statusCode).toBe(200);
    expect(await stateOf('conv-close')).toBe('done');
    // Written after it was closed.
    sentFromOutlook(
      'conv-close',
      'RE: Parking',
      'Sorry to chase: can you tell me where to park?',
      new Date(Date.now() + 2000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    );
    await sync();
    expect(await stateOf('conv-close')).toBe('waiting');
  });

  it('remind me hides a conversation until then; it comes back marked', async () => {
    sentFromOutlook('conv-remind', 'Keys', 'Can you drop the keys at reception?');
    await sync();
    const until = new Date(Date.now() + 3 * 86400_000).toISOString();
    expect((await me.post('/api/v1/followups/conversations/conv-remind/remind', { until })).statusCode).toBe(200);
    expect(await stateOf('conv-remind')).toBe('done');
    // The reminder time comes.
    await t.database.db
      .update(conversationStates)
      .set({ remindAt: new Date(Date.now() - 1000) })
      .where(and(eq(conversationStates.userId, USER), eq(conversationStates.conversationId, 'conv-remind')));
    expect((await lists()).waiting.find((i) => i.conversationId === 'conv-remind')).toMatchObject({ reminded: true });
  });

  it("bad input is a 400 naming the problem; a conversation that is not the user's is a 404", async () => {
    const past = await me.post('/api/v1/followups/conversations/conv-remind/remind', {
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toMatch(/reminder must be in the future/);
    const notMine = await me.post('/api/v1/followups/conversations/someone-elses/done');
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.message).toBe('Conversation not found');
    const other = await t.as('other-user');
    expect((await other.post('/api/v1/followups/conversations/conv-remind/done')).statusCode).toBe(404);
    expect((await other.get('/api/v1/followups')).json()).toMatchObject({ needsReply: [], waiting: [], commitments: [] });
  });

  it('a commitment in sent mail becomes a proposed task due that day; approving makes the task once', async () => {
    // "Tomorrow" of a message sent minutes ago is never in the past, even when the user's midnight
    // falls between the sending and now ("today" would then be yesterday, and not proposed).
    sentFromOutlook('conv-promise', 'RE: Report', "No problem Ann. I'll get the report to you tomorrow.", hoursAgo(0.2));
    await sync();
    const { commitments } = await lists();
    const c = commitments.find((x) => x.sentence.includes('report'));
    expect(c).toMatchObject({ title: 'Get the report to Ann' });
    const project = (await me.post('/api/v1/projects', { name: 'Reports' })).json();
    const noProject = await me.post(`/api/v1/followups/commitments/${c!.id}/approve`, {});
    expect(noProject.statusCode).toBe(400);
    const approved = await me.post(`/api/v1/followups/commitments/${c!.id}/approve`, { projectId: project.id });
    expect(approved.statusCode).toBe(200);
    const again = await me.post(`/api/v1/followups/commitments/${c!.id}/approve`, { projectId: project.id });
    expect(again.json().taskId).toBe(approved.json().taskId);
    const task = (await me.get(`/api/v1/tasks/${approved.json().taskId}`)).json();
    expect(task).toMatchObject({ title: 'Get the report to Ann', due_date: c!.dueDate, project_id: project.id });
    expect((await lists()).commitments.find((x) => x.id === c!.id)).toBeUndefined();
  });

  it('sent mail is stored with its conversation and never classified', async () => {
    const stored = await t.database.db.select({ subject: emails.subject }).from(emails).where(eq(emails.userId, USER));
    expect(stored.map((e) => e.subject)).not.toContain('RE: Report');
  });
});
