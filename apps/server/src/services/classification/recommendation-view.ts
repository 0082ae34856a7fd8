import {
  emailBody,
  emailPreview,
  emailSender,
  LIMITS,
  PRIORITIES,
  type EmailRecommendation,
  type Priority,
  type SuggestedTask,
} from '@triage/contracts';
import type { ProposedTask } from '../../db/schema/index.js';
import { replySubject } from '../mail/send-service.js';
import type { ClassificationRow, EmailRow } from '../../db/rows.js';

/**
 * The email's fields a recommendation shows (see list-columns.ts); `bodyOmitted` when a list row
 * left a long body out.
 */
export type RecommendationEmail = { repliedAt: Date | null; bodyOmitted?: boolean } & Pick<
  EmailRow,
  | 'id'
  | 'fromName'
  | 'fromAddress'
  | 'messageId'
  | 'conversationId'
  | 'subject'
  | 'preview'
  | 'bodyText'
  | 'body'
  | 'bodyContentType'
  | 'receivedTime'
  | 'isRead'
  | 'isArchived'
  | 'hasAttachments'
  | 'remoteImagesAllowed'
>;

const isPriority = (p: unknown): p is Priority => typeof p === 'string' && (PRIORITIES as readonly string[]).includes(p);

/**
 * docs/behaviour.md, Entities: proposed tasks may be plain text or objects with title/task; both
 * become suggested tasks, with the defaults of docs/behaviour.md, Constants and limits for what is missing.
 */
export function toSuggestedTasks(classification: ClassificationRow): SuggestedTask[] {
  return classification.proposedTasks.map((raw: ProposedTask, index) => {
    const t = typeof raw === 'string' ? { title: raw } : raw;
    return {
      id: t.id ?? `${classification.id}:${index}`,
      title: (t.title ?? t.task ?? t.description ?? '').trim() || 'Untitled task',
      description: t.description ?? '',
      priority: isPriority(t.priority) ? t.priority : LIMITS.defaultSuggestedTaskPriority,
      dueDate: t.dueDate ?? null,
      dueSource: t.dueSource ?? null,
      projectId: t.projectId ?? classification.projectId,
      projectName: t.projectName ?? classification.projectName,
      confidence: t.confidence ?? LIMITS.suggestedTaskConfidence,
      status: t.status ?? 'pending',
      taskId: t.taskId ?? null,
    };
  });
}

function topPriority(tasks: SuggestedTask[]): Priority | null {
  const live = tasks
    .filter((t) => t.status !== 'rejected')
    .map((t) => t.priority)
    .sort();
  return live[0] ?? null;
}

export function toRecommendation(email: RecommendationEmail, c: ClassificationRow | null): EmailRecommendation {
  const tasks = c ? toSuggestedTasks(c) : [];
  return {
    id: email.id,
    from: emailSender(email.fromName, email.fromAddress),
    fromName: email.fromName,
    fromAddress: email.fromAddress,
    messageId: email.messageId,
    conversationId: email.conversationId,
    subject: email.subject?.trim() || '(no subject)',
    preview: emailPreview(email.preview, email.bodyText),
    body: email.bodyOmitted ? null : emailBody(email.body, email.preview),
    bodyContentType: email.bodyContentType === 'html' ? 'html' : 'text',
    receivedAt: email.receivedTime?.toISOString() ?? null,
    isRead: email.isRead,
    isArchived: email.isArchived,
    hasAttachments: email.hasAttachments,
    remoteImagesAllowed: email.remoteImagesAllowed,
    processingStatus: c?.isProcessed ? 'completed' : 'pending',
    aiClassification: c
      ? {
          label: c.label ?? 'None',
          confidence: c.confidence,
          projectId: c.projectId,
          projectName: c.projectName,
          approved: c.approved,
          userSelected: c.details?.userSelected ?? false,
          signal: c.details?.signal ?? null,
          reasons: c.details?.reasons ?? [],
          service: c.classificationService,
          errorMessage: c.errorMessage,
          processingTimeMs: c.processingTimeMs,
          replyNeeded: c.details?.replyNeeded ?? null,
          replyReason: c.details?.replyReason ?? null,
          alternatives: c.details?.alternatives ?? [],
        }
      : null,
    suggestedTasks: tasks,
    suggestedReply: c?.replyEmail
      ? {
          subject: replySubject(email.subject),
          body: c.replyEmail,
          tone: 'professional',
          confidence: LIMITS.suggestedTaskConfidence,
          edited: c.details?.replyEdited ?? false,
        }
      : null,
    feedback: c?.feedback ?? null,
    repliedAt: email.repliedAt?.toISOString() ?? null,
    topPriority: topPriority(tasks),
  };
}
