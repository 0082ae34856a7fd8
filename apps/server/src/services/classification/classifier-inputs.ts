import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@triage/contracts';
import type { ClassifyContext, EmailInput, ProjectInfo } from '@triage/classifier';
import type { Db } from '../../db/client.js';
import { contexts, emailClassifications, emails, projects, rules, users } from '../../db/schema/index.js';
import { toRule } from '../rules/rule-rows.js';
import { getTaskStyle } from '../style/style-service.js';
import { loadModel } from './model-store.js';

type EmailRow = typeof emails.$inferSelect;

export function toEmailInput(row: EmailRow): EmailInput {
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
  };
}

export function toProjectInfo(p: typeof projects.$inferSelect): ProjectInfo {
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

/** The project the user already approved for another email of the same conversation. */
async function conversationProject(db: Db, userId: string, email: EmailRow): Promise<string | null> {
  if (!email.conversationId) return null;
  const [row] = await db
    .select({ projectId: emailClassifications.projectId })
    .from(emailClassifications)
    .innerJoin(emails, eq(emails.id, emailClassifications.emailId))
    .where(
      and(
        eq(emails.userId, userId),
        eq(emails.conversationId, email.conversationId),
        ne(emails.id, email.id),
        eq(emailClassifications.approved, true),
        isNotNull(emailClassifications.projectId),
      ),
    )
    .orderBy(desc(emailClassifications.updatedAt))
    .limit(1);
  return row?.projectId ?? null;
}

export type UserClassifierData = Omit<ClassifyContext, 'conversationProjectId'>;

/** Everything of the user's the engine reads, loaded once for a batch of emails. */
export async function loadClassifierData(db: Db, userId: string): Promise<UserClassifierData> {
  const [projectRows, ruleRows, style, model, [user], [context]] = await Promise.all([
    db.select().from(projects).where(and(eq(projects.userId, userId), inArray(projects.status, ['open', 'in_progress', 'closing']))),
    db.select().from(rules).where(eq(rules.userId, userId)),
    getTaskStyle(db, userId),
    loadModel(db, userId),
    db.select({ name: users.name, fullName: users.fullName }).from(users).where(eq(users.id, userId)),
    db.select({ timezone: contexts.timezone }).from(contexts).where(eq(contexts.userId, userId)).limit(1),
  ]);
  return {
    userName: user?.fullName ?? user?.name ?? null,
    projects: projectRows.filter((p) => !p.isArchived).map(toProjectInfo),
    rules: ruleRows.map(toRule),
    style,
    model,
    timeZone: context?.timezone ?? DEFAULT_TIME_ZONE,
  };
}

export async function contextFor(db: Db, userId: string, data: UserClassifierData, email: EmailRow): Promise<ClassifyContext> {
  return { ...data, conversationProjectId: await conversationProject(db, userId, email), now: new Date() };
}
