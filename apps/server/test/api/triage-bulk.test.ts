import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, classifierDecisions } from '../../src/db/schema/index.js';
import { wakeDueSnoozes } from '../../src/jobs/snooze-waker.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const USER = 'bulk-user';
const BULK = '/api/v1/emails/bulk';

describe('bulk triage API', () => {
  let t: TestApp;
  let me: Client;
  let harbour: { id: string; name: string };
  let ridge: { id: string; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    harbour = (await me.post('/api/v1/projects', { name: 'Harbour Tower' })).json();
    ridge = (await me.post('/api/v1/projects', { name: 'Ridge Road' })).json();
  });
  afterAll(() => t.close());

  const classified = async (subject: string) => {
    const email = await insertEmail(t.database.db, USER, { subject });
    await insertClassification(t.database.db, USER, email.id, {
      projectId: harbour.id,
      projectName: harbour.name,
      proposedTasks: [
        {
          id: `${subject}-t1`,
          title: 'Send the lease',
          priority: 'P2',
          status: 'pending',
          projectId: harbour.id,
          projectName: harbour.name,
        },
      ],
    });
    return email;
  };
  const queueIds = async () =>
    (await me.get('/api/v1/emails/recommendations?limit=50&offset=0&sort=default')).json().data.map((e: { id: string }) => e.id);
  const recommendation = async (id: string) => (await me.get(`/api/v1/emails/${id}/recommendations`)).json();
  const auditFor = (id: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, USER), eq(auditEvents.entityId, id)));

  it('archives many emails in one request, audits each, and its undo brings them back', async () => {
    const a = await classified('Archive A');
    const b = await classified('Archive B');
    const res = await me.post(BULK, { action: 'archive', emailIds: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      changed: 2,
      skipped: 0,
      message: '2 emails archived',
      undo: { action: 'unarchive', emailIds: [a.id, b.id] },
    });
    expect(await queueIds()).not.toContain(a.id);
    expect((await auditFor(a.id)).map((e) => [e.action, e.path])).toEqual([['archive', BULK]]);
    expect(await auditFor(b.id)).toHaveLength(1);

    expect((await me.post(BULK, res.json().undo)).json()).toMatchObject({ changed: 2, message: '2 emails unarchived' });
    expect(await queueIds()).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('approves the proposed projects, skips emails without one, and undo retracts the lesson', async () => {
    const a = await classified('Approve A');
    const bare = await insertEmail(t.database.db, USER, { subject: 'Not classified' });
    const res = (await me.post(BULK, { action: 'approve_project', emailIds: [a.id, bare.id] })).json();
    expect(res).toMatchObject({ changed: 1, skipped: 1, message: 'Project approved on 1 email' });
    expect((await recommendation(a.id)).aiClassification).toMatchObject({ approved: true, projectName: 'Harbour Tower' });
    const decisions = () => t.database.db.select().from(classifierDecisions).where(eq(classifierDecisions.emailId, a.id));
    expect(await decisions()).toHaveLength(1);

    expect(res.undo).toEqual({ action: 'restore_projects', items: [{ emailId: a.id, projectId: harbour.id, approved: null }] });
    await me.post(BULK, res.undo);
    expect((await recommendation(a.id)).aiClassification).toMatchObject({ approved: null, projectName: 'Harbour Tower' });
    expect(await decisions()).toHaveLength(0);
  });

  it('moves emails to a project (their pending tasks follow) and undo puts the old project back', async () => {
    const a = await classified('Move A');
    const res = (await me.post(BULK, { action: 'move_to_project', emailIds: [a.id], projectId: ridge.id })).json();
    expect(res.message).toBe("1 email moved to 'Ridge Road'");
    const moved = await recommendation(a.id);
    expect(moved.aiClassification).toMatchObject({ projectName: 'Ridge Road', approved: true });
    expect(moved.suggestedTasks[0].projectName).toBe('Ridge Road');
    await me.post(BULK, res.undo);
    expect((await recommendation(a.id)).aiClassification).toMatchObject({ projectName: 'Harbour Tower', approved: null });
  });

  it('rejects every pending suggestion and the undecided project; undo makes them pending again', async () => {
    const a = await classified('Reject A');
    const res = (await me.post(BULK, { action: 'reject_suggestions', emailIds: [a.id] })).json();
    expect(res.changed).toBe(1);
    const rejected = await recommendation(a.id);
    expect(rejected.aiClassification.approved).toBe(false);
    expect(rejected.suggestedTasks.map((s: { status: string }) => s.status)).toEqual(['rejected']);
    await me.post(BULK, res.undo);
    const back = await recommendation(a.id);
    expect(back.aiClassification.approved).toBeNull();
    expect(back.suggestedTasks.map((s: { status: string }) => s.status)).toEqual(['pending']);
  });

  it('snoozes emails out of the queue (and its totals) until the waker brings them back at their time', async () => {
    const a = await classified('Snooze A');
    const total = async () => (await me.get('/api/v1/emails/recommendations?limit=1&offset=0&sort=default')).json().summary.total;
    const before = await total();
    const until = new Date(Date.now() + 60 * 60_000);
    const res = await me.post(BULK, { action: 'snooze', emailIds: [a.id], until: until.toISOString() });
    expect(res.json()).toMatchObject({ changed: 1, message: '1 email snoozed', undo: { action: 'unsnooze', emailIds: [a.id] } });
    expect(await queueIds()).not.toContain(a.id);
    expect(await total()).toBe(before - 1);

    expect(await wakeDueSnoozes(t.database.db, new Date(until.getTime() - 1000))).not.toContain(a.id);
    expect(await queueIds()).not.toContain(a.id);
    expect(await wakeDueSnoozes(t.database.db, new Date(until.getTime() + 1000))).toContain(a.id);
    expect(await queueIds()).toContain(a.id);
    expect(await total()).toBe(before);
  });

  it('refuses snooze times in the past or more than a year ahead, changing nothing', async () => {
    const a = await classified('Snooze bad');
    const past = await me.post(BULK, { action: 'snooze', emailIds: [a.id], until: new Date(Date.now() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('until: the snooze time must be in the future');
    const far = await me.post(BULK, { action: 'snooze', emailIds: [a.id], until: new Date(Date.now() + 400 * 86_400_000).toISOString() });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toContain('within 365 days');
    expect(await queueIds()).toContain(a.id);
  });

  it("fails the whole request with 404 when one id is not the user's, changing nothing", async () => {
    const mine = await classified('Mine');
    const other = await t.as('bulk-other');
    const theirs = await insertEmail(t.database.db, 'bulk-other', { subject: 'Theirs' });
    const res = await me.post(BULK, { action: 'archive', emailIds: [mine.id, theirs.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Email not found');
    expect(await queueIds()).toContain(mine.id);
    expect((await other.get('/api/v1/emails/recommendations?limit=5&offset=0&sort=default')).json().data[0].id).toBe(theirs.id);
  });

  it('names the problem for bad input: unknown action, no emails, duplicates, a missing project', async () => {
    const a = await classified('Bad input');
    const cases: [unknown, string][] = [
      [{ action: 'explode', emailIds: [a.id] }, 'action'],
      [{ action: 'archive', emailIds: [] }, 'at least one email'],
      [{ action: 'archive', emailIds: [a.id, a.id] }, 'listed once'],
      [{ action: 'move_to_project', emailIds: [a.id] }, 'projectId'],
    ];
    for (const [body, text] of cases) {
      const res = await me.post(BULK, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(text);
    }
    const gone = await me.post(BULK, { action: 'move_to_project', emailIds: [a.id], projectId: '00000000-0000-4000-8000-000000000000' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Project not found');
  });
});
