import { FOLLOWUP_LIST_LIMIT } from '@triage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/** A busy mailbox: more conversations waiting for an answer than the list shows. */
describe('Follow-ups with more conversations than the list holds', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'busy-follower';
  // Two in three need an answer: a few more of those than the list holds.
  const count = Math.ceil((FOLLOWUP_LIST_LIMIT * 3) / 2) + 10;

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    const hourAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    for (let i = 0; i < count; i++) {
      const email = await insertEmail(t.database.db, USER, {
        subject: `Question ${i}`,
        conversationId: `conv-${i}`,
        receivedTime: hourAgo(i + 1),
      });
      // Every third needs no answer (a notice): never listed, whatever its age.
      await insertClassification(t.database.db, USER, email.id, { details: { replyNeeded: i % 3 !== 0 }, isProcessed: true });
    }
  });
  afterAll(() => t.close());

  it('lists the oldest of those needing a reply, up to the limit, oldest first', async () => {
    const lists = (await me.get('/api/v1/followups')).json() as { needsReply: { subject: string; lastMessageAt: string }[] };
    const needing = Array.from({ length: count }, (_, i) => i).filter((i) => i % 3 !== 0);
    expect(needing.length).toBeGreaterThan(FOLLOWUP_LIST_LIMIT);
    const oldest = needing.sort((a, b) => b - a).slice(0, FOLLOWUP_LIST_LIMIT);
    expect(lists.needsReply.map((item) => item.subject)).toEqual(oldest.map((i) => `Question ${i}`));
  });
});
