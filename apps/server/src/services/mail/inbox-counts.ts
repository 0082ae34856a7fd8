import { count, eq, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { inboxCounts } from '../../db/schema/index.js';

/** The user's totals as the triggers of migrations 0011-0012, 0020 and 0028 keep them (no scan of the mailbox). */
export type InboxCounts = {
  inbox: number;
  archived: number;
  matched: number;
  reviewed: number;
  P1: number;
  P2: number;
  P3: number;
  P4: number;
  /** Inbox emails the Replies screen lists. */
  replies: number;
  /** Processed classifications, whatever their email's state (GET /classifications' total). */
  processed: number;
};

/** Past this many delta rows a read folds them into one, so reads stay a handful of rows. */
export const COMPACT_AFTER = 64;

const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const inboxCountsOf = preparedPerDb((db) =>
  db
    .select({
      rows: count(),
      inbox: total(inboxCounts.inbox),
      archived: total(inboxCounts.archived),
      matched: total(inboxCounts.matched),
      reviewed: total(inboxCounts.reviewed),
      P1: total(inboxCounts.p1),
      P2: total(inboxCounts.p2),
      P3: total(inboxCounts.p3),
      P4: total(inboxCounts.p4),
      replies: total(inboxCounts.replies),
      processed: total(inboxCounts.processed),
    })
    .from(inboxCounts)
    .where(eq(inboxCounts.userId, sql.placeholder('userId')))
    .prepare('inbox_counts_read'),
);

/**
 * The same sums as one JSON value, for a list query to carry in its own round trip (an uncorrelated
 * subquery: PostgreSQL computes it once per statement, not per row).
 */
export const inboxCountsColumn = (userId: string | Placeholder) => sql<CountsRow>`(select json_build_object(
  'rows', count(*), 'inbox', coalesce(sum(inbox), 0), 'archived', coalesce(sum(archived), 0), 'matched', coalesce(sum(matched), 0),
  'reviewed', coalesce(sum(reviewed), 0), 'P1', coalesce(sum(p1), 0), 'P2', coalesce(sum(p2), 0), 'P3', coalesce(sum(p3), 0), 'P4', coalesce(sum(p4), 0), 'replies', coalesce(sum(replies), 0),
  'processed', coalesce(sum(processed), 0))
  from ${inboxCounts} where ${inboxCounts.userId} = ${userId})`;

export type CountsRow = InboxCounts & { rows: number };

/** The counters a list query carried (see inboxCountsColumn), or read apart when the page had no row to carry them. */
export async function carriedInboxCounts(db: Db, userId: string, carried: CountsRow | undefined): Promise<InboxCounts> {
  if (!carried) return readInboxCounts(db, userId);
  const { rows, ...counts } = carried;
  if (rows > COMPACT_AFTER) await compactInboxCounts(db, userId);
  return counts;
}

export async function readInboxCounts(db: Db, userId: string): Promise<InboxCounts> {
  const [row] = await inboxCountsOf(db).execute({ userId });
  const { rows, ...counts } = row ?? {
    rows: 0,
    inbox: 0,
    archived: 0,
    matched: 0,
    reviewed: 0,
    P1: 0,
    P2: 0,
    P3: 0,
    P4: 0,
    replies: 0,
    processed: 0,
  };
  if (rows > COMPACT_AFTER) await compactInboxCounts(db, userId);
  return counts;
}

const INBOX_COLUMNS = ['inbox', 'archived', 'matched', 'reviewed', 'p1', 'p2', 'p3', 'p4', 'replies', 'processed'];

export const compactInboxCounts = (db: Db, userId: string) => compactDeltas(db, 'inbox_counts', INBOX_COLUMNS, userId);

/**
 * Replaces the user's delta rows of a counters table by their sum. Rows appended by
 * transactions still running are not visible to the DELETE and stay as they are; a
 * second compaction at the same time skips (advisory lock) instead of waiting on the
 * same rows.
 */
export async function compactDeltas(db: Db, table: 'inbox_counts' | 'task_counts', columns: string[], userId: string): Promise<void> {
  const names = sql.raw(columns.join(', '));
  const sums = sql.raw(columns.map((c) => `sum(${c})`).join(', '));
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${table}), hashtext(${userId})) as ok`,
    );
    if (!rows[0]?.ok) return;
    await tx.execute(sql`
      with gone as (delete from ${sql.identifier(table)} where user_id = ${userId} returning *)
      insert into ${sql.identifier(table)} (user_id, ${names})
      select ${userId}, ${sums} from gone having count(*) > 0`);
  });
}
