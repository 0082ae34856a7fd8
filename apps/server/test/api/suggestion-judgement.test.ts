import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyPending } from '../../src/services/classification/classify-pipeline.js';
import { insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

type Rec = {
  id: string;
  subject: string;
  aiClassification: {
    replyNeeded: boolean | null;
    replyReason: string | null;
    alternatives: { projectId: string; name: string; confidence: number }[];
  } | null;
  suggestedTasks: { title: string; dueDate: string | null; dueSource: string | null }[];
  suggestedReply: { body: string } | null;
};

/**
 * What the server stores and shows of the engine's judgement: whether a reply is needed and
 * why, where each due date came from, whose mail it is, and the closest projects.
 */
describe('suggestion judgement on the server', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'user-judge';
  const OWNER = 'dana.scully@fbi.example';

  const list = async (): Promise<Rec[]> => (await me.get('/api/v1/emails/recommendations?limit=50')).json().data;
  const find = async (subject: string) => (await list()).find((e) => e.subject === subject)!;
  const replies = async (): Promise<Rec[]> => (await me.get('/api/v1/replies?limit=50')).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER, { name: 'Dana Scully', email: OWNER });
    await me.post('/api/v1/projects', { name: 'Harbour Tower' });
    const db = t.database.db;
    const at = new Date('2026-11-16T14:00:00Z');
    const me_ = { name: 'Dana Scully', address: OWNER };
    await insertEmail(db, USER, {
      subject: 'Lease renewal',
      receivedTime: at,
      sentTime: at,
      toRecipients: [me_],
      fromName: 'Ann Lee',
      fromAddress: 'ann@acme.example',
      bodyText: 'Hi Dana,\n\nCould you send me the signed lease for Harbour Tower by Friday?\n\nThanks,\nAnn',
    });
    await insertEmail(db, USER, {
      subject: 'This week in property management',
      receivedTime: at,
      toRecipients: [me_],
      fromName: 'PM Today',
      fromAddress: 'editor@pmtoday.example',
      bodyText: 'Five ways to cut energy costs this winter. Read the full story on our site.',
      listHeaders: {
        listId: 'PM Today <news.pmtoday.example>',
        listUnsubscribe: '<https://pmtoday.example/u>',
        precedence: 'bulk',
        autoSubmitted: null,
      },
    });
    await insertEmail(db, USER, {
      subject: 'Loading dock keys',
      receivedTime: at,
      toRecipients: [{ name: 'Tom Okafor', address: 'tom@quayside.example' }],
      ccRecipients: [me_],
      fromName: 'Ann Lee',
      fromAddress: 'ann@acme.example',
      bodyText: 'Tom, please send the loading dock keys to the new tenant by Wednesday.\n\nAnn',
    });
    await classifyPending(db, t.env, USER);
  });
  afterAll(() => t.close());

  it('says a direct request needs a reply, and a newsletter does not, with reasons', async () => {
    const lease = await find('Lease renewal');
    expect(lease.aiClassification).toMatchObject({ replyNeeded: true });
    expect(lease.aiClassification!.replyReason).toBeTruthy();
    const news = await find('This week in property management');
    expect(news.aiClassification).toMatchObject({ replyNeeded: false });
    expect(news.aiClassification!.replyReason).toBeTruthy();
    expect(news.suggestedTasks).toEqual([]);
    // The draft is kept, so "Draft a reply" has something to show.
    expect(news.suggestedReply?.body).toBeTruthy();
  });

  it('records that a due date came from the email', async () => {
    const [task] = (await find('Lease renewal')).suggestedTasks;
    expect(task).toMatchObject({ dueDate: '2026-11-20', dueSource: 'email' });
  });

  it('does not give the owner a task asked of another recipient', async () => {
    expect((await find('Loading dock keys')).suggestedTasks).toEqual([]);
  });

  it('lists on Replies only the emails that need an answer, until the user edits a kept-back draft', async () => {
    const subjects = (await replies()).map((e) => e.subject);
    expect(subjects).toContain('Lease renewal');
    expect(subjects).not.toContain('This week in property management');
    const news = await find('This week in property management');
    const res = await me.patch(`/api/v1/emails/${news.id}/reply`, { body: 'Thanks, please take me off this list.' });
    expect(res.statusCode).toBe(200);
    expect((await replies()).map((e) => e.subject)).toContain('This week in property management');
  });

  it('offers the closest projects, best first, with their confidences', async () => {
    const { alternatives } = (await find('Lease renewal')).aiClassification!;
    expect(alternatives[0]).toMatchObject({ name: 'Harbour Tower' });
    expect(alternatives.length).toBeLessThanOrEqual(3);
    for (const a of alternatives) expect(a.confidence).toBeGreaterThanOrEqual(0);
  });
});
