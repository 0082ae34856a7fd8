import { sql, type SQLWrapper } from 'drizzle-orm';
import { LIMITS, toApiCase } from '@triage/contracts';
import { emailClassifications as c, emails as e } from '../../db/schema/index.js';

/**
 * The characters JavaScript's `trim()` and `\s` take as white space (ECMAScript's WhiteSpace and
 * LineTerminator), so the fallbacks below decide as `emailSender`, `emailPreview` and `emailBody`
 * do. PostgreSQL's own `\s` and `btrim` see fewer.
 */
export const JS_WHITE_SPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

// A constant without quotes or backslashes: safe as a literal, which the planner folds.
const WS = sql.raw(`'${JS_WHITE_SPACE}'`);
const WS_RUN = sql.raw(`'[${JS_WHITE_SPACE}]+'`);

const trimmed = (text: SQLWrapper) => sql`btrim(${text}, ${WS})`;
/** Whether the text has a character JavaScript's `trim()` keeps (what the display fallbacks ask). */
export const filled = (text: SQLWrapper) => sql`btrim(coalesce(${text}, ''), ${WS}) <> ''`;

/**
 * As `Date.prototype.toISOString` writes it: milliseconds cut, not rounded. The years stored are
 * four digits (ingest refuses others).
 */
export const isoText = (time: SQLWrapper) => sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `emailSender`: 'name <address>', else the address, else 'Unknown Sender'. */
const sender = sql`case
  when ${filled(e.fromName)} and ${filled(e.fromAddress)} then ${trimmed(e.fromName)} || ' <' || ${trimmed(e.fromAddress)} || '>'
  when ${filled(e.fromAddress)} then ${trimmed(e.fromAddress)}
  else 'Unknown Sender' end`;

/** `emailPreview`: the stored preview, else the plain text's first characters, else a placeholder. */
const preview = sql`case when ${filled(e.preview)} then ${e.preview} else (
  select case when t = '' then 'No preview available'
    when length(t) > ${sql.raw(String(LIMITS.previewLength))} then left(t, ${sql.raw(String(LIMITS.previewLength))}) || '...'
    else t end
  from btrim(regexp_replace(coalesce(${e.bodyText}, ''), ${WS_RUN}, ' ', 'g'), ' ') as t) end`;

/**
 * `emailBody`: the body, else the preview, else a placeholder; null for a body longer than
 * LIMITS.listBodyMaxBytes, which the single email carries (its size is read from the TOAST header,
 * so the long body is neither fetched nor decompressed).
 */
const body = sql`case when octet_length(${e.body}) > ${sql.raw(String(LIMITS.listBodyMaxBytes))} then null
  when ${filled(e.body)} then ${e.body} when ${filled(e.preview)} then ${e.preview} else 'No content available' end`;

/**
 * A classification's JSON as `toClassification` writes it, without `proposedTasks`: their keys
 * change case (any key a stored task holds), which the server does (`withProposedTasks`).
 */
const classification = sql`case when ${c.id} is null then null else (select row_to_json(x) from (select
  ${c.id} as "id", ${c.emailId} as "emailId", ${c.label} as "label", ${c.confidence} as "confidence",
  ${c.replyEmail} as "replyEmail", ${c.projectId} as "project_id", ${c.projectName} as "project_name",
  ${c.approved} as "approved", ${c.editing} as "editing", ${c.feedback} as "feedback",
  ${c.classificationService} as "classificationService", ${c.classificationVersion} as "classificationVersion",
  ${c.processingTimeMs} as "processingTimeMs", ${c.errorMessage} as "errorMessage", ${c.isProcessed} as "isProcessed",
  ${isoText(c.createdAt)} as "created_at", ${isoText(c.updatedAt)} as "updated_at") x) end`;

/**
 * A row of the emails lists as JSON text, written by PostgreSQL: what `toEmailListItem` returns,
 * field for field and with the same fallbacks (a test holds the two to each other) but a long body, the
 * classification last and without its proposed tasks. Parsing some forty columns a row into
 * objects and writing them out again was most of the list's server time (docs/performance.md,
 * Eighth round).
 */
export const emailListItemJson = sql<string>`(select row_to_json(x)::text from (select
  ${e.id} as "id", ${e.userId} as "user_id", ${e.fromName} as "fromName", ${e.fromAddress} as "fromAddress",
  ${sender} as "sender", ${e.toRecipients} as "toRecipients", ${e.ccRecipients} as "ccRecipients",
  ${e.subject} as "subject", ${preview} as "preview", ${body} as "body",
  case when ${e.bodyContentType} = 'html' then 'html' else 'text' end as "bodyContentType",
  ${isoText(e.sentTime)} as "sentTime", ${isoText(e.receivedTime)} as "receivedTime", ${e.isRead} as "isRead",
  ${e.hasAttachments} as "hasAttachments", ${e.attachments} as "attachments", ${e.conversationId} as "conversationId",
  ${e.messageId} as "messageId", ${e.threadTopic} as "threadTopic", ${e.folder} as "folder",
  ${e.isImportant} as "isImportant", ${e.remoteImagesAllowed} as "remoteImagesAllowed", ${e.status} as "status",
  ${e.isArchived} as "is_archived", ${isoText(e.archivedAt)} as "archived_at", ${isoText(e.createdAt)} as "created_at",
  ${isoText(e.updatedAt)} as "updated_at", ${classification} as "classification") x)`;

/**
 * The row's JSON with the classification's proposed tasks put in, in the API's casing. The
 * classification is the row's last member and its own members end before the two closing braces.
 */
export function withProposedTasks(item: string, proposedTasks: unknown): string {
  if (proposedTasks === null || proposedTasks === undefined) return item;
  return `${item.slice(0, -2)},"proposedTasks":${JSON.stringify(toApiCase(proposedTasks))}}}`;
}
