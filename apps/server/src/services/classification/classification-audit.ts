import { create, field, type AuditContext, type AuditSpec } from '../audit/audit-spec.js';
import { displayName } from '../audit/entities.js';

/** The email's subject, from an answer that is the email (or carries it as updatedEmail). */
function subjectOf(c: AuditContext): string {
  const email = (c.response as { updatedEmail?: unknown } | undefined)?.updatedEmail ?? c.response;
  return field(email, 'subject') ?? '';
}

type Proposed = { id?: string; title?: string; task?: string };
function proposedTitle(classification: unknown, taskId: string | undefined): string | null {
  const list = (classification as { proposedTasks?: unknown } | null)?.proposedTasks;
  if (!Array.isArray(list) || !taskId) return null;
  const hit = (list as (Proposed | string)[]).find((t) => typeof t === 'object' && t?.id === taskId) as Proposed | undefined;
  return hit?.title ?? hit?.task ?? null;
}

const PROCESS_VERBS: Record<string, string> = {
  approve_project: 'Approved project',
  reject_project: 'Rejected project',
  approve_task: 'Approved task',
  reject_task: 'Rejected task',
};

/** Audit entries of the review screens: classification, approvals and rejections, feedback, reply edits. */
export const CLASSIFICATION_AUDIT = {
  generate: {
    entityType: 'classification',
    action: 'update',
    target: (c) => c.params.id,
    summary: ({ before, after, context }) => {
      const project = field(after, 'projectName') ?? field(after, 'label');
      return `${before ? 'Reclassified' : 'Classified'} email '${subjectOf(context)}'${project ? ` as '${project}'` : ''}`;
    },
  },
  process: {
    entityType: 'classification',
    action: (c) => (field(c.body, 'action')?.startsWith('reject') ? 'reject' : 'approve'),
    target: (c) => field(c.body, 'emailId'),
    summary: ({ before, after, context }) => {
      const kind = field(context.body, 'action') ?? '';
      const verb = PROCESS_VERBS[kind] ?? 'Processed';
      const data = (context.body as { data?: { taskId?: string } } | null)?.data;
      const what = kind.endsWith('_task')
        ? (proposedTitle(after, data?.taskId) ?? proposedTitle(before, data?.taskId))
        : (field(after, 'projectName') ?? field(before, 'projectName') ?? field(before, 'label'));
      return `${verb}${what ? ` '${what}'` : ''} for email '${subjectOf(context)}'`;
    },
  },
  removeProposedTask: {
    entityType: 'classification',
    action: 'reject',
    target: (c) => c.params.id,
    summary: ({ context }) => `Removed suggested task '${field(context.body, 'title') ?? ''}' from email '${subjectOf(context)}'`,
  },
  feedback: {
    entityType: 'classification',
    action: 'update',
    target: (c) => c.params.id,
    summary: ({ context }) => `Submitted feedback on email '${subjectOf(context)}'`,
  },
  editReply: {
    entityType: 'classification',
    action: 'update',
    target: (c) => c.params.id,
    summary: ({ context }) => `Edited the suggested reply to email '${subjectOf(context)}'`,
  },
  acceptPrediction: create('task', {
    summary: ({ after }) => `Created task '${displayName(after) ?? ''}' from a prediction`,
  }),
} satisfies Record<string, AuditSpec>;
