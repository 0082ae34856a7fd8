import { seedDemoMailbox } from '@triage/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxJobHandlers } from '../../src/jobs/mailbox-jobs.js';
import { classifyPending } from '../../src/services/classification/classify-pipeline.js';
import { localMailboxDir } from '../../src/services/mail/mailbox-factory.js';
import { LOCAL_USER } from '../../src/services/users/users-service.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

type Item = { conversationId: string; subject: string; emailId: string | null; people: { name: string | null }[] };
type Lists = { needsReply: Item[]; waiting: Item[] };

describe('Follow-ups in local mode, over the demo mailbox', () => {
  let t: TestApp;
  let me: Client;
  const sync = async () => {
    await mailboxJobHandlers(t.runtime, () => undefined).sync({ userId: LOCAL_USER.id, trigger: 'test' }, 'job');
    await classifyPending(t.database.db, t.env, LOCAL_USER.id);
  };
  const lists = async (): Promise<Lists> => (await me.get('/api/v1/followups')).json();
  let repliedTo = '';

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoMailbox(localMailboxDir(t.env));
    me = await t.as(LOCAL_USER.id, { email: LOCAL_USER.email, name: LOCAL_USER.name });
    await sync();
  });
  afterAll(() => t.close());

  it("the demo's sent mail is read: the Meridian question waits on Priya, the answered cash-flow thread is done", async () => {
    const { needsReply, waiting } = await lists();
    expect(waiting.find((i) => /Meridian Architects/.test(i.subject))?.people[0]?.name).toBe('Priya Raman');
    expect([...needsReply, ...waiting].some((i) => /Cash flow forecast/.test(i.subject))).toBe(false);
    expect(needsReply.length).toBeGreaterThan(0);
  });

  it('a reply sent from Triage (written to the outbox) asks for a sync, which moves its conversation', async () => {
    const [first] = (await lists()).needsReply;
    repliedTo = first!.emailId!;
    const sent = await me.post('/api/v1/emails/send', { messageId: first!.emailId, body: 'Thanks, noted. Can you confirm the date?' });
    expect(sent.statusCode).toBe(200);
    // Read back at once, not at the next scheduled sync.
    const status = (await me.get('/api/v1/sync/status')).json() as { queued: { name: string; queued: number }[] };
    expect(status.queued.find((q) => q.name === 'mail.sync')?.queued).toBe(1);
    await sync();
    const after = await lists();
    expect(after.needsReply.map((i) => i.conversationId)).not.toContain(first!.conversationId);
    expect(after.waiting.map((i) => i.conversationId)).toContain(first!.conversationId);
  });

  it('an answered email says when it was answered, in the queue and alone; an unanswered one says nothing', async () => {
    type Rec = { id: string; subject: string; receivedAt: string; repliedAt: string | null };
    const queue = (await me.get('/api/v1/emails/recommendations?limit=100')).json() as { data: Rec[]; totalCount: number };
    expect(queue.data.length).toBe(queue.totalCount);
    const answered = queue.data.filter((r) => r.repliedAt !== null);
    // The demo's own sent mail answers the cash-flow thread; the reply sent above answers another.
    expect(answered.some((r) => /Cash flow forecast/.test(r.subject))).toBe(true);
    const mine = answered.find((r) => r.id === repliedTo);
    expect(Date.parse(mine!.repliedAt!)).toBeGreaterThanOrEqual(Date.parse(mine!.receivedAt));
    const { needsReply } = await lists();
    expect(needsReply.length).toBeGreaterThan(0);
    for (const item of needsReply) expect(queue.data.find((r) => r.id === item.emailId)?.repliedAt ?? null).toBeNull();
    for (const r of answered) {
      const one = (await me.get(`/api/v1/emails/${r.id}/recommendations`)).json() as Rec;
      expect(one.repliedAt).toBe(r.repliedAt);
    }
    const replies = (await me.get('/api/v1/replies?limit=100')).json() as { data: Rec[] };
    expect(replies.data.length).toBeGreaterThan(0);
    for (const r of replies.data) expect(r.repliedAt).toBe(queue.data.find((q) => q.id === r.id)!.repliedAt);
  });

  it('only mail sent after the email arrived answers it: a later message in an answered thread is unanswered', async () => {
    type Rec = { id: string; conversationId: string | null; receivedAt: string; repliedAt: string | null };
    const queue = (await me.get('/api/v1/emails/recommendations?limit=100')).json() as { data: Rec[] };
    const open = queue.data.find((r) => r.repliedAt === null && r.conversationId !== null)!;
    const received = Date.parse(open.receivedAt);
    const sentAt = async (at: number, messageId: string) => {
      await t.database.pool.query(`insert into sent_messages (user_id, message_id, conversation_id, sent_time) values ($1, $2, $3, $4)`, [
        LOCAL_USER.id,
        messageId,
        open.conversationId,
        new Date(at),
      ]);
      return ((await me.get(`/api/v1/emails/${open.id}/recommendations`)).json() as Rec).repliedAt;
    };
    expect(await sentAt(received - 60_000, 'earlier-answer')).toBeNull();
    expect(await sentAt(received + 60_000, 'later-answer')).toBe(new Date(received + 60_000).toISOString());
  });
});
