import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditEntityType } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import {
  connections,
  contexts,
  emailClassifications,
  emails,
  importJobs,
  projects,
  rules,
  serviceProjects,
  services,
  taskStyleConfigs,
  tasks,
  templates,
} from '../../db/schema/index.js';

type Row = Record<string, unknown>;
export type Loader = (db: Db, userId: string, id: string) => Promise<Row | null>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One row by id, always scoped to the user. */
function byId(table: PgTable & { id: PgColumn; userId: PgColumn }): Loader {
  return async (db, userId, id) => {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.userId, userId), eq(table.id, id)) as SQL)
      .limit(1);
    return (row as Row | undefined) ?? null;
  };
}

/** The rows `load` gives, without some columns. */
function without(columns: string[], load: Loader): Loader {
  return async (db, userId, id) => {
    const row = await load(db, userId, id);
    if (!row) return null;
    return Object.fromEntries(Object.entries(row).filter(([key]) => !columns.includes(key)));
  };
}

/** Email rows without the sanitized HTML body: the text body says the same, and is clipped. */
const emailLoader = without(['body'], byId(emails));

/** Task rows without what the search keeps: the search text repeats the task's fields, and the writer's transaction is not the task's. */
const taskLoader = without(['searchText', 'changeXid'], byId(tasks));

/** A classification is looked up by the email it belongs to (the id the API speaks of). */
const classificationLoader: Loader = async (db, userId, emailId) => {
  if (!UUID.test(emailId)) return null;
  const [row] = await db
    .select()
    .from(emailClassifications)
    .where(and(eq(emailClassifications.userId, userId), eq(emailClassifications.emailId, emailId)))
    .limit(1);
  return (row as Row | undefined) ?? null;
};

/** The task style has one row per user; its id is the user's. */
const styleLoader: Loader = async (db, userId) => {
  const [row] = await db.select().from(taskStyleConfigs).where(eq(taskStyleConfigs.userId, userId)).limit(1);
  return (row as Row | undefined) ?? null;
};

export const LOADERS: Partial<Record<AuditEntityType, Loader>> = {
  project: byId(projects),
  task: taskLoader,
  service: byId(services),
  service_project: byId(serviceProjects),
  template: byId(templates),
  rule: byId(rules),
  context: byId(contexts),
  connection: byId(connections),
  email: emailLoader,
  classification: classificationLoader,
  import: byId(importJobs),
  task_style: styleLoader,
};

/** The user's rules in order, as the reorder entry's before and after. */
export async function ruleOrder(db: Db, userId: string) {
  return db
    .select({ id: rules.id, name: rules.name, order: rules.position })
    .from(rules)
    .where(eq(rules.userId, userId))
    .orderBy(asc(rules.position), asc(rules.createdAt));
}

/** How an entry names its row: a name, a title or a subject, in quotes. */
export function displayName(row: unknown): string | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Row;
  for (const key of ['name', 'title', 'subject', 'projectName', 'email']) {
    const value = r[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 120);
  }
  return null;
}
