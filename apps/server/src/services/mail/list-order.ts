import { and, eq, isNull, ne, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { encodeCursor, type PageCursor } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';

/**
 * A list's order for keyset paging: sort keys, each descending, then the id descending.
 * With every part descending one row comparison says "after the cursor", and the whole
 * order matches a btree index on the same expressions (see the emails' indexes).
 */
export type KeysetOrder = {
  /** Never null (wrap nullable columns in coalesce), so a row comparison orders them. */
  keys: { expr: SQL; type: 'timestamptz' | 'int' | 'text'; nullsLast?: true }[];
  id: AnyColumn;
};

/** NULLS LAST where the index says so (plain columns in drizzle's indexes): the planner matches it exactly. */
export const orderBy = (order: KeysetOrder): SQL[] => [
  ...order.keys.map((k) => (k.nullsLast ? sql`${k.expr} desc nulls last` : sql`${k.expr} desc`)),
  sql`${order.id} desc nulls last`,
];

/** `(keys..., id) < (values..., id value)`, each value cast to its key's type. */
function keysetAfter(order: KeysetOrder, values: unknown[], id: unknown): SQL {
  const mine = sql.join([...order.keys.map((k) => k.expr), sql`${order.id}`], sql`, `);
  const theirs = sql.join([...order.keys.map((k, i) => sql`${values[i]}::${sql.raw(k.type)}`), sql`${id}::uuid`], sql`, `);
  return sql`(${mine}) < (${theirs})`;
}

/** The rows strictly after the cursor's row in this order. */
export function afterCursor(order: KeysetOrder, cursor: PageCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  if (cursor.keys.length !== order.keys.length) return sql`false`;
  return keysetAfter(order, cursor.keys, cursor.id);
}

/**
 * `afterCursor` for a statement built once: the cursor's keys and id are the placeholders
 * `k0`, `k1`, ... and `cursorId` (see `cursorValues`).
 */
export const afterCursorPlaceholders = (order: KeysetOrder): SQL =>
  keysetAfter(
    order,
    order.keys.map((_, i) => sql.placeholder(`k${i}`)),
    sql.placeholder('cursorId'),
  );

/** The values of `afterCursorPlaceholders`' placeholders; null when the cursor is not of this order. */
export function cursorValues(order: KeysetOrder, cursor: PageCursor): Record<string, string> | null {
  if (cursor.keys.length !== order.keys.length) return null;
  return Object.fromEntries([...cursor.keys.map((key, i) => [`k${i}`, key]), ['cursorId', cursor.id]]);
}

type CursorStatement<R> = (db: Db, afterCursor: boolean) => { execute(values: Record<string, unknown>): Promise<R[]> };

/**
 * The rows of a statement built by `preparedWithCursor`: from the start, or after the cursor with
 * its values; a cursor of another order names no row of this one, so its page is empty.
 */
export async function rowsAfterCursor<R>(
  statement: CursorStatement<R>,
  db: Db,
  order: KeysetOrder,
  cursor: PageCursor | undefined,
  values: Record<string, unknown>,
): Promise<R[]> {
  const after = cursor ? cursorValues(order, cursor) : {};
  return after ? statement(db, cursor !== undefined).execute({ ...values, ...after }) : [];
}

/** The sort keys as PostgreSQL prints them, which it reads back exactly (timestamps to the microsecond). */
export const sortKeysOf = (order: KeysetOrder) =>
  sql<string[]>`array[${sql.join(
    order.keys.map((k) => sql`(${k.expr})::text`),
    sql`, `,
  )}]`;

/**
 * Rows were fetched with limit + 1: the extra one only says another page exists, and the
 * cursor names the last row shown.
 */
export function pageOf<T extends { id: string; sortKeys: string[] }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1]!;
  return { rows: shown, nextCursor: encodeCursor({ keys: last.sortKeys, id: last.id }) };
}

/** Emails in the queue, newest received first (a missing time last); index emails_queue_order_idx. */
export const queueOrder: KeysetOrder = {
  keys: [{ expr: sql`coalesce(${emails.receivedTime}, '-infinity'::timestamptz)`, type: 'timestamptz' }],
  id: emails.id,
};

/** Archived emails, latest archived first; index emails_archive_order_idx. */
export const archiveOrder: KeysetOrder = {
  keys: [{ expr: sql`coalesce(${emails.archivedAt}, '-infinity'::timestamptz)`, type: 'timestamptz' }],
  id: emails.id,
};

/** The queue: what the lists and the counters (inbox_counts.inbox) hold. */
export const inQueue = (userId: string | Placeholder) =>
  and(eq(emails.userId, userId), eq(emails.isArchived, false), ne(emails.status, 'deleted'), isNull(emails.snoozedUntil));

/** The archive list (inbox_counts.archived). */
export const inArchive = (userId: string | Placeholder) =>
  and(eq(emails.userId, userId), eq(emails.isArchived, true), ne(emails.status, 'deleted'));
