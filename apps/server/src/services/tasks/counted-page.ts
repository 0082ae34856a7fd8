import { eq, sql, type SQL } from 'drizzle-orm';
import type { PageCursor } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { runPlanned } from '../../db/planned-rows.js';
import { TASK_FIELDS, tasks } from '../../db/schema/index.js';
import { afterCursor, orderBy, sortKeysOf, type KeysetOrder } from '../mail/list-order.js';

export type TaskPaging = { cursor: PageCursor | undefined; limit: number; offset: number };

/**
 * A page of the tasks matching `filters`, and how many match, from one pass over the matches. A
 * search has to visit every candidate row anyway (to recheck the text against the trigrams), so the
 * matches' ids and sort keys are read once, counted, ordered, and only the page's rows are read in
 * full (and their keys printed for the cursor: printing a timestamp for every match cost more than
 * the scan). A count beside a separate page query read every match twice.
 */
export async function countedTaskPage(db: Db, order: KeysetOrder, filters: SQL | undefined, paging: TaskPaging) {
  const keys = Object.fromEntries(order.keys.map((k, i) => [`k${i}`, sql`${k.expr}`.as(`k${i}`)]));
  const matching = db.$with('matching').as(
    db
      .select({ id: tasks.id, ...keys })
      .from(tasks)
      .where(filters),
  );
  const onMatching = projected(order, matching as unknown as Record<string, SQL.Aliased>, matching.id);
  const page = db.$with('page').as(
    db
      .select()
      .from(matching)
      .where(afterCursor(onMatching, paging.cursor))
      .orderBy(...orderBy(onMatching))
      .limit(paging.limit + 1)
      .offset(paging.offset),
  );
  const counted = db.$with('counted').as(db.select({ total: sql<number>`count(*)::int`.as('total') }).from(matching));
  const onPage = projected(order, page as unknown as Record<string, SQL.Aliased>, page.id);
  // From the count, so an empty page (past the end) still says how many match.
  const rows = await runPlanned(
    db
      .with(matching, page, counted)
      .select({ total: counted.total, sortKeys: sortKeysOf(onPage), task: TASK_FIELDS })
      .from(counted)
      .leftJoin(page, sql`true`)
      .leftJoin(tasks, eq(tasks.id, page.id))
      .orderBy(...orderBy(onPage)),
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.flatMap((r) => (r.task && r.sortKeys ? [{ task: r.task, sortKeys: r.sortKeys as string[] }] : [])),
  };
}

/** The same order over a query's columns k0, k1, ... and id (the sort keys as `countedTaskPage` names them). */
function projected(order: KeysetOrder, source: Record<string, SQL.Aliased>, id: KeysetOrder['id']): KeysetOrder {
  return { keys: order.keys.map((k, i) => ({ type: k.type, expr: sql`${source[`k${i}`]}` })), id };
}
