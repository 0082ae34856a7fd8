import { eq } from 'drizzle-orm';
import { RECOMMENDATION_ERRORS, type ProcessRecommendation, type SuggestedTask } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emailClassifications } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { findProjectRow } from '../projects/projects-service.js';
import { getTaskStyle } from '../style/style-service.js';
import { createTask } from '../tasks/tasks-service.js';
import { recordDecision } from './decisions.js';
import { toRecommendation, toSuggestedTasks } from './recommendation-view.js';
import { withLockedClassification } from './locked-classification.js';
import { loadEmailWithClassification } from './recommendations-service.js';
import { templateChecklist } from './template-checklist.js';
import { queueTodoPush } from '../followups/todo-push.js';
import type { ClassificationRow, EmailRow } from '../../db/rows.js';

async function saveTasks(db: Db, c: ClassificationRow, tasks: SuggestedTask[]) {
  await db.update(emailClassifications).set({ proposedTasks: tasks }).where(eq(emailClassifications.id, c.id));
}

async function approveProject(db: Db, userId: string, email: EmailRow, c: ClassificationRow, projectId: string | undefined) {
  const chosenId = projectId ?? c.projectId;
  if (!chosenId) throw badRequest(RECOMMENDATION_ERRORS.selectProject);
  // Already settled on this project: a repeat changes nothing and answers as the first did.
  if (c.approved === true && c.projectId === chosenId) return c.details?.userSelected ? 'Project Updated' : 'Project Approved';
  const project = await findProjectRow(db, userId, chosenId);
  if (!project) throw notFound(RECOMMENDATION_ERRORS.emailOrProjectNotFound);
  const userSelected = projectId !== undefined && projectId !== c.projectId;
  await db
    .update(emailClassifications)
    .set({
      projectId: project.id,
      projectName: project.name,
      approved: true,
      details: {
        ...(c.details ?? { signal: 'none', reasons: [], tags: [], matchedRules: [] }),
        userSelected: userSelected || (c.details?.userSelected ?? false),
      },
      // Tasks still pending follow the project the user settled on.
      proposedTasks: toSuggestedTasks(c).map((t) =>
        t.status === 'pending' ? { ...t, projectId: project.id, projectName: project.name } : t,
      ),
    })
    .where(eq(emailClassifications.id, c.id));
  await recordDecision(db, userId, email, {
    source: userSelected ? 'correction' : 'approval',
    predictedProjectId: c.projectId,
    chosenProjectId: project.id,
    confidence: c.confidence,
  });
  return userSelected ? 'Project Updated' : 'Project Approved';
}

async function rejectProject(db: Db, userId: string, email: EmailRow, c: ClassificationRow) {
  if (c.approved === false) return 'Project Rejected';
  await db.update(emailClassifications).set({ approved: false }).where(eq(emailClassifications.id, c.id));
  await recordDecision(db, userId, email, {
    source: 'rejection',
    predictedProjectId: c.projectId,
    chosenProjectId: null,
    confidence: c.confidence,
  });
  return 'Project Rejected';
}

