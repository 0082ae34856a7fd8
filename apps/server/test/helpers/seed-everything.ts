import type { Db } from '../../src/db/client.js';
import * as s from '../../src/db/schema/index.js';
import { insertClassification, insertEmail } from './fixtures.js';

export const SECRET = 'ALICE-SECRET';

/** One row of every user-owned table for the user, all carrying a marker string. */
export async function seedEverything(db: Db, userId: string): Promise<void> {
  const [project] = await db
    .insert(s.projects)
    .values({ userId, name: `${SECRET} project`, color: '#3b82f6' })
    .returning();
  await db.insert(s.tasks).values({
    userId,
    title: `${SECRET} task`,
    projectId: project!.id,
    projectName: project!.name,
    checklist: [{ id: 'c1', text: `${SECRET} item`, completed: false }],
  });
  const [service] = await db
    .insert(s.services)
    .values({ userId, name: `${SECRET} service` })
    .returning();
  await db.insert(s.serviceProjects).values({ userId, serviceId: service!.id, projectId: project!.id, projectName: `${SECRET} sp` });
  await db.insert(s.templates).values({ userId, name: `${SECRET} template`, services: [service!.name], items: ['one'] });
  const email = await insertEmail(db, userId, { subject: `${SECRET} email` });
  await insertClassification(db, userId, email.id, { projectId: project!.id, projectName: project!.name, label: SECRET });
  const archivedEmail = await insertEmail(db, userId, { subject: `${SECRET} archived`, isArchived: true, archivedAt: new Date() });
  await insertClassification(db, userId, archivedEmail.id);
  await db.insert(s.rules).values({
    userId,
    name: `${SECRET} rule`,
    position: 0,
    conditions: { senderIncludes: ['acme.com'] },
    actions: { projectId: project!.id, tags: [SECRET] },
  });
  await db.insert(s.taskStyleConfigs).values({
    userId,
    titleTemplate: `${SECRET} {{subject}}`,
    descriptionTemplate: '{{body}}',
    includeMetadata: true,
    includeOutlookLink: false,
    includeNextSteps: true,
    urgencyMap: { low: 'P4', normal: 'P3', high: 'P2', critical: 'P1' },
    dueParser: 'prefer_explicit',
  });
  await db.insert(s.contexts).values({ userId, name: `${SECRET} context`, color: '#0ea5e9', timezone: 'Europe/London' });
  await db.insert(s.connections).values({ userId, kind: 'mailbox', provider: 'local', connected: true, email: `${SECRET}@a.test` });
  await db.insert(s.importJobs).values({ userId, status: 'completed', daysBack: 30 });
}

/** Every row the user owns in every table with a user_id column (sessions aside), as text. */
export async function snapshot(db: Db, userId: string): Promise<string> {
  const { rows: tables } = await db.$client.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'user_id' AND table_name <> 'sessions'
      ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await db.$client.query(`SELECT * FROM "${table_name}" WHERE user_id = $1 ORDER BY 1`, [userId]);
    parts.push(`${table_name}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

/** Every id of every row the user owns. */
export async function ownedIds(db: Db, userId: string): Promise<string[]> {
  const { rows: tables } = await db.$client.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.columns u ON u.table_name = c.table_name AND u.column_name = 'user_id'
     WHERE c.table_schema = 'public' AND c.column_name = 'id' AND c.data_type = 'uuid'`,
  );
  const ids: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await db.$client.query<{ id: string }>(`SELECT id FROM "${table_name}" WHERE user_id = $1`, [userId]);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
