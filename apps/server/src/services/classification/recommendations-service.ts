import { and, asc, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { toApiCase, type Classification, type EmailRecommendation, type PageCursor, type RecommendationPage } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { plannedPage } from '../../db/planned-rows.js';
import { preparedWithCursor } from '../../db/prepared.js';
import { emailClassifications, emails, REPLY_LISTED } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { carriedInboxCounts, inboxCountsColumn, readInboxCounts, type InboxCounts } from '../mail/inbox-counts.js';
import {
  afterCursorPlaceholders,
  rowsAfterCursor,
  inQueue,
  orderBy,
  pageOf,
  queueOrder,
  sortKeysOf,
  type KeysetOrder,
} from '../mail/list-order.js';
import { listEmailColumns, repliedAtColumn } from './list-columns.js';
import { priorityRows } from './priority-page.js';
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
    [rows, counts] = await Promise.all([
      priorityRows(db, userId, limit + 1, offset, cursor, async () => {
        const { P1, P2, P3, P4 } = await counting;
        return P1 + P2 + P3 + P4;
      }),
      counting,
    ]);
  } else {
    const queue = await rowsAfterCursor(queueStatement, db, queueOrder, cursor, { userId, limit: limit + 1, offset });
    rows = queue;
    counts = await carriedInboxCounts(db, userId, queue[0]?.counts);
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

const repliesStatement = preparedWithCursor((db, afterCursor) =>
  plannedPage(
    db
      .select({ ...listEmailColumns, sortKeys: sortKeysOf(repliesOrder), counts: inboxCountsColumn(USER) })
      .from(emailClassifications)
      .innerJoin(emails, eq(emails.id, emailClassifications.emailId))
      .where(
        and(
          eq(emailClassifications.userId, USER),
          eq(emailClassifications.inInbox, true),
          sql`${REPLY_LISTED}`,
          inbox(USER),
          afterCursor ? afterCursorPlaceholders(repliesOrder) : undefined,
        ),
      )
      .orderBy(...orderBy(repliesOrder)),
  ),
);

export async function listReplies(db: Db, userId: string, limit: number, offset: number, cursor?: PageCursor) {
  const rows = await rowsAfterCursor(repliesStatement, db, repliesOrder, cursor, { userId, limit: limit + 1, offset });
  const counts = await carriedInboxCounts(db, userId, rows[0]?.counts);
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

/** "Secure email classifications" (docs/behaviour.md, API): the user's processed classifications, newest first. */
export async function listClassifications(db: Db, userId: string, limit: number, offset: number) {
  const where = and(eq(emailClassifications.userId, userId), eq(emailClassifications.isProcessed, true));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailClassifications)
      .where(where)
      .orderBy(desc(emailClassifications.createdAt), asc(emailClassifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(emailClassifications).where(where),
  ]);
  return { data: rows.map((row) => toApiCase<Classification>({ ...row })), totalCount: total?.n ?? 0 };
}
