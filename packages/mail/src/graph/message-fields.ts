/** Graph message facts shared by the client and its callers, free of Graph's type package. */

/** The only message properties we ask Graph for: exactly what mapMessage reads. */
export const MESSAGE_SELECT = [
  'id',
  'internetMessageId',
  'conversationId',
  'subject',
  'from',
  'toRecipients',
  'ccRecipients',
  'receivedDateTime',
  'sentDateTime',
  'isRead',
  'importance',
  'hasAttachments',
  'body',
  'bodyPreview',
  'parentFolderId',
  'webLink',
] as const;

/** Reply/forward prefixes, English and the common Outlook translations (AW, WG, SV, VS, Antw, RV, TR). */
const PREFIX = /^\s*(?:(?:re|fw|fwd|aw|wg|sv|vs|antw|rv|tr)(?:\s*\[\d+\])?\s*:\s*)+/i;

/** Subject without Re:/Fwd: prefixes: the topic every message of a thread shares. */
export function threadTopicOf(subject: string | null | undefined): string | null {
  if (subject === null || subject === undefined) return null;
  const topic = subject.replace(PREFIX, '').trim();
  return topic || subject.trim() || null;
}
