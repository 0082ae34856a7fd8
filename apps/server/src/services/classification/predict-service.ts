import { randomUUID } from 'node:crypto';
import { classify, suggestRuleConditions, type EmailInput } from '@triage/classifier';
import type { Prediction } from '@triage/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { findProjectRow, PROJECT_NOT_FOUND } from '../projects/projects-service.js';
import { loadClassifierData, toEmailInput } from './classifier-inputs.js';

/** Splits 'Ann Lee <ann@acme.com>' or a bare address. */
function parseFrom(from: string): { name: string | null; address: string | null } {
  const angle = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (angle) return { name: angle[1]!.trim() || null, address: angle[2]!.trim() };
  return from.includes('@') ? { name: null, address: from.trim() } : { name: from.trim(), address: null };
}

/** Preview & Test: the whole engine on a pasted email; nothing is stored. */
export async function predict(db: Db, userId: string, input: { from: string; subject: string; body: string }): Promise<Prediction> {
  const sender = parseFrom(input.from);
  const now = new Date();
  const data = await loadClassifierData(db, userId);
  // A pasted email is read as one sent to the user: with no recipients at all it would be an
  // undisclosed list's announcement, which asks nothing of anyone in particular.
  const owner = data.ownerAddresses?.[0];
  const email: EmailInput = {
    id: `preview-${randomUUID()}`,
    fromName: sender.name,
    fromAddress: sender.address,
    to: owner ? [{ name: data.userName, address: owner }] : [],
    cc: [],
    subject: input.subject,
    bodyText: input.body,
    receivedAt: now,
    conversationId: null,
  };
  const result = classify(email, { ...data, conversationProjectId: null, now });
  const first = result.proposedTasks[0];
  return {
    title: first?.title ?? input.subject,
    description: first?.description ?? '',
    projectId: result.projectId,
    projectName: result.projectId ? result.label : null,
    label: result.label,
    confidence: result.confidence,
    priority: first?.priority ?? 'P3',
    tags: result.tags,
    due: first?.dueDate ?? null,
    assignee: result.assignee,
    matchedRules: result.matchedRules,
    reasons: result.reasons,
    tasks: result.proposedTasks.map((t) => ({ title: t.title, priority: t.priority, dueDate: t.dueDate })),
    reply: result.replyEmail,
    replyNeeded: result.replyNeeded,
    replyReason: result.replyReason,
  };
}

/**
 * 'Generate from Examples': conditions shared by the emails the user filed
 * under the project, and rare among the rest of their mail.
 */
export async function suggestRule(db: Db, userId: string, projectId: string) {
  const project = await findProjectRow(db, userId, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const rows = await db
    .select({ email: emails, projectId: emailClassifications.projectId, approved: emailClassifications.approved })
    .from(emails)
    .innerJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
    .where(and(eq(emails.userId, userId), isNotNull(emailClassifications.projectId)));
  const examples = rows.filter((r) => r.projectId === projectId && r.approved !== false).map((r) => toEmailInput(r.email));
  const others = rows.filter((r) => r.projectId !== projectId).map((r) => toEmailInput(r.email));
  const suggestion = suggestRuleConditions(examples, others);
  return {
    projectId,
    examples: examples.length,
    name: `${project.name} (from examples)`,
    if: {
      senderIncludes: suggestion.senderIncludes.slice(0, 3).map((s) => s.value),
      domainMatches: suggestion.domainMatches.slice(0, 3).map((s) => s.value),
      subjectIncludes: suggestion.subjectIncludes.slice(0, 3).map((s) => s.value),
      bodyIncludes: [],
      bodyRegex: null,
    },
  };
}
