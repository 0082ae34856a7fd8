import { sql } from 'drizzle-orm';
import { emailClassifications, emails } from '../../db/schema/index.js';
import { filled } from '../mail/email-list-json.js';

/**
 * What a list row of the queue reads: the email's fields the screen shows (no recipients,
 * attachments or headers), its plain text only where the preview falls back to it, and the
 * classification. A page then parses what it sends, not the whole rows.
 */
export const listEmailColumns = {
  email: {
    id: emails.id,
    fromName: emails.fromName,
    fromAddress: emails.fromAddress,
    messageId: emails.messageId,
    conversationId: emails.conversationId,
    subject: emails.subject,
    preview: emails.preview,
    bodyText: sql<string | null>`case when ${filled(emails.preview)} then null else ${emails.bodyText} end`,
    body: emails.body,
    bodyContentType: emails.bodyContentType,
    receivedTime: emails.receivedTime,
    isRead: emails.isRead,
    isArchived: emails.isArchived,
    hasAttachments: emails.hasAttachments,
    remoteImagesAllowed: emails.remoteImagesAllowed,
  },
  classification: emailClassifications,
};
