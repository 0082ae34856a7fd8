import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifierDecisions, emailClassifications, tasks } from '../../src/db/schema/index.js';
import { classifyPending } from '../../src/services/classification/classify-pipeline.js';
import { insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

type Suggestion = { id: string; title: string; status: string; taskId: string | null };

/** Suggestion actions arriving together (a double click, two tabs, a retry) act once. */
describe('suggestion actions under concurrent and repeated requests', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'user-c';
  const process = (emailId: string, action: string, data?: object) =>
    me.post('/api/v1/emails/recommendations/process', { emailId, action, ...(data ? { data } : {}) });
  const suggestionsOf = async (emailId: string): Promise<Suggestion[]> =>
    (await me.get(`/api/v1/emails/${emailId}/recommendations`)).json().suggestedTasks;

  const emailIds: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER, { name: 'Dana Scully' });
    await me.post('/api/v1/projects', { name: 'Harbour Tower', domainMatches: ['acme.com'] });
    const db = t.database.db;
    const body = 'Hi Dana, can you send the signed lease by Friday? Please also book the inspection for the east wing next week.';
    for (const subject of ['Lease one', 'Lease two', 'Lease three'])
      emailIds.push((await insertEmail(db, USER, { subject, bodyText: body })).id);
    await classifyPending(db, t.env, USER);
    // The second email gets a second suggestion, whatever the classifier proposed.
    const [c] = await db.select().from(emailClassifications).where(eq(emailClassifications.emailId, emailIds[1]!));
    const first = c!.proposedTasks[0]!;
    await db
      .update(emailClassifications)
      .set({ proposedTasks: [first, { ...first, id: randomUUID(), title: 'Book the inspection' }] })
      .where(eq(emailClassifications.id, c!.id));
  });
  afterAll(() => t.close());

  it('approving one suggested task five times at once creates one task, and every answer names it', async () => {
    const [suggestion] = await suggestionsOf(emailIds[0]!);
    expect(suggestion).toBeDefined();
    const answers = await Promise.all(Array.from({ length: 5 }, () => process(emailIds[0]!, 'approve_task', { taskId: suggestion!.id })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const created = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, USER), eq(tasks.sourceEmailId, emailIds[0]!)));
    expect(created).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().createdTaskId))).toEqual(new Set([created[0]!.id]));
    expect(new Set(answers.map((a) => a.json().message))).toEqual(new Set(['Task Approved']));
  });

  it('two different suggestions approved at once both stay approved (no lost update)', async () => {
    const suggestions = await suggestionsOf(emailIds[1]!);
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    const [a, b] = suggestions;
    const answers = await Promise.all([
      process(emailIds[1]!, 'approve_task', { taskId: a!.id }),
      process(emailIds[1]!, 'approve_task', { taskId: b!.id }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = await suggestionsOf(emailIds[1]!);
    expect(after.filter((s) => s.id === a!.id || s.id === b!.id).map((s) => s.status)).toEqual(['approved', 'approved']);
  });

  it('a repeated project approval or rejection answers as the first and records one decision', async () => {
    const id = emailIds[2]!;
    const approvals = await Promise.all([1, 2, 3].map(() => process(id, 'approve_project')));
    expect(approvals.map((r) => [r.statusCode, r.json().message])).toEqual([
      [200, 'Project Approved'],
      [200, 'Project Approved'],
      [200, 'Project Approved'],
    ]);
    const decisions = await t.database.db.select().from(classifierDecisions).where(eq(classifierDecisions.emailId, id));
    expect(decisions).toHaveLength(1);

    const [task] = await suggestionsOf(id);
    const rejections = await Promise.all([1, 2].map(() => process(id, 'reject_task', { taskId: task!.id })));
    expect(rejections.map((r) => [r.statusCode, r.json().message])).toEqual([
      [200, 'Task Rejected'],
      [200, 'Task Rejected'],
    ]);
  });
});
