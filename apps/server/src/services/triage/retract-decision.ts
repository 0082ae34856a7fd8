import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classifierDecisions } from '../../db/schema/index.js';
import { toEmailInput } from '../classification/classifier-inputs.js';
import { teachModel, type Lesson } from '../classification/model-store.js';
import type { EmailRow } from '../../db/rows.js';

/**
 * Undo of an approval, correction or rejection: the email's latest decision is removed and the
 * learner is taught back to the decision before it, so an undone click leaves no trace in the
 * model or the accuracy chart.
 */
export async function retractLatestDecision(db: Db, userId: string, email: EmailRow): Promise<void> {
  const [latest, previous] = await db
    .select({ id: classifierDecisions.id, chosen: classifierDecisions.chosenProjectId })
    .from(classifierDecisions)
    .where(and(eq(classifierDecisions.userId, userId), eq(classifierDecisions.emailId, email.id)))
    .orderBy(desc(classifierDecisions.createdAt), desc(classifierDecisions.id))
    .limit(2);
  if (!latest) return;
  await db.delete(classifierDecisions).where(eq(classifierDecisions.id, latest.id));
  const before = previous?.chosen ?? null;
  if (latest.chosen === before) return;
  const input = toEmailInput(email);
  const lessons: Lesson[] = [];
  if (latest.chosen) lessons.push({ email: input, projectId: latest.chosen, weight: -1 });
  if (before) lessons.push({ email: input, projectId: before, weight: 1 });
  await teachModel(db, userId, lessons);
}
