import { and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { toApiCase, type Classification, type EmailRecommendation, type RecommendationPage } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { toRecommendation } from './recommendation-view.js';

const inbox = (userId: string) => and(eq(emails.userId, userId), eq(emails.isArchived, false), ne(emails.status, 'deleted'));

/** The most urgent live suggested task's priority ('P1' sorts first), or null. */
const topPriority = sql<string | null>`(
  select min(t->>'priority') from jsonb_array_elements(coalesce(${emailClassifications.proposedTasks}, '[]'::jsonb)) t
  where jsonb_typeof(t) = 'object' and coalesce(t->>'status', 'pending') <> 'rejected')`;

async function summary(db: Db, userId: string): Promise<RecommendationPage['summary']> {
  const [totals] = await db
    .select({
      total: count(),
      matched: sql<number>`count(*) filter (where ${emailClassifications.projectId} is not null)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${emailClassifications.id} is null or ${emailClassifications.approved} is null)`.mapWith(Number),
    })
    .from(emails)
    .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
    .where(inbox(userId));
  const groups = await db
    .select({ priority: topPriority, n: count() })
    .from(emails)
    .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
    .where(inbox(userId))
    .groupBy(topPriority);
  const byPriority = { P1: 0, P2: 0, P3: 0, P4: 0, none: 0 };
  for (const g of groups) {
    const key = g.priority && g.priority in byPriority ? (g.priority as keyof typeof byPriority) : 'none';
    byPriority[key] += g.n;
  }
  return { total: totals?.total ?? 0, projectsMatched: totals?.matched ?? 0, pendingReview: totals?.pending ?? 0, byPriority };
}

/** Spec §7 recommendations list: the inbox with classifications; 'priority' orders by the most urgent task. */
export async function listRecommendations(db: Db, userId: string, limit: number, offset: number, sort: 'default' | 'priority'): Promise<RecommendationPage> {
  const order = sort === 'priority' ? [sql`${topPriority} asc nulls last`, desc(emails.receivedTime), asc(emails.id)] : [desc(emails.receivedTime), asc(emails.id)];
  const [rows, counts] = await Promise.all([
    db
      .select({ email: emails, classification: emailClassifications })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
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
