import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEvent, AuditPage, PageCursor } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { runPlanned } from '../../db/planned-rows.js';
import { auditEvents, users } from '../../db/schema/index.js';
import { readAuditCount } from './audit-counts.js';
import { afterCursor, cursorAtOffset, orderBy, pageOf, sortKeysOf, type KeyRows, type KeysetOrder } from '../mail/list-order.js';

export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

export interface AuditFilters {
  limit: number;
  offset: number;
  cursor?: PageCursor;
  entityType?: string;
  action?: string;
  q?: string;
}

/** `%` and `_` in the user's text are literal, not wildcards. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first; index audit_events_user_order_idx. */
const AUDIT_ORDER: KeysetOrder = {
  keys: [{ expr: sql`${auditEvents.createdAt}`, type: 'timestamptz', nullsLast: true }],
  id: auditEvents.id,
};

/**
 * The user's entries, newest first, filtered and paged, with the total the filters match: from the
 * counters (audit-counts.ts) unless the list is searched, when the total counts the matching entries.
 */
export async function listAuditEvents(db: Db, userId: string, f: AuditFilters): Promise<AuditPage> {
  const conditions: SQL[] = [eq(auditEvents.userId, userId)];
  if (f.entityType) conditions.push(eq(auditEvents.entityType, f.entityType));
  if (f.action) conditions.push(eq(auditEvents.action, f.action));
  if (f.q) {
    const text = likeText(f.q);
    conditions.push(or(ilike(auditEvents.summary, text), ilike(auditEvents.entityId, text))!);
  }
  const where = and(...conditions);
  const counting = f.q
    ? db
        .select({ n: count() })
        .from(auditEvents)
        .where(where)
        .then(([row]) => row?.n ?? 0)
    : readAuditCount(db, userId, f);
  // A page number maps to a cursor (list-order.ts, cursorAtOffset), so a deep page builds only its own rows.
  const keyRows: KeyRows = (fields, extra) => db.select(fields).from(auditEvents).where(and(where, extra));
  const start =
    f.offset > 0 ? await cursorAtOffset(keyRows, AUDIT_ORDER, { offset: f.offset, cursor: f.cursor, total: await counting }) : f.cursor;
  const [rows, total] = await Promise.all([
    start === null
      ? []
      : runPlanned(
          db
            .select({ event: auditEvents, email: users.email, name: users.name, sortKeys: sortKeysOf(AUDIT_ORDER) })
            .from(auditEvents)
            .leftJoin(users, eq(users.id, auditEvents.userId))
            .where(and(where, afterCursor(AUDIT_ORDER, start)))
            .orderBy(...orderBy(AUDIT_ORDER))
            .limit(f.limit + 1),
        ),
    counting,
  ]);
  const page = pageOf(
    rows.map((r) => ({ ...r, id: r.event.id })),
    f.limit,
  );
  return {
    data: page.rows.map(({ event, email, name }) => toApi(event, email ?? name)),
    totalCount: total,
    nextCursor: page.nextCursor,
  };
}

function toApi(row: typeof auditEvents.$inferSelect, user: string | null): AuditEvent {
  return {
    id: row.id,
    user_id: row.userId,
    user,
    action: row.action as AuditEvent['action'],
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
    method: row.method,
    path: row.path,
    requestId: row.requestId,
    created_at: row.createdAt.toISOString(),
  };
}
