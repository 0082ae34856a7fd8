import { LIMITS } from '@triage/contracts';
import { sql } from 'drizzle-orm';
import { emailClassifications, emails, sentMessages } from '../../db/schema/index.js';
import { filled } from '../mail/email-list-json.js';

/**
 * When the user last wrote in the email's conversation after it arrived: their sent mail, read back
 * by the sync from Triage and from any other client (index sent_messages_user_conversation_idx).
 */
export const repliedAtColumn = sql<Date | null>`(
  select max(${sentMessages.sentTime}) from ${sentMessages}
   where ${sentMessages.userId} = ${emails.userId} and ${sentMessages.conversationId} = ${emails.conversationId}
     and ${sentMessages.status} <> 'deleted'
     and (${emails.receivedTime} is null or ${sentMessages.sentTime} >= ${emails.receivedTime}))`.mapWith(sentMessages.sentTime);

/**
 * A body a list row leaves out (LIMITS.listBodyMaxBytes). `octet_length` reads the stored size from
 * the value's TOAST header, so a body left out is neither fetched nor decompressed.
 */
const bodyOmitted = sql<boolean>`coalesce(octet_length(${emails.body}) > ${sql.raw(String(LIMITS.listBodyMaxBytes))}, false)`;

/**
 * What a list row of the queue reads: the email's fields the screen shows (no recipients,
 * attachments or headers), its plain text only where the preview falls back to it, its body only
 * when short, and the classification. A page then parses what it sends, not the whole rows.
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
    body: sql<string | null>`case when ${bodyOmitted} then null else ${emails.body} end`,
    bodyOmitted,
    bodyContentType: emails.bodyContentType,
    receivedTime: emails.receivedTime,
    isRead: emails.isRead,
    isArchived: emails.isArchived,
    hasAttachments: emails.hasAttachments,
    remoteImagesAllowed: emails.remoteImagesAllowed,
    repliedAt: repliedAtColumn,
  },
  classification: emailClassifications,
};
