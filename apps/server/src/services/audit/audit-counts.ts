import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditCounts } from '../../db/schema/index.js';
import { COMPACT_AFTER } from '../mail/inbox-counts.js';

/**
 * The Audit Log's totals as the triggers of migration 0020 keep them: delta rows per user, entity
 * type and action, summed on read and folded into one row per kind when they pile up (as
 * inbox-counts.ts does), so no page counts the user's whole log.
 */
export async function readAuditCount(db: Db, userId: string, f: { entityType?: string; action?: string }): Promise<number> {
  const conditions: SQL[] = [eq(auditCounts.userId, userId)];
  if (f.entityType) conditions.push(eq(auditCounts.entityType, f.entityType));
  if (f.action) conditions.push(eq(auditCounts.action, f.action));
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(${auditCounts.events}), 0)`.mapWith(Number),
      rows: sql<number>`count(*)`.mapWith(Number),
    })
    .from(auditCounts)
    .where(and(...conditions));
  if ((row?.rows ?? 0) > COMPACT_AFTER) await compactAuditCounts(db, userId);
  return row?.n ?? 0;
}

/**
 * Replaces the user's delta rows by one per entity type and action. Rows appended by transactions
 * still running are invisible to the DELETE and stay; a second compaction at the same time skips.
 */
async function compactAuditCounts(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('audit_counts'), hashtext(${userId})) as ok`,
    );
    if (!rows[0]?.ok) return;
    await tx.execute(sql`
      with gone as (delete from ${auditCounts} where user_id = ${userId} returning *)
      insert into ${auditCounts} (user_id, entity_type, action, events)
      select ${userId}, entity_type, action, sum(events) from gone group by entity_type, action having sum(events) <> 0`);
  });
}
