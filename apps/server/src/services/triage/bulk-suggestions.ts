import { eq } from 'drizzle-orm';
import type { SuggestedTask } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emailClassifications } from '../../db/schema/index.js';
import { recordDecision } from '../classification/decisions.js';
import { toSuggestedTasks } from '../classification/recommendation-view.js';
import type { Outcome } from './bulk-mailbox.js';
import { plural, subjectOf, type BulkChange, type BulkRow } from './bulk-rows.js';
import type { ClassificationRow } from '../../db/rows.js';
import { retractLatestDecision } from './retract-decision.js';

type Rejected = { emailId: string; taskIds: string[]; approved: boolean | null };

async function save(db: Db, c: ClassificationRow, tasks: SuggestedTask[], approved: boolean | null) {
  await db.update(emailClassifications).set({ proposedTasks: tasks, approved }).where(eq(emailClassifications.id, c.id));
}

/**
 * 'reject_suggestions': every pending suggested task is rejected, and a project not yet decided
 * is rejected too (taught to the learner as a single 'Reject' is). An approved project stays.
 */
export async function rejectSuggestions(db: Db, userId: string, rows: BulkRow[]): Promise<Outcome> {
  const changes: BulkChange[] = [];
  const undo: Rejected[] = [];
  for (const row of rows) {
    const c = row.classification;
    if (!c) continue;
    const tasks = toSuggestedTasks(c);
    const pending = tasks.filter((t) => t.status === 'pending').map((t) => t.id);
    const rejectProject = c.approved === null && c.projectId !== null;
    if (pending.length === 0 && !rejectProject) continue;
    await save(
      db,
      c,
      tasks.map((t) => (t.status === 'pending' ? { ...t, status: 'rejected' } : t)),
      rejectProject ? false : c.approved,
    );
    if (rejectProject) {
      await recordDecision(db, userId, row.email, {
        source: 'rejection',
        predictedProjectId: c.projectId,
        chosenProjectId: null,
        confidence: c.confidence,
      });
    }
    undo.push({ emailId: row.email.id, taskIds: pending, approved: c.approved });
    changes.push({
      row,
      entityType: 'classification',
      action: 'reject',
      summary: `Rejected ${plural(pending.length, 'suggested task')}${rejectProject ? ' and the project' : ''} for email '${subjectOf(row)}' (bulk)`,
      before: { approved: c.approved, pendingTasks: pending.length },
      after: { approved: rejectProject ? false : c.approved, pendingTasks: 0 },
    });
  }
  return {
    changes,
    skipped: rows.length - changes.length,
    message: `Suggestions rejected on ${plural(changes.length, 'email')}`,
    undo: undo.length ? { action: 'restore_suggestions', items: undo } : null,
  };
}

/** Undo of a bulk reject: those tasks pending again, the project approval as it was, the rejection retracted. */
export async function restoreSuggestions(db: Db, userId: string, rows: BulkRow[], items: Rejected[]): Promise<Outcome> {
  const changes: BulkChange[] = [];
  for (const row of rows) {
    const c = row.classification;
    const item = items.find((i) => i.emailId === row.email.id)!;
    if (!c) continue;
    const ids = new Set(item.taskIds);
    const tasks = toSuggestedTasks(c);
    const back = tasks.filter((t) => ids.has(t.id) && t.status === 'rejected');
    const reapprove = c.approved === false && item.approved !== false;
    if (back.length === 0 && !reapprove) continue;
    await save(
      db,
      c,
      tasks.map((t) => (ids.has(t.id) && t.status === 'rejected' ? { ...t, status: 'pending' } : t)),
      reapprove ? item.approved : c.approved,
    );
    if (reapprove) await retractLatestDecision(db, userId, row.email);
    changes.push({
      row,
      entityType: 'classification',
      action: 'update',
      summary: `Restored ${plural(back.length, 'suggested task')} for email '${subjectOf(row)}' (undo)`,
      before: { approved: c.approved },
      after: { approved: reapprove ? item.approved : c.approved, restoredTasks: back.length },
    });
  }
  return { changes, skipped: rows.length - changes.length, message: `${plural(changes.length, 'email')} restored`, undo: null };
}
