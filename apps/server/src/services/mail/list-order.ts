import { and, eq, isNull, ne, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { encodeCursor, type PageCursor } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';
import { assertCursorKeys } from './cursor-keys.js';
import { carriedInboxCounts, readInboxCounts, type CountsRow, type InboxCounts } from './inbox-counts.js';

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

/** The order read from its far end: the same index, walked backward. */
const reversedOrderBy = (order: KeysetOrder): SQL[] => [
  ...order.keys.map((k) => (k.nullsLast ? sql`${k.expr} asc nulls first` : sql`${k.expr} asc`)),
  sql`${order.id} asc nulls first`,
];

/**
 * A list's rows with only what a cursor needs selected: a Drizzle select with the list's FROM and
 * joins, its WHERE and `extra`.
 */
export type KeyRows = (fields: { keys: SQL<string[]>; id: SQL<string> }, extra: SQL | undefined) => { orderBy: unknown };
/** What `cursorAtOffset` calls of that select (Drizzle's overloaded orderBy matches no structural type). */
type KeyQuery = { orderBy(...order: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<{ keys: string[]; id: string }[]> } } };

/**
 * Page numbers map to cursors (docs/decisions.md, Lists at any size). The page that skips `offset`
 * rows (after `cursor`, when given) starts right after the row this finds, so the page's own
 * statement builds only the rows it shows: PostgreSQL builds every row an OFFSET skips, and at
 * 100,000 emails the last page took seconds. Only the order's keys are read, along the list's
 * index; without a cursor, an offset past the middle of the list's `total` rows is counted from its
 * end, so the last pages cost what the first do. Returns the cursor the page starts after
 * (undefined: the top of the list), or null when the offset passes the end.
 */
export async function cursorAtOffset(
  rows: KeyRows,
  order: KeysetOrder,
  { offset, cursor, total }: { offset: number; cursor?: PageCursor; total: number },
): Promise<PageCursor | null | undefined> {
  if (offset === 0) return cursor;
  const fields = { keys: sortKeysOf(order), id: sql<string>`${order.id}` };
  const select = (extra?: SQL) => rows(fields, extra) as KeyQuery;
  let found: { keys: string[]; id: string }[];
  if (cursor)
    found = await select(afterCursor(order, cursor))
      .orderBy(...orderBy(order))
      .limit(1)
      .offset(offset - 1);
  else if (offset >= total) return null;
  // The row before the page is offset - 1 from the top: total - offset from the end.
  else if (offset > total / 2)
    found = await select()
      .orderBy(...reversedOrderBy(order))
      .limit(1)
      .offset(total - offset);
  else
    found = await select()
      .orderBy(...orderBy(order))
      .limit(1)
      .offset(offset - 1);
  const [row] = found;
  return row ? { keys: row.keys, id: row.id } : null;
}

/** The rows strictly after the cursor's row in this order. */
export function afterCursor(order: KeysetOrder, cursor: PageCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  if (cursor.keys.length !== order.keys.length) return sql`false`;
  assertCursorKeys(
    order.keys.map((k) => k.type),
    cursor,
  );
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
  assertCursorKeys(
    order.keys.map((k) => k.type),
    cursor,
  );
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

/**
 * A page of a list the inbox counters count (`total` picks its counter), read by its statement built
 * with `preparedWithCursor` and carrying the counters (inboxCountsColumn): a page number is first
 * turned into a cursor (`cursorAtOffset`), which needs the counters read before.
 */
export async function inboxCountedPage<R extends { counts: CountsRow }>(
  db: Db,
  userId: string,
  list: { statement: CursorStatement<R>; keyRows: KeyRows; order: KeysetOrder; total: (counts: InboxCounts) => number },
  { limit, offset, cursor }: { limit: number; offset: number; cursor?: PageCursor },
): Promise<{ rows: R[]; counts: InboxCounts }> {
  const read = offset > 0 ? await readInboxCounts(db, userId) : undefined;
  const start = read ? await cursorAtOffset(list.keyRows, list.order, { offset, cursor, total: list.total(read) }) : cursor;
  const rows = start === null ? [] : await rowsAfterCursor(list.statement, db, list.order, start, { userId, limit: limit + 1, offset: 0 });
  return { rows, counts: read ?? (await carriedInboxCounts(db, userId, rows[0]?.counts)) };
}

/** The queue's rows for `cursorAtOffset`, on emails_queue_order_idx. */
export const queueKeyRows =
  (db: Db, userId: string): KeyRows =>
  (fields, extra) =>
    db
      .select(fields)
      .from(emails)
      .where(and(inQueue(userId), extra));

/** The archive's rows for `cursorAtOffset`, on emails_archive_order_idx. */
export const archiveKeyRows =
  (db: Db, userId: string): KeyRows =>
  (fields, extra) =>
    db
      .select(fields)
      .from(emails)
      .where(and(inArchive(userId), extra));
