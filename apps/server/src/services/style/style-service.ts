import { eq } from 'drizzle-orm';
import { DEFAULT_TASK_STYLE, DEFAULT_URGENCY_MAP, type TaskStyle } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { taskStyleConfigs } from '../../db/schema/index.js';

type Row = typeof taskStyleConfigs.$inferSelect;

/** Only the fields of docs/behaviour.md, Entities leave the server, so a GET can be PUT back unchanged. */
function toStyle(row: Row): TaskStyle {
  return {
    titleTemplate: row.titleTemplate,
    descriptionTemplate: row.descriptionTemplate,
    includeMetadata: row.includeMetadata,
    includeOutlookLink: row.includeOutlookLink,
    includeNextSteps: row.includeNextSteps,
    urgencyMap: { ...DEFAULT_URGENCY_MAP, ...row.urgencyMap } as TaskStyle['urgencyMap'],
    dueParser: row.dueParser as TaskStyle['dueParser'],
  };
}

/** The saved config, or the defaults of docs/behaviour.md, Constants and limits when the user never saved one. */
export async function getTaskStyle(db: Db, userId: string): Promise<TaskStyle> {
  const [row] = await db.select().from(taskStyleConfigs).where(eq(taskStyleConfigs.userId, userId)).limit(1);
  return row ? toStyle(row) : structuredClone(DEFAULT_TASK_STYLE);
}

/** Full replace, one row per user (upsert on the user id key). */
export async function saveTaskStyle(db: Db, userId: string, input: TaskStyle): Promise<TaskStyle> {
  const values = { ...input, urgencyMap: { ...input.urgencyMap } };
  const [row] = await db
    .insert(taskStyleConfigs)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: taskStyleConfigs.userId, set: values })
    .returning();
  return toStyle(row!);
}
