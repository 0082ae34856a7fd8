import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@triage/contracts';
import type { ClassifyContext, EmailInput, ProjectInfo } from '@triage/classifier';
import type { Db } from '../../db/client.js';
import { connections, contexts, emailClassifications, emails, projects, rules, users } from '../../db/schema/index.js';
import { toRule } from '../rules/rule-rows.js';
import { getTaskStyle } from '../style/style-service.js';
import { loadModel } from './model-store.js';
import type { EmailRow, ProjectRow } from '../../db/rows.js';

/** What the engine reads of an email row. */
export type EngineEmailRow = Pick<
  EmailRow,
  | 'id'
  | 'fromName'
  | 'fromAddress'
  | 'toRecipients'
  | 'ccRecipients'
  | 'subject'
  | 'bodyText'
  | 'preview'
  | 'receivedTime'
  | 'createdAt'
  | 'conversationId'
  | 'listHeaders'
  | 'meeting'
>;

/**
 * The engine reads at most the first 20,000 characters of a body (the latest message, mentions,
 * topic words, rules) plus, for bulk-mail markers, its footer; a batch of emails loads only that
 * much, so a run of huge bodies costs no more memory than a run of ordinary ones.
 */
const TEXT_HEAD = 20_000;
const TEXT_TAIL = 4_000;

/** The columns of `EngineEmailRow`, with the body text cut to its head and footer in the query. */
export const engineEmailColumns = {
  id: emails.id,
  fromName: emails.fromName,
  fromAddress: emails.fromAddress,
  toRecipients: emails.toRecipients,
  ccRecipients: emails.ccRecipients,
  subject: emails.subject,
  bodyText: sql<string | null>`CASE WHEN length(${emails.bodyText}) > ${sql.raw(String(TEXT_HEAD + TEXT_TAIL))}
    THEN left(${emails.bodyText}, ${sql.raw(String(TEXT_HEAD))}) || E'\n' || right(${emails.bodyText}, ${sql.raw(String(TEXT_TAIL))})
    ELSE ${emails.bodyText} END`,
  preview: emails.preview,
  receivedTime: emails.receivedTime,
  createdAt: emails.createdAt,
  conversationId: emails.conversationId,
  listHeaders: emails.listHeaders,
  meeting: emails.meeting,
};

export function toEmailInput(row: EngineEmailRow): EmailInput {
  return {
    id: row.id,
    fromName: row.fromName,
    fromAddress: row.fromAddress,
    to: row.toRecipients,
    cc: row.ccRecipients,
    subject: row.subject,
    bodyText: row.bodyText ?? row.preview,
    receivedAt: row.receivedTime ?? row.createdAt,
    conversationId: row.conversationId,
    ...(row.listHeaders ? { headers: row.listHeaders } : {}),
    // Only an invitation asks the user to attend; a cancellation or an answer does not.
    ...(row.meeting?.method === 'request'
      ? { meeting: { start: row.meeting.start ? new Date(row.meeting.start) : null, subject: row.subject } }
      : {}),
  };
}

function toProjectInfo(p: ProjectRow): ProjectInfo {
  return {
    id: p.id,
    name: p.name,
    officialName: p.officialName,
    otherNames: p.otherNames,
    involvedParties: p.involvedParties,
    associatedProjects: p.associatedProjects,
    status: p.status,
    senderIncludes: p.senderIncludes,
    domainMatches: p.domainMatches,
    subjectIncludes: p.subjectIncludes,
    bodyIncludes: p.bodyIncludes,
    bodyRegex: p.bodyRegex,
  };
}

type ConversationMember = Pick<EmailRow, 'id' | 'conversationId'>;

/**
 * For a batch of emails, the project the user already approved for another
 * email of the same conversation (most recent approval first): one query for
 * the whole batch instead of one per email. The two latest approvals of each
 * conversation are enough to skip the email's own.
 */
export async function conversationProjects(
  db: Db,
  userId: string,
  batch: ConversationMember[],
): Promise<(email: ConversationMember) => string | null> {
  const ids = [...new Set(batch.map((e) => e.conversationId).filter((c): c is string => !!c))];
  if (ids.length === 0) return () => null;
  const ranked = db
    .select({
      conversationId: emails.conversationId,
      emailId: emails.id,
      projectId: emailClassifications.projectId,
      rank: sql<number>`row_number() over (partition by ${emails.conversationId} order by ${emailClassifications.updatedAt} desc)`.as(
        'rank',
      ),
    })
    .from(emailClassifications)
    .innerJoin(emails, eq(emails.id, emailClassifications.emailId))
    .where(
      and(
        eq(emails.userId, userId),
        inArray(emails.conversationId, ids),
        eq(emailClassifications.approved, true),
        isNotNull(emailClassifications.projectId),
      ),
    )
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, 2)).orderBy(asc(ranked.conversationId), asc(ranked.rank));
  const byConversation = new Map<string, { emailId: string; projectId: string | null }[]>();
  for (const r of rows) {
    const list = byConversation.get(r.conversationId!) ?? [];
    list.push({ emailId: r.emailId, projectId: r.projectId });
    byConversation.set(r.conversationId!, list);
  }
  return (email) =>
    email.conversationId ? (byConversation.get(email.conversationId)?.find((c) => c.emailId !== email.id)?.projectId ?? null) : null;
}

/**
 * Whose mail it is: the sign-in address and the mailbox address set under
 * Settings > Account Connections. Requests to anyone else are not the user's tasks.
 */
function ownerAddresses(candidates: (string | null | undefined)[]): string[] {
  return [...new Set(candidates.filter((a): a is string => !!a?.includes('@')).map((a) => a.trim().toLowerCase()))];
}

export type UserClassifierData = Omit<ClassifyContext, 'conversationProjectId'>;

/**
 * Everything of the user's the engine reads, loaded once for a batch of emails.
 * One query after another: classification passes its transaction here, and a
 * pg client runs one query at a time (queued concurrent calls are deprecated).
 */
export async function loadClassifierData(db: Db, userId: string): Promise<UserClassifierData> {
  const projectRows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.userId, userId), inArray(projects.status, ['open', 'in_progress', 'closing'])));
  const ruleRows = await db.select().from(rules).where(eq(rules.userId, userId));
  const style = await getTaskStyle(db, userId);
  const model = await loadModel(db, userId);
  const [user] = await db
    .select({ name: users.name, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const mailboxes = await db.select({ email: connections.email }).from(connections).where(eq(connections.userId, userId));
  const [context] = await db.select({ timezone: contexts.timezone }).from(contexts).where(eq(contexts.userId, userId)).limit(1);
  return {
    userName: user?.fullName ?? user?.name ?? null,
    ownerAddresses: ownerAddresses([user?.email, ...mailboxes.map((m) => m.email)]),
    projects: projectRows.filter((p) => !p.isArchived).map(toProjectInfo),
    rules: ruleRows.map(toRule),
    style,
    model,
    timeZone: context?.timezone ?? DEFAULT_TIME_ZONE,
  };
}
