import { desc, eq, sql } from 'drizzle-orm';
import { learnerStats } from '@triage/classifier';
import type { TrainingProgress } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { classifierDecisions } from '../../db/schema/index.js';
import { loadModel } from './model-store.js';

const RECENT = 100;

/** What the Training Center shows: how much the engine learned, and how often it was right lately. */
export async function trainingProgress(db: Db, userId: string): Promise<TrainingProgress> {
  const [model, recent, history, [totals]] = await Promise.all([
    loadModel(db, userId),
    db
      .select({ correct: classifierDecisions.correct })
      .from(classifierDecisions)
      .where(eq(classifierDecisions.userId, userId))
      .orderBy(desc(classifierDecisions.createdAt))
      .limit(RECENT),
    db
      .select({
        date: sql<string>`to_char(date_trunc('day', ${classifierDecisions.createdAt}), 'YYYY-MM-DD')`,
        decisions: sql<number>`count(*)`.mapWith(Number),
        correct: sql<number>`count(*) filter (where ${classifierDecisions.correct})`.mapWith(Number),
      })
      .from(classifierDecisions)
      .where(sql`${classifierDecisions.userId} = ${userId} and ${classifierDecisions.createdAt} > now() - interval '30 days'`)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(classifierDecisions)
      .where(eq(classifierDecisions.userId, userId)),
  ]);
  const stats = learnerStats(model);
  return {
    examples: stats.examples,
    labels: stats.labels,
    decisions: totals?.n ?? 0,
    recentAccuracy: recent.length ? recent.filter((r) => r.correct).length / recent.length : null,
    history: history.map((h) => ({ date: h.date, decisions: h.decisions, accuracy: h.decisions ? h.correct / h.decisions : 0 })),
  };
}
