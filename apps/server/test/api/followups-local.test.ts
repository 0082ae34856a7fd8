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
});
