import { eq } from 'drizzle-orm';
import { RECOMMENDATION_ERRORS } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emailClassifications, projects } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { recordDecision } from './decisions.js';
import { toRecommendation, toSuggestedTasks } from './recommendation-view.js';
import { withLockedClassification } from './locked-classification.js';
import { loadEmailWithClassification } from './recommendations-service.js';

async function reload(db: Db, userId: string, emailId: string) {
  const row = await loadEmailWithClassification(db, userId, emailId);
  return toRecommendation(row.email, row.classification);
}

/**
 * docs/behaviour.md, Validation: removal matches by title — exact (trimmed, case-insensitive), then
 * containment; failing both, a title that is a number picks the task at that
 * index. The task is marked rejected (kept, so the screen can show the badge).
 */
function findTaskIndex(titles: string[], wanted: string): number {
  const w = wanted.trim().toLowerCase();
  const normal = titles.map((t) => t.trim().toLowerCase());
  let index = normal.findIndex((t) => t === w);
  if (index < 0 && w) index = normal.findIndex((t) => t.includes(w) || w.includes(t));
  if (index < 0 && /^\d+$/.test(w) && Number(w) < titles.length) index = Number(w);
  return index;
}

export function removeProposedTask(db: Db, userId: string, emailId: string, title: string) {
  return withLockedClassification(db, userId, emailId, async (tx, { classification: c }) => {
    if (!c || c.proposedTasks.length === 0) throw notFound(RECOMMENDATION_ERRORS.noProposedTasks);
    const tasks = toSuggestedTasks(c);
    const pending = tasks.filter((t) => t.status === 'pending');
    const index = findTaskIndex(
      pending.map((t) => t.title),
      title,
    );
    if (index < 0) throw notFound(RECOMMENDATION_ERRORS.noProposedTasks);
    const target = pending[index]!.id;
    await tx
      .update(emailClassifications)
      .set({ proposedTasks: tasks.map((t) => (t.id === target ? { ...t, status: 'rejected' as const } : t)) })
      .where(eq(emailClassifications.id, c.id));
    return reload(tx, userId, emailId);
  });
}

/**
 * Feedback is stored, and trains the learner when it names one of the user's
 * projects ("this belongs to Harbour Tower").
 */
export function saveFeedback(db: Db, userId: string, emailId: string, feedback: string) {
  return withLockedClassification(db, userId, emailId, async (tx, { email, classification: c }) => {
    if (!c) throw notFound(RECOMMENDATION_ERRORS.noResult);
    const text = feedback.trim() || null;
    // The same feedback again teaches nothing new.
    if (text === c.feedback) return reload(tx, userId, emailId);
    await tx.update(emailClassifications).set({ feedback: text }).where(eq(emailClassifications.id, c.id));
    const lower = feedback.toLowerCase();
    const named = (await tx.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.userId, userId)))
      .filter((p) => p.name.trim().length > 2 && lower.includes(p.name.toLowerCase()))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (named) {
      await recordDecision(tx, userId, email, {
        source: 'feedback',
        predictedProjectId: c.projectId,
        chosenProjectId: named.id,
        confidence: c.confidence,
      });
    }
    return reload(tx, userId, emailId);
  });
}

/** The edited reply is kept on the server (the original kept it only in the browser). */
export function updateReply(db: Db, userId: string, emailId: string, body: string) {
  return withLockedClassification(db, userId, emailId, async (tx, { classification: c }) => {
    if (!c) throw notFound(RECOMMENDATION_ERRORS.noResult);
    await tx
      .update(emailClassifications)
      .set({
        replyEmail: body,
        details: { ...(c.details ?? { signal: 'none', reasons: [], tags: [], matchedRules: [] }), replyEdited: true },
      })
      .where(eq(emailClassifications.id, c.id));
    return reload(tx, userId, emailId);
  });
}
