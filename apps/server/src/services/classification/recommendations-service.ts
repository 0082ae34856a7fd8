import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import { toApiCase, type Classification, type EmailRecommendation, type PageCursor, type RecommendationPage } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { plannedPage } from '../../db/planned-rows.js';
import { preparedWithCursor } from '../../db/prepared.js';
import { emailClassifications, emails, REPLY_LISTED } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { inboxCountsColumn, readInboxCounts, type InboxCounts } from '../mail/inbox-counts.js';
import {
  afterCursorPlaceholders,
  inboxCountedPage,
  inQueue,
  orderBy,
  pageOf,
  queueKeyRows,
  queueOrder,
  sortKeysOf,
  type KeyRows,
  type KeysetOrder,
} from '../mail/list-order.js';
import { listEmailColumns, repliedAtColumn } from './list-columns.js';
import { priorityRows, priorityStart } from './priority-page.js';
import { toRecommendation, type RecommendationEmail } from './recommendation-view.js';

type ClassificationRow = typeof emailClassifications.$inferSelect;

/** Snoozed emails are out of the queue until the snooze waker brings them back. */
const inbox = inQueue;

/**
 * A classification belongs to its email's user, so joining on both lets the
 * summary read the (user, email) covering index instead of the whole table.
 */
const classificationOf = (userId: string | Placeholder) =>
  and(eq(emailClassifications.emailId, emails.id), eq(emailClassifications.userId, userId));

/** The Intelligence Center's cards, from the counters the triggers keep (no pass over the inbox). */
function summaryOf(counts: InboxCounts): RecommendationPage['summary'] {
  const { inbox: total, P1, P2, P3, P4 } = counts;
  return {
    total,
    projectsMatched: counts.matched,
    pendingReview: total - counts.reviewed,
    byPriority: { P1, P2, P3, P4, none: total - P1 - P2 - P3 - P4 },
  };
}

const USER = sql.placeholder('userId');

/**
 * The queue's page and the counters in one round trip (docs/performance.md, Where the time goes),
 * built once and run unnamed, as the emails list is (`emails-service.ts`).
 */
const queueStatement = preparedWithCursor((db, afterCursor) =>
  plannedPage(
    db
      .select({ ...listEmailColumns, sortKeys: sortKeysOf(queueOrder), counts: inboxCountsColumn(USER) })
      .from(emails)
      .leftJoin(emailClassifications, classificationOf(USER))
      .where(and(inbox(USER), afterCursor ? afterCursorPlaceholders(queueOrder) : undefined))
      .orderBy(...orderBy(queueOrder)),
  ),
);

/** Recommendations list (docs/behaviour.md#api): the queue with classifications, keyset pages after a cursor. */
export async function listRecommendations(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
  sort: 'default' | 'priority',
  cursor?: PageCursor,
): Promise<RecommendationPage> {
  let rows: { email: RecommendationEmail; classification: ClassificationRow | null; sortKeys: string[] }[];
  let counts: InboxCounts;
  if (sort === 'priority') {
    const counting = readInboxCounts(db, userId);
    const rankedTotal = async () => {
      const { P1, P2, P3, P4 } = await counting;
      return P1 + P2 + P3 + P4;
    };
    // A page number maps to a cursor, as for the other lists (list-order.ts, cursorAtOffset).
    let start: PageCursor | null | undefined = cursor;
    let skip = offset;
    if (offset > 0 && !cursor) {
      start = await priorityStart(db, userId, offset, await rankedTotal(), (await counting).inbox);
      skip = 0;
    }
    [rows, counts] = await Promise.all([start === null ? [] : priorityRows(db, userId, limit + 1, skip, start, rankedTotal), counting]);
  } else {
    const list = { statement: queueStatement, keyRows: queueKeyRows(db, userId), order: queueOrder, total: (c: InboxCounts) => c.inbox };
    ({ rows, counts } = await inboxCountedPage(db, userId, list, { limit, offset, cursor }));
  }
  const page = pageOf(
    rows.map((r) => ({ ...r, id: r.email.id })),
    limit,
  );
  const summary = summaryOf(counts);
  return {
    data: page.rows.map((r) => toRecommendation(r.email, r.classification)),
    totalCount: summary.total,
    nextCursor: page.nextCursor,
    summary,
  };
}

