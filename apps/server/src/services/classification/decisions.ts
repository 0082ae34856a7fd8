import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classifierDecisions } from '../../db/schema/index.js';
import { toEmailInput } from './classifier-inputs.js';
import { teachModel, type Lesson } from './model-store.js';
import type { EmailRow } from '../../db/rows.js';

/**
 * Records what the user decided for an email's project and teaches the
 * learner. If the email had taught another project before (a correction), that
 * lesson is undone first, so each email counts once, for what the user chose last.
 */
export async function recordDecision(
  db: Db,
  userId: string,
  email: EmailRow,
  decision: { source: string; predictedProjectId: string | null; chosenProjectId: string | null; confidence: number | null },
): Promise<void> {
  const [previous] = await db
    .select({ chosen: classifierDecisions.chosenProjectId })
    .from(classifierDecisions)
    .where(and(eq(classifierDecisions.userId, userId), eq(classifierDecisions.emailId, email.id)))
    .orderBy(desc(classifierDecisions.createdAt))
    .limit(1);
  await db.insert(classifierDecisions).values({
    userId,
    emailId: email.id,
    source: decision.source,
    predictedProjectId: decision.predictedProjectId,
    chosenProjectId: decision.chosenProjectId,
    correct: decision.predictedProjectId !== null && decision.predictedProjectId === decision.chosenProjectId,
    confidence: decision.confidence,
  });
  const input = toEmailInput(email);
  const lessons: Lesson[] = [];
  if (previous?.chosen && previous.chosen !== decision.chosenProjectId)
    lessons.push({ email: input, projectId: previous.chosen, weight: -1 });
  if (decision.chosenProjectId && previous?.chosen !== decision.chosenProjectId)
    lessons.push({ email: input, projectId: decision.chosenProjectId, weight: 1 });
  await teachModel(db, userId, lessons);
}
