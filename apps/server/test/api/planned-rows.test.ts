import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { runPlanned, withPlannedRows } from '../../src/db/planned-rows.js';
import { emailClassifications, emails, projects, tasks, users } from '../../src/db/schema/index.js';
import { listEmailColumns } from '../../src/services/classification/list-columns.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { seedEverything } from '../helpers/seed-everything.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The list reads' row mapping planned once per query reads exactly what Drizzle's own mapping reads. */
describe('rows mapped by plan', () => {
  let t: TestApp;
  const user = 'user-planned-rows';
  beforeAll(async () => {
    t = await createTestApp();
    await t.as(user);
    const { db } = t.database;
    await seedEverything(db, user);
    const unclassified = await insertEmail(db, user, {
      subject: null,
      sentTime: null,
      attachments: [{ name: 'a.pdf', contentType: null, size: 3 }],
    });
    const classified = await insertEmail(db, user, { subject: 'Drawings', ccRecipients: [{ name: 'Bo', address: 'bo@acme.com' }] });
    await insertClassification(db, user, classified.id, { proposedTasks: [{ title: 'Check', due_date: '2026-12-01' }], replyEmail: null });
    expect(unclassified.id).not.toBe(classified.id);
  });
  afterAll(() => t.close());

  it('reads nested objects, a left join with and without its row, JSON, dates, arrays and computed columns alike', async () => {
    const { db } = t.database;
    const query = () =>
      db
        .select({
          ...listEmailColumns,
          keys: sql<string[]>`array[${emails.receivedTime}::text, ${emails.id}::text]`,
          sent: sql<Date | null>`${emails.sentTime}`.mapWith(emails.sentTime),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(emails)
        .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
        .where(eq(emails.userId, user))
        .orderBy(desc(emails.receivedTime), desc(emails.id));
    const expected = await query();
    expect(expected.length).toBe(4);
    expect(expected.some((r) => r.classification === null)).toBe(true);
    expect(expected.some((r) => r.classification !== null)).toBe(true);
    expect(await runPlanned(query())).toStrictEqual(expected);
  });

  it('reads a whole table, a nullable joined column and a prepared statement alike', async () => {
    const { db } = t.database;
    const joined = () => db.select({ task: tasks, owner: users.email }).from(tasks).leftJoin(users, eq(users.id, tasks.projectName));
    const expectedJoined = await joined();
    expect(expectedJoined[0]!.owner).toBeNull();
    expect(await runPlanned(joined())).toStrictEqual(expectedJoined);

    const list = () =>
      db
        .select()
        .from(projects)
        .where(eq(projects.userId, sql.placeholder('userId')))
        .prepare('planned_rows_projects');
    const expected = await list().execute({ userId: user });
    expect(expected.length).toBe(1);
    expect(await withPlannedRows(list()).execute({ userId: user })).toStrictEqual(expected);
  });
});