export async function loadEmailWithClassification(db: Db, userId: string, emailId: string) {
  const [row] = await db
    .select({ email: emails, repliedAt: repliedAtColumn, classification: emailClassifications })
    .from(emails)
    .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
    .where(and(eq(emails.userId, userId), eq(emails.id, emailId)));
  if (!row) throw notFound('Email not found');
  return { email: { ...row.email, repliedAt: row.repliedAt }, classification: row.classification };
}

export async function getRecommendation(db: Db, userId: string, emailId: string): Promise<EmailRecommendation> {
  const row = await loadEmailWithClassification(db, userId, emailId);
  return toRecommendation(row.email, row.classification);
}

/**
 * Replies (docs/behaviour.md#replies): queue emails that have an AI reply, newest first. A draft kept back because
 * the email needs no answer (newsletters, notifications, FYIs) is listed only once the
 * user has edited it; classifications from before replies were judged are listed as before (REPLY_LISTED).
 * A page is one range of email_classifications_replies_order_idx (the classification carries its email's
 * queue membership and received time), the total the counters' replies: neither grows with the inbox.
 */
const repliesOrder: KeysetOrder = {
  keys: [{ expr: sql`coalesce(${emailClassifications.receivedTime}, '-infinity'::timestamptz)`, type: 'timestamptz' }],
  id: emailClassifications.emailId,
};

const repliesOfUser = (userId: string | Placeholder) =>
  and(eq(emailClassifications.userId, userId), eq(emailClassifications.inInbox, true), sql`${REPLY_LISTED}`, inbox(userId));

const repliesStatement = preparedWithCursor((db, afterCursor) =>
  plannedPage(
    db
      .select({ ...listEmailColumns, sortKeys: sortKeysOf(repliesOrder), counts: inboxCountsColumn(USER) })
      .from(emailClassifications)
      .innerJoin(emails, eq(emails.id, emailClassifications.emailId))
      .where(and(repliesOfUser(USER), afterCursor ? afterCursorPlaceholders(repliesOrder) : undefined))
      .orderBy(...orderBy(repliesOrder)),
  ),
);

/**
 * The replies' rows for `cursorAtOffset`: the classification's own in_inbox says its email is in the
 * queue (kept by the emails' trigger), so the walk to a deep page reads the index alone, not each email.
 */
const repliesKeyRows =
  (db: Db, userId: string): KeyRows =>
  (fields, extra) =>
    db
      .select(fields)
      .from(emailClassifications)
      .where(and(eq(emailClassifications.userId, userId), eq(emailClassifications.inInbox, true), sql`${REPLY_LISTED}`, extra));

export async function listReplies(db: Db, userId: string, limit: number, offset: number, cursor?: PageCursor) {
  const list = {
    statement: repliesStatement,
    keyRows: repliesKeyRows(db, userId),
    order: repliesOrder,
    total: (c: InboxCounts) => c.replies,
  };
  const { rows, counts } = await inboxCountedPage(db, userId, list, { limit, offset, cursor });
  const page = pageOf(
    rows.map((r) => ({ ...r, id: r.email.id })),
    limit,
  );
  return {
    data: page.rows.map((r) => toRecommendation(r.email, r.classification)),
    totalCount: counts.replies,
    nextCursor: page.nextCursor,
  };
}

/**
 * "Secure email classifications" (docs/behaviour.md, API): the user's processed classifications,
 * newest first, read from email_classifications_processed_order_idx; the total from the counters.
 */
export async function listClassifications(db: Db, userId: string, limit: number, offset: number) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(emailClassifications)
      .where(and(eq(emailClassifications.userId, userId), eq(emailClassifications.isProcessed, true)))
      // As the index has it (the column is never null).
      .orderBy(sql`${emailClassifications.createdAt} desc nulls last`, asc(emailClassifications.id))
      .limit(limit)
      .offset(offset),
    readInboxCounts(db, userId),
  ]);
  return { data: rows.map((row) => toApiCase<Classification>({ ...row })), totalCount: counts.processed };
}
