import { previewCut } from '@triage/contracts';
import { emailBodies, type MailMessage } from '@triage/mail';
import type { emails } from '../../db/schema/index.js';

type NewEmail = typeof emails.$inferInsert;

function previewOf(preview: string | null, text: string | null): string | null {
  const given = preview?.replace(/\s+/g, ' ').trim();
  if (given) return given.slice(0, 1000);
  const body = text?.replace(/\s+/g, ' ').trim();
  if (!body) return null;
  return previewCut(body);
}

/**
 * A provider message as a row: HTML sanitized here, at ingest (docs/behaviour.md, Mail handling), so
 * nothing unsafe is ever stored; the raw HTML is not kept.
 */
export function toEmailRow(userId: string, msg: MailMessage): NewEmail {
  const { html, text } = emailBodies(msg);
  return {
    userId,
    messageId: msg.providerId,
    internetMessageId: msg.internetMessageId,
    conversationId: msg.conversationId,
    threadTopic: msg.threadTopic,
    subject: msg.subject,
    fromName: msg.from?.name ?? null,
    fromAddress: msg.from?.address ?? null,
    toRecipients: msg.to,
    ccRecipients: msg.cc,
    preview: previewOf(msg.preview, text),
    body: html ?? text,
    bodyText: text,
    bodyContentType: html ? 'html' : 'text',
    sentTime: msg.sentAt,
    receivedTime: msg.receivedAt ?? msg.sentAt ?? new Date(),
    isRead: msg.isRead,
    isImportant: msg.importance === 'high',
    hasAttachments: msg.hasAttachments,
    attachments: msg.attachments,
    folder: msg.folder,
    sourceFile: msg.sourceFile,
    webLink: msg.webLink ?? null,
    listHeaders: msg.listHeaders,
    meeting: msg.meeting ? { method: msg.meeting.method, start: msg.meeting.start?.toISOString() ?? null } : null,
    status: 'synced',
  };
}
