import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../../db/client.js';
import { taskCounts, tasks } from '../../../db/schema/index.js';
import { TASK_ORDERS } from '../task-order.js';

/** What the search index holds of a task: what its filters read and the keys of each sort. */
export type TaskEntry = {
  id: string;
  /** `tasks.search_text`: lowercased by PostgreSQL, as the search's LIKE reads it. */
  text: string;
  status: string;
  priority: string;
  projectId: string | null;
  /** The sorts' keys as `TASK_ORDERS` computes them (all descending); `created` in microseconds. */
  due: number;
  rank: number;
  created: number;
};

/** What one look at the database gives: the rows written since the last, and how many there are. */
export type TaskChanges = {
  /** The snapshot's oldest running transaction: the next look reads rows written from it on. */
  watermark: string;
  changed: TaskEntry[];
  /** The user's tasks, from the tiles' counters: an index holding more has missed a deletion. */
  total: number;
};

type Row = [
  watermark: string,
  total: number,
  id: string | null,
  text: string,
  status: string,
  priority: string,
  projectId: string | null,
  due: number,
  rank: number,
  created: number,
];

/** The pool Drizzle was given (as app.ts reads it): these statements want rows as arrays, which Drizzle's execute does not give. */
const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

/** A statement's text built once from Drizzle's SQL, its placeholders in the order they take. */
function statementText(query: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { text, names: params.map((p) => (p as Placeholder).name) };
}

/**
 * One statement, so one snapshot: the snapshot's xmin, the user's count of tasks (beside every row)
 * and the rows whose writer's transaction is at or after the watermark (all of them from '0'; none
 * is one row of nulls). Plain rows as arrays: the same 50,000 as one JSON value took the driver four
 * times as long to receive.
 */
const LOOK = statementText(sql`
  select s.watermark, s.total, t.*
    from (select pg_snapshot_xmin(pg_current_snapshot())::text as watermark,
                 (select coalesce(sum(${taskCounts.total}), 0)::int from ${taskCounts} where ${taskCounts.userId} = ${sql.placeholder('userId')}) as total) s
    left join lateral (
      select ${tasks.id}, ${tasks.searchText}, ${tasks.status}, ${tasks.priority}, ${tasks.projectId},
             ${TASK_ORDERS.due.keys[0]!.expr} as due, ${TASK_ORDERS.priority.keys[0]!.expr} as rank,
             (extract(epoch from ${tasks.createdAt}) * 1000000)::bigint::float8 as created
        from ${tasks}
       where ${tasks.userId} = ${sql.placeholder('userId')} and ${tasks.changeXid} >= ${sql.placeholder('watermark')}::bigint
    ) t on true`);

/**
 * One string for each status, priority and project id: the driver makes a new one per row, and
 * 50,000 tasks share a handful (about 5 MB of copies at that size).
 */
const sharedStrings = new Map<string, string>();
function shared(value: string): string {
  const known = sharedStrings.get(value);
  if (known !== undefined) return known;
  if (sharedStrings.size > 10_000) sharedStrings.clear();
  sharedStrings.set(value, value);
  return value;
}

export async function readTaskChanges(db: Db, userId: string, watermark: string): Promise<TaskChanges> {
  const values: Record<string, string> = { userId, watermark };
  const { rows } = await poolOf(db).query<Row>({
    name: 'task_search_look',
    text: LOOK.text,
    values: LOOK.names.map((name) => values[name]),
    rowMode: 'array',
  });
  const [first] = rows;
  const changed: TaskEntry[] = [];
  for (const [, , id, text, status, priority, projectId, due, rank, created] of rows)
    if (id !== null)
      changed.push({
        id,
        text,
        status: shared(status),
        priority: shared(priority),
        projectId: projectId && shared(projectId),
        due,
        rank,
        created,
      });
  return { watermark: first![0], total: first![1], changed };
}

/** Every id the user's tasks have now. */
export async function readTaskIds(db: Db, userId: string): Promise<string[]> {
  const { rows } = await poolOf(db).query<[string]>({
    text: 'select id from tasks where user_id = $1',
    values: [userId],
    rowMode: 'array',
  });
  return rows.map(([id]) => id);
}

/**
 * What a request needs PostgreSQL to read for it: the searched text lowercased as the stored text
 * was (only when it is not plain ASCII, which JavaScript lowercases the same way), and a cursor's
 * keys as the index compares them (an integer, or a time in microseconds).
 */
export async function readRequest(
  db: Db,
  text: string | undefined,
  cursor: { types: ('int' | 'timestamptz')[]; keys: string[] } | undefined,
): Promise<{ text: string | undefined; keys: number[] | undefined }> {
  const plain = text === undefined || /^[\x00-\x7f]*$/.test(text);
  if (plain && !cursor) return { text: text?.toLowerCase(), keys: undefined };
  const keys = (cursor?.types ?? []).map((type, i) =>
    type === 'int'
      ? sql`${cursor!.keys[i]}::int::float8`
      : sql`(extract(epoch from ${cursor!.keys[i]}::timestamptz) * 1000000)::bigint::float8`,
  );
  const { rows } = await db.execute<{ text: string | null; keys: number[] }>(
    sql`select lower(${plain ? null : text}::text) as text, array[${sql.join(keys, sql`, `)}]::float8[] as keys`,
  );
  const row = rows[0]!;
  return { text: plain ? text?.toLowerCase() : (row.text ?? undefined), keys: cursor ? row.keys.map(Number) : undefined };
}
