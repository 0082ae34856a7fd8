import type { Message, Recipient } from '@microsoft/microsoft-graph-types';
import type { MailAddress, MailMessage } from '../types.js';
import { threadTopicOf } from './message-fields.js';

/**
 * Graph message -> MailMessage. The HTML body is passed on raw: the server sanitizes at ingest.
 * Attachment metadata would need another call per message; hasAttachments is kept instead.
 */
export function mapMessage(message: Message & { id: string }): MailMessage {
  const body = message.body;
  const isHtml = body?.contentType?.toLowerCase() === 'html';
  return {
    providerId: message.id,
    internetMessageId: message.internetMessageId ?? null,
    conversationId: message.conversationId ?? null,
    threadTopic: threadTopicOf(message.subject),
    subject: message.subject ?? null,
    from: toAddress(message.from),
    to: toAddresses(message.toRecipients),
    cc: toAddresses(message.ccRecipients),
    receivedAt: toDate(message.receivedDateTime),
    sentAt: toDate(message.sentDateTime),
    isRead: message.isRead === true,
    importance: importanceOf(message.importance),
    hasAttachments: message.hasAttachments === true,
    attachments: [],
    bodyHtml: isHtml ? (body?.content ?? null) : null,
    bodyText: isHtml ? null : (body?.content ?? null),
    preview: message.bodyPreview ?? null,
    folder: message.parentFolderId ?? null,
    sourceFile: null,
    // Outlook on the web opens this; a link built from the immutable id does not (it wants the REST id and the tenant's cloud host).
    webLink: message.webLink ?? null,
    // Graph's delta query does not return internetMessageHeaders or event details; the
    // classifier falls back on sender, wording and recipient signals for Graph mail.
    listHeaders: null,
    meeting: null,
  };
}

function toAddress(recipient: Recipient | null | undefined): MailAddress | null {
  const email = recipient?.emailAddress;
  const address = email?.address?.trim();
  if (!address) return null;
  return { name: email?.name?.trim() || null, address };
}

function toAddresses(recipients: Recipient[] | null | undefined): MailAddress[] {
  return (recipients ?? []).map(toAddress).filter((a): a is MailAddress => a !== null);
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  // A year past 9999 is no timestamp PostgreSQL reads back from its ISO form.
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() > 9999 ? null : date;
}

function importanceOf(value: string | null | undefined): MailMessage['importance'] {
  const lower = value?.toLowerCase();
  return lower === 'low' || lower === 'high' ? lower : 'normal';
}
