import { emailBody, emailPreview, emailSender, toApiCase, type Classification, type Email } from '@triage/contracts';
import type { ClassificationRow, EmailRow } from '../../db/rows.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Field by field rather than a generic key conversion, which would walk the stored JSON's keys too. */
function toClassification(c: ClassificationRow): Classification {
  return {
    id: c.id,
    emailId: c.emailId,
    label: c.label,
    confidence: c.confidence,
    // The API's casing of the stored task objects (due_date, project_id, project_name).
    proposedTasks: toApiCase(c.proposedTasks),
    replyEmail: c.replyEmail,
    project_id: c.projectId,
    project_name: c.projectName,
    approved: c.approved,
    editing: c.editing,
    feedback: c.feedback,
    classificationService: c.classificationService,
    classificationVersion: c.classificationVersion,
    processingTimeMs: c.processingTimeMs,
    errorMessage: c.errorMessage,
    isProcessed: c.isProcessed,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/**
 * An email without its plain text, with the display fallbacks of docs/behaviour.md, Entities
 * applied. The lists write the same JSON in PostgreSQL (`email-list-json.ts`), a long body left out.
 */
function toEmailListItem(row: EmailRow, classification: ClassificationRow | null): Omit<Email, 'bodyText'> {
  return {
    id: row.id,
    user_id: row.userId,
    fromName: row.fromName,
    fromAddress: row.fromAddress,
    sender: emailSender(row.fromName, row.fromAddress),
    toRecipients: row.toRecipients,
    ccRecipients: row.ccRecipients,
    subject: row.subject,
    preview: emailPreview(row.preview, row.bodyText),
    body: emailBody(row.body, row.preview),
    bodyContentType: row.bodyContentType === 'html' ? 'html' : 'text',
    sentTime: iso(row.sentTime),
    receivedTime: iso(row.receivedTime),
    isRead: row.isRead,
    hasAttachments: row.hasAttachments,
    attachments: row.attachments,
    conversationId: row.conversationId,
    messageId: row.messageId,
    threadTopic: row.threadTopic,
    folder: row.folder,
    isImportant: row.isImportant,
    remoteImagesAllowed: row.remoteImagesAllowed,
    status: row.status,
    is_archived: row.isArchived,
    archived_at: iso(row.archivedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    classification: classification ? toClassification(classification) : null,
  };
}

/** The single email: a list row plus its plain-text copy. */
export function toEmail(row: EmailRow, classification: ClassificationRow | null): Email {
  return { ...toEmailListItem(row, classification), bodyText: row.bodyText };
}
