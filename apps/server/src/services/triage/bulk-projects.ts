import { eq } from 'drizzle-orm';
import { TRIAGE_ERRORS, type SuggestedTask } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emailClassifications } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { recordDecision } from '../classification/decisions.js';
import { toSuggestedTasks } from '../classification/recommendation-view.js';
import { findProjectRow } from '../projects/projects-service.js';
import type { Outcome } from './bulk-mailbox.js';
import { plural, subjectOf, type BulkChange, type BulkRow } from './bulk-rows.js';
import type { ClassificationRow } from '../../db/rows.js';
import { retractLatestDecision } from './retract-decision.js';

type Project = { id: string; name: string };
type ProjectState = { emailId: string; projectId: string | null; approved: boolean | null };

const stateOf = (c: ClassificationRow) => ({ projectName: c.projectName, approved: c.approved });

/** Pending suggestions follow the project the user settled on (as a single approval does). */
const followProject = (c: ClassificationRow, p: Project | null): SuggestedTask[] =>
  toSuggestedTasks(c).map((t) => (t.status === 'pending' ? { ...t, projectId: p?.id ?? null, projectName: p?.name ?? null } : t));

async function setProject(db: Db, c: ClassificationRow, project: Project | null, approved: boolean | null, userSelected: boolean) {
  await db
    .update(emailClassifications)
    .set({
      projectId: project?.id ?? null,
      projectName: project?.name ?? null,
      approved,
      details: { ...(c.details ?? { signal: 'none', reasons: [], tags: [], matchedRules: [] }), userSelected },
      proposedTasks: followProject(c, project),
    })
    .where(eq(emailClassifications.id, c.id));
}

/**
 * 'approve_project' (project undefined: each email's proposed one) and 'move_to_project' (one
 * project for all). Emails not classified yet, without a proposal, or already approved for that
 * project are skipped. Each approval teaches the learner as a single one does.
 */
export async function approveProjects(db: Db, userId: string, rows: BulkRow[], projectId?: string): Promise<Outcome> {
  const target = projectId ? await findProjectRow(db, userId, projectId) : null;
  if (projectId && !target) throw notFound(TRIAGE_ERRORS.projectNotFound);
  const changes: BulkChange[] = [];
  const undo: ProjectState[] = [];
  for (const row of rows) {
    const c = row.classification;
    const chosen = target ?? (c?.projectId ? { id: c.projectId, name: c.projectName ?? '' } : null);
    if (!c || !chosen || (c.approved === true && c.projectId === chosen.id)) continue;
    const corrected = chosen.id !== c.projectId;
    await setProject(db, c, chosen, true, corrected || (c.details?.userSelected ?? false));
    await recordDecision(db, userId, row.email, {
      source: corrected ? 'correction' : 'approval',
      predictedProjectId: c.projectId,
      chosenProjectId: chosen.id,
      confidence: c.confidence,
    });
    undo.push({ emailId: row.email.id, projectId: c.projectId, approved: c.approved });
    changes.push({
      row,
      entityType: 'classification',
      action: 'approve',
      summary: `${corrected ? 'Moved' : 'Approved project'} '${chosen.name}' for email '${subjectOf(row)}' (bulk)`,
      before: stateOf(c),
      after: { projectName: chosen.name, approved: true },
    });
  }
  const verb = projectId ? `moved to '${target!.name}'` : 'approved';
  return {
    changes,
    skipped: rows.length - changes.length,
    message: projectId ? `${plural(changes.length, 'email')} ${verb}` : `Project ${verb} on ${plural(changes.length, 'email')}`,
    undo: undo.length ? { action: 'restore_projects', items: undo } : null,
  };
}

/** Undo of approve/move: each email's project and approval as they were, and its decision retracted. */
export async function restoreProjects(db: Db, userId: string, rows: BulkRow[], items: ProjectState[]): Promise<Outcome> {
  const changes: BulkChange[] = [];
  for (const row of rows) {
    const c = row.classification;
    const item = items.find((i) => i.emailId === row.email.id)!;
    if (!c || (c.projectId === item.projectId && c.approved === item.approved)) continue;
    // A project deleted since leaves the email unassigned rather than failing the undo.
    const owned = item.projectId ? await findProjectRow(db, userId, item.projectId) : null;
    const keepsProject = owned?.id === c.projectId;
    await setProject(db, c, owned, item.approved, keepsProject && (c.details?.userSelected ?? false));
    if (c.approved !== null) await retractLatestDecision(db, userId, row.email);
    changes.push({
      row,
      entityType: 'classification',
      action: 'update',
      summary: `Restored project '${owned?.name ?? 'none'}' for email '${subjectOf(row)}' (undo)`,
      before: stateOf(c),
      after: { projectName: owned?.name ?? null, approved: item.approved },
    });
  }
  return { changes, skipped: rows.length - changes.length, message: `${plural(changes.length, 'email')} restored`, undo: null };
}
