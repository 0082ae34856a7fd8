import { eq, sql } from 'drizzle-orm';
import { emptyLearner, learn, learnerStats, loadLearner, type EmailInput, type LearnerState } from '@triage/classifier';
import type { Db } from '../../db/client.js';
import { classifierModels } from '../../db/schema/index.js';

export async function loadModel(db: Db, userId: string): Promise<LearnerState> {
  const [row] = await db.select({ state: classifierModels.state }).from(classifierModels).where(eq(classifierModels.userId, userId));
  return row ? loadLearner(row.state) : emptyLearner();
}

export type Lesson = { email: EmailInput; projectId: string; weight: number };

/**
 * Applies lessons to the user's stored learner under a row lock, so two
 * approvals at the same moment (two tabs, two processes) both count.
 */
export async function teachModel(db: Db, userId: string, lessons: Lesson[]): Promise<void> {
  if (lessons.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(classifierModels).values({ userId, state: emptyLearner() }).onConflictDoNothing();
    const [row] = await tx.select().from(classifierModels).where(eq(classifierModels.userId, userId)).for('update');
    const state = loadLearner(row!.state);
    for (const lesson of lessons) learn(state, lesson.email, lesson.projectId, lesson.weight);
    await tx
      .update(classifierModels)
      .set({ state, examples: learnerStats(state).examples, updatedAt: sql`now()` })
      .where(eq(classifierModels.userId, userId));
  });
}
