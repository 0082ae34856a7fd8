import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailClassifications } from '../../src/db/schema/index.js';
import { classifyPending } from '../../src/services/classification/classify-pipeline.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/**
 * What the list optimisations (docs/performance.md) must keep: the summary's
 * priority counts follow the stored proposed tasks (PostgreSQL's generated
 * top_priority column), other users' rows never count, and a batch of emails
 * classified together still sees the project approved earlier in its conversation.
 */
describe('inbox summary and batched classification', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'user-sum';

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    await t.as('user-other');
  });
  afterAll(() => t.close());

  const summary = async () => (await me.get('/api/v1/emails/recommendations?limit=5')).json().summary;

  it('counts by the most urgent live task, and moves an email when its tasks change', async () => {
    const db = t.database.db;
    const urgent = await insertEmail(db, USER, { subject: 'Urgent' });
    const c = await insertClassification(db, USER, urgent.id, {
      proposedTasks: [
        { title: 'A', priority: 'P3' },
        { title: 'B', priority: 'P1' },
        { title: 'C', priority: 'P2', status: 'rejected' },
      ],
    });
    const plain = await insertEmail(db, USER, { subject: 'Plain text tasks' });
    await insertClassification(db, USER, plain.id, { proposedTasks: ['Send the lease'] });
    await insertEmail(db, USER, { subject: 'Not classified yet' });
    const foreign = await insertEmail(db, 'user-other', { subject: 'Not mine' });
    await insertClassification(db, 'user-other', foreign.id, { proposedTasks: [{ title: 'X', priority: 'P1' }] });

    expect(await summary()).toEqual({
      total: 3,
      projectsMatched: 0,
      pendingReview: 3,
      byPriority: { P1: 1, P2: 0, P3: 0, P4: 0, none: 2 },
    });
    const ordered = (await me.get('/api/v1/emails/recommendations?limit=5&sort=priority')).json().data;
    expect(ordered[0].subject).toBe('Urgent');

    await db
      .update(emailClassifications)
      .set({
        proposedTasks: [
          { title: 'A', priority: 'P3' },
          { title: 'B', priority: 'P1', status: 'rejected' },
        ],
      })
      .where(eq(emailClassifications.id, c.id));
    expect((await summary()).byPriority).toEqual({ P1: 0, P2: 0, P3: 1, P4: 0, none: 2 });
  });

  it('classifies a batch with the project approved earlier in each conversation', async () => {
    const db = t.database.db;
    const project = (await me.post('/api/v1/projects', { name: 'Quayside Depot' })).json();
    const first = await insertEmail(db, USER, {
      subject: 'Depot kickoff',
      conversationId: 'conv-depot',
      fromAddress: 'zed@nowhere.example',
    });
    await insertClassification(db, USER, first.id, { projectId: project.id, projectName: project.name, approved: true });
    const replies = await Promise.all(
      [1, 2, 3].map((i) =>
        insertEmail(db, USER, {
          subject: `Re: thread ${i}`,
          conversationId: 'conv-depot',
          fromAddress: `someone${i}@elsewhere.example`,
          bodyText: 'Thanks, noted.',
        }),
      ),
    );
    const loner = await insertEmail(db, USER, {
      subject: 'Unrelated',
      conversationId: 'conv-other',
      fromAddress: 'x@elsewhere.example',
      bodyText: 'Thanks, noted.',
    });
    await classifyPending(db, t.env, USER);
    for (const reply of replies) {
      const rec = (await me.get(`/api/v1/emails/${reply.id}/recommendations`)).json();
      expect(rec.aiClassification).toMatchObject({ projectId: project.id, signal: 'conversation' });
    }
    const other = (await me.get(`/api/v1/emails/${loner.id}/recommendations`)).json();
    expect(other.aiClassification.projectId).not.toBe(project.id);
  });
});
