import { count, eq, sql } from 'drizzle-orm';
import type { TaskCounts } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { taskCounts } from '../../db/schema/index.js';
import { COMPACT_AFTER, compactDeltas } from '../mail/inbox-counts.js';

const total = (column: typeof taskCounts.total | typeof taskCounts.completed | typeof taskCounts.inProgress | typeof taskCounts.toDo) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The four tiles as the triggers of migration 0014 keep them (no pass over the tasks). */
const taskCountsOf = preparedPerDb((db) =>
  db
    .select({
      rows: count(),
      total: total(taskCounts.total),
      completed: total(taskCounts.completed),
      inProgress: total(taskCounts.inProgress),
      toDo: total(taskCounts.toDo),
    })
    .from(taskCounts)
    .where(eq(taskCounts.userId, sql.placeholder('userId')))
    .prepare('task_counts_read'),
);

export async function readTaskCounts(db: Db, userId: string): Promise<TaskCounts> {
  const [row] = await taskCountsOf(db).execute({ userId });
  const { rows, ...counts } = row ?? { rows: 0, total: 0, completed: 0, inProgress: 0, toDo: 0 };
  if (rows > COMPACT_AFTER) await compactDeltas(db, 'task_counts', ['total', 'completed', 'in_progress', 'to_do'], userId);
  return counts;
}