async function approveTask(db: Db, userId: string, email: EmailRow, c: ClassificationRow, data: ProcessRecommendation['data']) {
  const tasks = toSuggestedTasks(c);
  const suggestion = tasks.find((t) => t.id === data?.taskId);
  const edit = data?.task ?? {};
  const message = edit.title || data?.task ? 'Task Saved' : 'Task Approved';
  if (suggestion?.status === 'approved' && suggestion.taskId) return { message, taskId: suggestion.taskId };
  if (!suggestion || suggestion.status !== 'pending') throw notFound(RECOMMENDATION_ERRORS.taskOrUserNotFound);
  const projectId = edit.project_id ?? suggestion.projectId;
  if (!projectId) throw badRequest('Please select a project to continue');
  const description = edit.description ?? suggestion.description;
  const task = await createTask(
    db,
    userId,
    {
      title: edit.title ?? suggestion.title,
      description: (await getTaskStyle(db, userId)).includeOutlookLink ? withOutlookLink(description, email) : description,
      priority: edit.priority ?? suggestion.priority,
      due_date: edit.due_date ?? suggestion.dueDate,
      project_id: projectId,
      checklist: await templateChecklist(db, userId, projectId),
    },
    { sourceEmailId: email.id },
  );
  // In the same transaction as the task: a connected To Do list gets it even if the push below never runs.
  await queueTodoPush(db, userId, task.id);
  await saveTasks(
    db,
    c,
    tasks.map((t) =>
      t.id === suggestion.id
        ? { ...t, ...editedFields(edit), projectId, projectName: task.project_name, status: 'approved', taskId: task.id }
        : t,
    ),
  );
  // A task filed under a project is a decision about the email's project too.
  if (projectId !== c.projectId || c.approved !== true) {
    await recordDecision(db, userId, email, {
      source: 'task',
      predictedProjectId: c.projectId,
      chosenProjectId: projectId,
      confidence: c.confidence,
    });
  }
  return { message, taskId: task.id };
}

/**
 * Task Style's includeOutlookLink: Graph's own webLink, which opens the email in Outlook on the
 * web on the tenant's cloud host. A link built from the stored immutable id would not open (Outlook
 * wants the REST id). Mail without a webLink (local files) gets no link rather than a broken one.
 */
export function withOutlookLink(description: string, email: EmailRow): string {
  if (!email.webLink) return description;
  return `${description}${description ? '\n\n' : ''}Open in Outlook: ${email.webLink}`;
}

function editedFields(edit: NonNullable<ProcessRecommendation['data']>['task'] = {}): Partial<SuggestedTask> {
  return {
    ...(edit.title !== undefined ? { title: edit.title } : {}),
    ...(edit.description !== undefined ? { description: edit.description } : {}),
    ...(edit.priority !== undefined ? { priority: edit.priority } : {}),
    ...(edit.due_date !== undefined ? { dueDate: edit.due_date ?? null } : {}),
  };
}

async function rejectTask(db: Db, c: ClassificationRow, taskId: string | undefined) {
  const tasks = toSuggestedTasks(c);
  if (tasks.some((t) => t.id === taskId && t.status === 'rejected')) return 'Task Rejected';
  if (!tasks.some((t) => t.id === taskId && t.status === 'pending')) throw notFound(RECOMMENDATION_ERRORS.taskOrUserNotFound);
  await saveTasks(
    db,
    c,
    tasks.map((t) => (t.id === taskId ? { ...t, status: 'rejected' } : t)),
  );
  return 'Task Rejected';
}

/**
 * POST /emails/recommendations/process (docs/behaviour.md#api). Runs with the classification row
 * locked and re-read, so concurrent actions on one email apply one after the
 * other, and repeating an action is a no-op that answers as the first did.
 */
export function processRecommendation(db: Db, userId: string, input: ProcessRecommendation) {
  return withLockedClassification(db, userId, input.emailId, async (tx, { email, classification }) => {
    if (!classification) throw notFound(RECOMMENDATION_ERRORS.noResult);
    let message: string;
    let createdTaskId: string | null = null;
    switch (input.action) {
      case 'approve_project':
        message = await approveProject(tx, userId, email, classification, input.data?.projectId);
        break;
      case 'reject_project':
        message = await rejectProject(tx, userId, email, classification);
        break;
      case 'approve_task': {
        const result = await approveTask(tx, userId, email, classification, input.data);
        message = result.message;
        createdTaskId = result.taskId;
        break;
      }
      case 'reject_task':
        message = await rejectTask(tx, classification, input.data?.taskId);
        break;
    }
    const updated = await loadEmailWithClassification(tx, userId, input.emailId);
    return { success: true as const, message, updatedEmail: toRecommendation(updated.email, updated.classification), createdTaskId };
  });
}
