import { and, eq, sql } from 'drizzle-orm';
import type { PageCursor, TaskSort } from '@triage/contracts';
import type { Db } from '../../../db/client.js';
import { withPlannedRows } from '../../../db/planned-rows.js';
import { preparedPerDb } from '../../../db/prepared.js';
import { TASK_FIELDS, tasks } from '../../../db/schema/index.js';
import { assertCursorKeys } from '../../mail/cursor-keys.js';
import { sortKeysOf } from '../../mail/list-order.js';
import type { TaskPaging } from '../counted-page.js';
import { TASK_ORDERS } from '../task-order.js';
import { readRequest } from './task-entries.js';
import type { TaskSearchIndexes } from './search-indexes.js';
import type { TaskFilters } from './task-slots.js';

type Wanted = { status?: string; priority?: string; projectId?: string; q?: string };

/**
 * A page of the tasks matching `wanted`, and how many match, from the process's index of the
 * user's tasks (docs/performance.md, Thirteenth round): the index picks the page's ids, PostgreSQL
 * gives their rows and their cursor keys. Null when the user's tasks do not fit the index; the
 * caller then asks PostgreSQL for all of it (`countedTaskPage`).
 */
export async function indexedTaskPage(
  db: Db,
  userId: string,
  sort: TaskSort,
  wanted: Wanted,
  paging: TaskPaging,
  indexes: TaskSearchIndexes,
) {
  const order = TASK_ORDERS[sort];
  const text = wanted.q?.trim() || undefined;
  const cursor = readableCursor(paging.cursor, order.keys.length);
  if (cursor)
    assertCursorKeys(
      order.keys.map((k) => k.type),
      cursor,
    );
  const [index, request] = await Promise.all([
    indexes.forUser(db, userId),
    readRequest(db, text, cursor && { types: order.keys.map((k) => k.type as 'int' | 'timestamptz'), keys: cursor.keys }),
  ]);
  if (!index) return null;
  const filters: TaskFilters = {
    status: wanted.status,
    priority: wanted.priority,
    projectId: wanted.projectId?.toLowerCase(),
    text: request.text,
  };
  const after = cursor && request.keys ? { keys: request.keys, id: cursor.id.toLowerCase() } : undefined;
  const { total, ids } = index.page(filters, sort, after, paging.offset, paging.limit);
  // A cursor of another sort names no task of this one: past the end, as in SQL (afterCursor).
  if (ids.length === 0 || (paging.cursor && !cursor)) return { total, rows: [] };
  const found = await rowsByIds[sort](db).execute({ userId, ids });
  const byId = new Map(found.map((row) => [row.task.id, row]));
  // A task deleted since the index looked is left out; the next look drops it.
  return { total, rows: ids.flatMap((id) => byId.get(id) ?? []) };
}

/** The page's rows with their cursor keys: a statement per sort, built and prepared once per handle. */
const rowsStatement = (sort: TaskSort) =>
  preparedPerDb((db) =>
    withPlannedRows(
      db
        .select({ task: TASK_FIELDS, sortKeys: sortKeysOf(TASK_ORDERS[sort]) })
        .from(tasks)
        .where(and(eq(tasks.userId, sql.placeholder('userId')), sql`${tasks.id} = any(${sql.placeholder('ids')}::uuid[])`))
        .prepare(`task_search_rows_${sort}`),
    ),
  );
const rowsByIds = { created: rowsStatement('created'), due: rowsStatement('due'), priority: rowsStatement('priority') };

const readableCursor = (cursor: PageCursor | undefined, keys: number) => (cursor && cursor.keys.length === keys ? cursor : undefined);
