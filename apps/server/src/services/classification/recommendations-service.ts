import { and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { toApiCase, type Classification, type EmailRecommendation, type RecommendationPage } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { toRecommendation } from './recommendation-view.js';

const inbox = (userId: string) => and(eq(emails.userId, userId), eq(emails.isArchived, false), ne(emails.status, 'deleted'));

/**
 * A classification belongs to its email's user, so joining on both lets the
 * summary read the (user, email) covering index instead of the whole table.
 */
const classificationOf = (userId: string) => and(eq(emailClassifications.emailId, emails.id), eq(emailClassifications.userId, userId));

/** One pass over the inbox (index-only on both tables): totals and the count per top priority. */
async function summary(db: Db, userId: string): Promise<RecommendationPage['summary']> {
  const byPriorityOf = (p: string) => sql<number>`count(*) filter (where ${emailClassifications.topPriority} = ${p})`.mapWith(Number);
  const [totals] = await db
    .select({
      total: count(),
      matched: sql<number>`count(*) filter (where ${emailClassifications.projectId} is not null)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${emailClassifications.emailId} is null or ${emailClassifications.approved} is null)`.mapWith(Number),
      P1: byPriorityOf('P1'),
      P2: byPriorityOf('P2'),
      P3: byPriorityOf('P3'),
      P4: byPriorityOf('P4'),
    })
    .from(emails)
    .leftJoin(emailClassifications, classificationOf(userId))
    .where(inbox(userId));
  const t = totals ?? { total: 0, matched: 0, pending: 0, P1: 0, P2: 0, P3: 0, P4: 0 };
  const byPriority = { P1: t.P1, P2: t.P2, P3: t.P3, P4: t.P4, none: t.total - t.P1 - t.P2 - t.P3 - t.P4 };
  return { total: t.total, projectsMatched: t.matched, pendingReview: t.pending, byPriority };
}

/** Spec §7 recommendations list: the inbox with classifications; 'priority' orders by the most urgent task. */
export async function listRecommendations(db: Db, userId: string, limit: number, offset: number, sort: 'default' | 'priority'): Promise<RecommendationPage> {
  const order = sort === 'priority' ? [sql`${emailClassifications.topPriority} asc nulls last`, desc(emails.receivedTime), asc(emails.id)] : [desc(emails.receivedTime), asc(emails.id)];
  const [rows, counts] = await Promise.all([
    db
      .select({ email: emails, classification: emailClassifications })
      .from(emails)
      .leftJoin(emailClassifications, classificationOf(userId))
      .where(inbox(userId))
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    summary(db, userId),
  ]);
  return { data: rows.map((r) => toRecommendation(r.email, r.classification)), totalCount: counts.total, summary: counts };
}

export async function loadEmailWithClassification(db: Db, userId: string, emailId: string) {
  const [row] = await db
    .select({ email: emails, classification: emailClassifications })
    .from(emails)
    .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
    .where(and(eq(emails.userId, userId), eq(emails.id, emailId)));
  if (!row) throw notFound('Email not found');
  return row;
}

export async function getRecommendation(db: Db, userId: string, emailId: string): Promise<EmailRecommendation> {
  const row = await loadEmailWithClassification(db, userId, emailId);
  return toRecommendation(row.email, row.classification);
}

/** Spec §2 Replies: emails that have an AI reply, newest first. */
export async function listReplies(db: Db, userId: string, limit: number, offset: number) {
  const where = and(inbox(userId), isNotNull(emailClassifications.replyEmail));
  const [rows, [total]] = await Promise.all([
    db
      .select({ email: emails, classification: emailClassifications })
      .from(emails)
      .innerJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(where)
      .orderBy(desc(emails.receivedTime), asc(emails.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(emails).innerJoin(emailClassifications, eq(emailClassifications.emailId, emails.id)).where(where),
  ]);
  return { data: rows.map((r) => toRecommendation(r.email, r.classification)), totalCount: total?.n ?? 0 };
}

/** Spec §7 "secure email classifications": the user's processed classifications, newest first. */
export async function listClassifications(db: Db, userId: string, limit: number, offset: number) {
  const where = and(eq(emailClassifications.userId, userId), eq(emailClassifications.isProcessed, true));
  const [rows, [total]] = await Promise.all([
    db.select().from(emailClassifications).where(where).orderBy(desc(emailClassifications.createdAt), asc(emailClassifications.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(emailClassifications).where(where),
  ]);
  return { data: rows.map((row) => toApiCase<Classification>({ ...row })), totalCount: total?.n ?? 0 };
}
