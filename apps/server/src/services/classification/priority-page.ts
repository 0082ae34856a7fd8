import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { PageCursor } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { plannedPage } from '../../db/planned-rows.js';
import { preparedWithCursor } from '../../db/prepared.js';
import { emailClassifications, emails, PRIORITY_RANK } from '../../db/schema/index.js';
import {
  afterCursor,
  afterCursorPlaceholders,
  cursorAtOffset,
  cursorValues,
  inQueue,
  orderBy,
  queueOrder,
  sortKeysOf,
  type KeyRows,
  type KeysetOrder,
} from '../mail/list-order.js';
import { listEmailColumns } from './list-columns.js';

/**
 * The priority sort (docs/behaviour.md, Intelligence Center): the most urgent task first ('P1'
 * ranks 4, no task 0), then the queue's order. The ranked part is read in the order of
 * email_classifications_priority_order_idx (the classification carries its email's received time);
 * the emails with no ranked task follow, in the queue's own index order. Each part is an index range,
 * so a page costs what it shows at any inbox size.
 */
const rank = sql<number>`${PRIORITY_RANK}`;
const ranked = sql`${rank} > 0`;
/**
 * Rank 0, the email's classification missing or its top priority none of the four PRIORITY_RANK
 * ranks, written on the column so the planner estimates its share from the column's statistics: as
 * `coalesce(rank, 0) = 0` it guessed one row in 200 where a third match, and started parallel
 * workers to fill a page near the end of the list (48 ms, against 6 ms without them).
 */
const unranked = sql`(${emailClassifications.topPriority} is null or ${emailClassifications.topPriority} not in ('P1', 'P2', 'P3', 'P4'))`;

/** Cursor keys: [rank, received time] then the email id, the same for both parts. */
const rankedOrder: KeysetOrder = {
  keys: [
    { expr: rank, type: 'int' },
    { expr: sql`coalesce(${emailClassifications.receivedTime}, '-infinity'::timestamptz)`, type: 'timestamptz' },
  ],
  id: emailClassifications.emailId,
};
const unrankedKeys = sql<string[]>`array['0', (${queueOrder.keys[0]!.expr})::text]`;

type Part = { limit: number; offset: number };

const USER = sql.placeholder('userId');
const classificationOf = and(eq(emailClassifications.emailId, emails.id), eq(emailClassifications.userId, USER));

/** The user's queued emails with a ranked task: what the ranked page reads and counts. */
const rankedOfUser = (userId: string | Placeholder) =>
  and(eq(emailClassifications.userId, userId), eq(emailClassifications.inInbox, true), ranked, inQueue(userId));

/**
 * Both parts' statements are built once per shape and run unnamed, as the queue's are
 * (`recommendations-service.ts`): building their text cost more than running them.
 */
const rankedStatement = preparedWithCursor((db, afterCursor) =>
  plannedPage(
    db
      .select({ ...listEmailColumns, sortKeys: sortKeysOf(rankedOrder) })
      .from(emailClassifications)
      .innerJoin(emails, eq(emails.id, emailClassifications.emailId))
      .where(and(rankedOfUser(USER), afterCursor ? afterCursorPlaceholders(rankedOrder) : undefined))
      .orderBy(...orderBy(rankedOrder)),
  ),
);

const unrankedStatement = preparedWithCursor((db, afterCursor) =>
  plannedPage(
    db
      .select({ ...listEmailColumns, sortKeys: unrankedKeys })
      .from(emails)
      .leftJoin(emailClassifications, classificationOf)
      .where(and(inQueue(USER), unranked, afterCursor ? afterCursorPlaceholders(queueOrder) : undefined))
      .orderBy(...orderBy(queueOrder)),
  ),
);

/** The cursor's placeholders for an order; the caller has checked that the cursor is of it. */
const after = (order: KeysetOrder, cursor: PageCursor | undefined) => (cursor ? cursorValues(order, cursor)! : {});

const rankedRows = (db: Db, userId: string, cursor: PageCursor | undefined, part: Part) =>
  rankedStatement(db, cursor !== undefined).execute({ userId, ...part, ...after(rankedOrder, cursor) });

const unrankedRows = (db: Db, userId: string, cursor: PageCursor | undefined, part: Part) =>
  unrankedStatement(db, cursor !== undefined).execute({ userId, ...part, ...after(queueOrder, cursor) });

export type PriorityRow = Awaited<ReturnType<typeof unrankedRows>>[number];

/**
 * Up to limit rows after the cursor, the first offset skipped. rankedTotal is how many emails have a
 * ranked task (the counters' P1-P4), needed only when the offset passes the ranked part entirely.
 */
export async function priorityRows(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
  cursor: PageCursor | undefined,
  rankedTotal: () => Promise<number>,
): Promise<PriorityRow[]> {
  // A cursor from another order pages past the end, as afterCursor does.
  if (cursor && cursor.keys.length !== rankedOrder.keys.length) return [];
  if (cursor && Number(cursor.keys[0]) <= 0) return unrankedRows(db, userId, { keys: [cursor.keys[1]!], id: cursor.id }, { limit, offset });
  const first = await rankedRows(db, userId, cursor, { limit, offset });
  if (first.length >= limit) return first;
  // The ranked rows after the cursor: all seen when the page got some, else counted.
  const rankedAfterCursor = first.length > 0 ? offset + first.length : cursor ? await countRanked(db, userId, cursor) : await rankedTotal();
  const rest = await unrankedRows(db, userId, undefined, { limit: limit - first.length, offset: Math.max(0, offset - rankedAfterCursor) });
  return [...first, ...rest];
}

/** The ranked part's rows for `cursorAtOffset`, from the classifications alone (their in_inbox is their email's queue). */
const rankedKeyRows =
  (db: Db, userId: string): KeyRows =>
  (fields, extra) =>
    db
      .select(fields)
      .from(emailClassifications)
      .where(and(eq(emailClassifications.userId, userId), eq(emailClassifications.inInbox, true), ranked, extra));

const unrankedKeyRows =
  (db: Db, userId: string): KeyRows =>
  (fields, extra) =>
    db
      .select(fields)
      .from(emails)
      .leftJoin(emailClassifications, and(eq(emailClassifications.emailId, emails.id), eq(emailClassifications.userId, userId)))
      .where(and(inQueue(userId), unranked, extra));

/** A cursor before every email with no ranked task: the unranked part from its top. */
const UNRANKED_TOP: PageCursor = { keys: ['0', 'infinity'], id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/**
 * The cursor a page that skips `offset` emails from the top starts after (`cursorAtOffset` within
 * the part the offset falls in), or null past the end. `rankedTotal` and `total` are the counters'
 * emails with a ranked task and in the queue.
 */
export async function priorityStart(
  db: Db,
  userId: string,
  offset: number,
  rankedTotal: number,
  total: number,
): Promise<PageCursor | null> {
  if (offset < rankedTotal) return (await cursorAtOffset(rankedKeyRows(db, userId), rankedOrder, { offset, total: rankedTotal })) ?? null;
  if (offset >= total) return null;
  if (offset === rankedTotal) return UNRANKED_TOP;
  const found = await cursorAtOffset(unrankedKeyRows(db, userId), queueOrder, {
    offset: offset - rankedTotal,
    total: total - rankedTotal,
  });
  return found ? { keys: ['0', ...found.keys], id: found.id } : null;
}

async function countRanked(db: Db, userId: string, cursor: PageCursor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(emailClassifications)
    .innerJoin(emails, eq(emails.id, emailClassifications.emailId))
    .where(and(rankedOfUser(userId), afterCursor(rankedOrder, cursor)));
  return row?.n ?? 0;
}
