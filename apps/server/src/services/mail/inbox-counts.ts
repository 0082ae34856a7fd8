import { count, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inboxCounts } from '../../db/schema/index.js';

/** The user's totals as the triggers of migrations 0011-0012 keep them (no scan of the mailbox). */
export type InboxCounts = {
  inbox: number;
  archived: number;
  matched: number;
  reviewed: number;
  P1: number;
  P2: number;
  P3: number;
  P4: number;
};

/** Past this many delta rows a read folds them into one, so reads stay a handful of rows. */
const COMPACT_AFTER = 64;

const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export async function readInboxCounts(db: Db, userId: string): Promise<InboxCounts> {
  const [row] = await db
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
    })
    .from(inboxCounts)
    .where(eq(inboxCounts.userId, userId));
  const { rows, ...counts } = row ?? { rows: 0, inbox: 0, archived: 0, matched: 0, reviewed: 0, P1: 0, P2: 0, P3: 0, P4: 0 };
  if (rows > COMPACT_AFTER) await compactInboxCounts(db, userId);
  return counts;
}

/**
 * Replaces the user's delta rows by their sum. Rows appended by transactions still
 * running are not visible to the DELETE and stay as they are; a second compaction at
 * the same time skips (advisory lock) instead of waiting on the same rows.
 */
export async function compactInboxCounts(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [lock] = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext('inbox_counts'), hashtext(${userId})) as ok`).then((r) => r.rows);
    if (!lock?.ok) return;
    await tx.execute(sql`
      with gone as (delete from inbox_counts where user_id = ${userId} returning *)
      insert into inbox_counts (user_id, inbox, archived, matched, reviewed, p1, p2, p3, p4)
      select ${userId}, sum(inbox), sum(archived), sum(matched), sum(reviewed), sum(p1), sum(p2), sum(p3), sum(p4)
        from gone having count(*) > 0`);
  });
}
