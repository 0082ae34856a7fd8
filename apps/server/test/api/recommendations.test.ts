import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifierDecisions, tasks } from '../../src/db/schema/index.js';
import { classifyPending } from '../../src/services/classification/classify-pipeline.js';
import { insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

type Rec = {
  id: string;
  subject: string;
  aiClassification: {
    projectId: string | null;
    projectName: string | null;
    label: string;
    approved: boolean | null;
    userSelected: boolean;
  } | null;
  suggestedTasks: { id: string; title: string; status: string; priority: string; taskId: string | null }[];
  processingStatus: string;
  topPriority: string | null;
};

describe('recommendations: classify, review, learn', () => {
  let t: TestApp;
  let me: Client;
  let harbour: { id: string; name: string };
  let northwind: { id: string; name: string };
  const USER = 'user-a';

  const page = async (query = '') => (await me.get(`/api/v1/emails/recommendations?limit=50${query}`)).json();
  const find = async (subject: string): Promise<Rec> => (await page()).data.find((e: Rec) => e.subject === subject);

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER, { name: 'Dana Scully' });
    harbour = (await me.post('/api/v1/projects', { name: 'Harbour Tower', domainMatches: ['acme.com'] })).json();
    northwind = (await me.post('/api/v1/projects', { name: 'Northwind Logistics' })).json();
    const service = (await me.post('/api/v1/services', { name: 'Leasing' })).json();
    await me.post(`/api/v1/services/${service.id}/projects`, { project_id: harbour.id, project_name: harbour.name });
    await me.post('/api/v1/templates', { name: 'Lease steps', services: ['Leasing'], items: ['Check tenant file', 'Send to legal'] });

    const db = t.database.db;
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 14));
    await insertEmail(db, USER, {
      subject: 'Lease renewal',
      receivedTime: day(16),
      bodyText: 'Hi Dana, can you send the signed lease by Friday? This is urgent.',
    });
    await insertEmail(db, USER, {
      subject: 'Weekly newsletter',
      fromAddress: 'news@letters.example',
      fromName: 'Letters',
      receivedTime: day(15),
      bodyText: 'Read our stories this week. Unsubscribe at any time.',
    });
    await insertEmail(db, USER, {
      subject: 'Freight schedule',
      fromAddress: 'bob@zeta.example',
      fromName: 'Bob Zeta',
      receivedTime: day(14),
      bodyText: 'Please confirm the freight pickup windows for the depot trucks.',
    });
    await classifyPending(db, t.env, USER);
  });
  afterAll(() => t.close());

  it('classifies the inbox and sums it up for the cards', async () => {
    const result = await page();
    expect(result.totalCount).toBe(3);
    expect(result.summary).toMatchObject({ total: 3, pendingReview: 3 });
    const lease = await find('Lease renewal');
    expect(lease.processingStatus).toBe('completed');
    expect(lease.aiClassification).toMatchObject({ projectId: harbour.id, label: 'Harbour Tower', approved: null, userSelected: false });
    expect(lease.suggestedTasks.length).toBeGreaterThan(0);
    expect(lease.suggestedTasks[0]).toMatchObject({ status: 'pending' });
    expect((await find('Weekly newsletter')).suggestedTasks).toEqual([]);
  });

  it('lists the processed classifications with their total', async () => {
    const res = (await me.get('/api/v1/classifications?limit=2')).json();
    expect(res.totalCount).toBe(3);
    expect(res.data).toHaveLength(2);
    expect(res.data[0]).toMatchObject({ isProcessed: true, classificationService: 'local' });
    // Newest first, and a page number goes on from there.
    const all = (await me.get('/api/v1/classifications?limit=3')).json().data as { id: string; created_at: string }[];
    const times = all.map((c) => Date.parse(c.created_at));
    expect(times.every(Number.isFinite)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await me.get('/api/v1/classifications?limit=2&offset=1')).json().data.map((c: { id: string }) => c.id)).toEqual(
      all.slice(1).map((c) => c.id),
    );
  });

  it('orders by the most urgent task in the priority view', async () => {
    const result = await page('&sort=priority');
    const priorities = result.data.map((e: Rec) => e.topPriority);
    const ranked = [...priorities].sort((a, b) => (a ?? 'P9').localeCompare(b ?? 'P9'));
    expect(priorities).toEqual(ranked);
    const counted = Object.values(result.summary.byPriority as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(3);
  });

  it('approves the project and records the decision', async () => {
    const lease = await find('Lease renewal');
    const res = await me.post('/api/v1/emails/recommendations/process', { emailId: lease.id, action: 'approve_project' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Project Approved' });
    expect(res.json().updatedEmail.aiClassification).toMatchObject({ approved: true, projectId: harbour.id });
    const progress = (await me.get('/api/v1/training/progress')).json();
    expect(progress).toMatchObject({ decisions: 1, recentAccuracy: 1, examples: 1 });
    expect(progress.history).toHaveLength(1);
  });

  it('turns a suggested task into a real task with the template checklist', async () => {
    const lease = await find('Lease renewal');
    const suggestion = lease.suggestedTasks[0]!;
    const res = await me.post('/api/v1/emails/recommendations/process', {
      emailId: lease.id,
      action: 'approve_task',
      data: { taskId: suggestion.id },
    });
    expect(res.json().message).toBe('Task Approved');
    const created = (await me.get(`/api/v1/tasks/${res.json().createdTaskId}`)).json();
    expect(created).toMatchObject({ title: suggestion.title, project_id: harbour.id, status: 'to_do', sourceEmailId: lease.id });
    expect(created.checklist.map((i: { text: string }) => i.text)).toEqual(['Check tenant file', 'Send to legal']);
    const after = res.json().updatedEmail.suggestedTasks.find((s: { id: string }) => s.id === suggestion.id);
    expect(after).toMatchObject({ status: 'approved', taskId: created.id });
    // A repeat (double click, retry) creates nothing and answers as the first did.
    const again = await me.post('/api/v1/emails/recommendations/process', {
      emailId: lease.id,
      action: 'approve_task',
      data: { taskId: suggestion.id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Task Approved', createdTaskId: created.id });
  });

  it('learns from a correction: the next similar email goes to the corrected project', async () => {
    const freight = await find('Freight schedule');
    expect(freight.aiClassification?.projectId).not.toBe(northwind.id);
    const res = await me.post('/api/v1/emails/recommendations/process', {
      emailId: freight.id,
      action: 'approve_project',
      data: { projectId: northwind.id },
    });
    expect(res.json().message).toBe('Project Updated');
    expect(res.json().updatedEmail.aiClassification).toMatchObject({ projectId: northwind.id, userSelected: true, approved: true });

    const next = await insertEmail(t.database.db, USER, {
      subject: 'Freight schedule for next week',
      fromAddress: 'bob@zeta.example',
      fromName: 'Bob Zeta',
      bodyText: 'Please confirm the freight pickup windows for next week, the depot trucks are booked.',
    });
    const rec = (await me.post(`/api/v1/emails/${next.id}/generate-recommendations`, {})).json();
    expect(rec.aiClassification.projectId).toBe(northwind.id);
    const decisions = await t.database.db.select().from(classifierDecisions).where(eq(classifierDecisions.emailId, freight.id));
    expect(decisions[0]).toMatchObject({ correct: false, chosenProjectId: northwind.id });
  });

  it('rejects and removes suggested tasks with the spec texts', async () => {
    const next = await insertEmail(t.database.db, USER, {
      subject: 'Two asks',
      bodyText: 'Could you book the meeting room? Please also send me the floor plan.',
    });
    let rec = (await me.post(`/api/v1/emails/${next.id}/generate-recommendations`, {})).json();
    expect(rec.suggestedTasks.length).toBeGreaterThanOrEqual(2);
    const [first, second] = rec.suggestedTasks;
    rec = (
      await me.post('/api/v1/emails/recommendations/process', { emailId: next.id, action: 'reject_task', data: { taskId: first.id } })
    ).json().updatedEmail;
    expect(rec.suggestedTasks.find((s: { id: string }) => s.id === first.id).status).toBe('rejected');
    rec = (await me.post(`/api/v1/emails/${next.id}/proposed-tasks/remove`, { title: `  ${second.title.toUpperCase()} ` })).json();
    expect(rec.suggestedTasks.find((s: { id: string }) => s.id === second.id).status).toBe('rejected');
    const none = await me.post(`/api/v1/emails/${next.id}/proposed-tasks/remove`, { title: 'nothing like it' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('No proposed tasks found for this email');
  });

  it('stores feedback and an edited reply', async () => {
    const newsletter = await find('Weekly newsletter');
    const fb = (
      await me.post(`/api/v1/emails/${newsletter.id}/feedback`, { feedback: 'This is for Northwind Logistics', manualTask: false })
    ).json();
    expect(fb.feedback).toBe('This is for Northwind Logistics');
    const lease = await find('Lease renewal');
    const edited = (await me.patch(`/api/v1/emails/${lease.id}/reply`, { body: 'Hi Ann, attached.' })).json();
    expect(edited.suggestedReply).toMatchObject({
      body: 'Hi Ann, attached.',
      edited: true,
      subject: 'Re: Lease renewal',
      tone: 'professional',
    });
    const replies = (await me.get('/api/v1/replies?limit=10')).json();
    expect(replies.totalCount).toBeGreaterThan(0);
  });

  it('predicts without storing anything, and accepts an adjusted task', async () => {
    const before = (await t.database.db.select().from(tasks)).length;
    const bad = await me.post('/api/v1/predict', { from: 'x@acme.com', subject: '', body: 'b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Please fill in all email fields');
    const prediction = (
      await me.post('/api/v1/predict', {
        from: 'Ann <ann@acme.com>',
        subject: 'Keys',
        body: 'Can you drop the keys at reception by tomorrow?',
      })
    ).json();
    expect(prediction).toMatchObject({ projectId: harbour.id, projectName: 'Harbour Tower' });
    expect(prediction.tasks.length).toBeGreaterThan(0);
    expect((await t.database.db.select().from(tasks)).length).toBe(before);
    const accepted = await me.post('/api/v1/predict/accept', { title: 'Drop the keys', project_id: harbour.id, priority: 'P2' });
    expect(accepted.statusCode).toBe(201);
    expect((await t.database.db.select().from(tasks)).length).toBe(before + 1);
  });

  it('proposes rule conditions from the emails filed under a project', async () => {
    const res = await me.post('/api/v1/rules/suggest', { projectId: northwind.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().examples).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(res.json().if)).toContain('zeta.example');
  });
});
