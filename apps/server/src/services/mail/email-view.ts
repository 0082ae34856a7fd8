import { sql } from 'drizzle-orm';
import { emailBody, emailPreview, emailSender, toApiCase, type Classification, type Email, type EmailListItem } from '@triage/contracts';
import { emailClassifications, emails } from '../../db/schema/index.js';
import type { ClassificationRow, EmailRow } from '../../db/rows.js';

/**
 * The classification's columns an email shows. Its details (reasons, tags, alternatives) are the
 * Training Center's and are not read for the emails lists.
 */
export const classificationColumns = {
  id: emailClassifications.id,
  emailId: emailClassifications.emailId,
  label: emailClassifications.label,
  confidence: emailClassifications.confidence,
  proposedTasks: emailClassifications.proposedTasks,
  replyEmail: emailClassifications.replyEmail,
  projectId: emailClassifications.projectId,
  projectName: emailClassifications.projectName,
  approved: emailClassifications.approved,
  editing: emailClassifications.editing,
  feedback: emailClassifications.feedback,
  classificationService: emailClassifications.classificationService,
  classificationVersion: emailClassifications.classificationVersion,
  processingTimeMs: emailClassifications.processingTimeMs,
  errorMessage: emailClassifications.errorMessage,
  isProcessed: emailClassifications.isProcessed,
  createdAt: emailClassifications.createdAt,
  updatedAt: emailClassifications.updatedAt,
};
type ShownClassification = Pick<ClassificationRow, keyof typeof classificationColumns>;

/**
 * What a list row reads: every column the row shows, and the plain text only where the preview
 * falls back to it (it is not sent in a list row; docs/performance.md, Lists at any size).
 */
export const listEmailColumns = {
  id: emails.id,
  userId: emails.userId,
  fromName: emails.fromName,
  fromAddress: emails.fromAddress,
  toRecipients: emails.toRecipients,
  ccRecipients: emails.ccRecipients,
  subject: emails.subject,
  preview: emails.preview,
  bodyText: sql<string | null>`case when ${emails.preview} ~ '\\S' then null else ${emails.bodyText} end`,
  body: emails.body,
  bodyContentType: emails.bodyContentType,
  sentTime: emails.sentTime,
  receivedTime: emails.receivedTime,
  isRead: emails.isRead,
  hasAttachments: emails.hasAttachments,
  attachments: emails.attachments,
  conversationId: emails.conversationId,
  messageId: emails.messageId,
  threadTopic: emails.threadTopic,
  folder: emails.folder,
  isImportant: emails.isImportant,
  remoteImagesAllowed: emails.remoteImagesAllowed,
  status: emails.status,
  isArchived: emails.isArchived,
  archivedAt: emails.archivedAt,
  createdAt: emails.createdAt,
  updatedAt: emails.updatedAt,
};
type ShownEmail = Pick<EmailRow, Exclude<keyof typeof listEmailColumns, 'bodyText'>> & { bodyText: string | null };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Field by field rather than a generic key conversion: a page maps 50 of these per request, and
 * walking every key (the stored JSON included) was most of the emails list's cost
 * (docs/performance.md, Lists at any size).
 */
function toClassification(c: ShownClassification): Classification {
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

/** A row of the emails lists, with the display fallbacks of docs/behaviour.md, Entities applied. */
export function toEmailListItem(row: ShownEmail, classification: ShownClassification | null): EmailListItem {
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
export function toEmail(row: EmailRow, classification: ShownClassification | null): Email {
  return { ...toEmailListItem(row, classification), bodyText: row.bodyText };
}
