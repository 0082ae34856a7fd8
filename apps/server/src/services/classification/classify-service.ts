import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { classify, llmClassify, type ClassifyContext, type ClassifyResult } from '@triage/classifier';
import type { SuggestedTask } from '@triage/contracts';
import { lockForTransaction } from '../../db/advisory-lock.js';
import type { Db } from '../../db/client.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { conversationProjects, loadClassifierData, toEmailInput } from './classifier-inputs.js';
import type { EmailRow } from '../../db/rows.js';

const CLASSIFIER_VERSION = 'local-1';


function suggestedTasks(result: ClassifyResult): SuggestedTask[] {
  return result.proposedTasks.map((t) => ({
    id: randomUUID(),
    title: t.title,
    description: t.description,
    priority: t.priority,
    dueDate: t.dueDate,
    dueSource: t.dueSource,
    projectId: result.projectId,
    projectName: result.projectId ? result.label : null,
    confidence: t.confidence,
    status: 'pending',
    taskId: null,
  }));
}

async function runEngine(env: Env, email: EmailRow, context: ClassifyContext) {
  const input = toEmailInput(email);
  if (env.LLM_BASE_URL && env.LLM_MODEL) {
    return llmClassify(input, context, { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY });
  }
  return { ...classify(input, context), classificationService: 'local', errorMessage: null };
}

type Result = Awaited<ReturnType<typeof runEngine>>;

/** The stored classification of one email (spec §3: one classification per email). */
function classificationRow(userId: string, email: EmailRow, result: Result) {
  return {
    emailId: email.id,
    userId,
    label: result.label,
    confidence: result.confidence,
    proposedTasks: suggestedTasks(result),
    replyEmail: result.replyEmail,
    projectId: result.projectId,
    projectName: result.projectId ? result.label : null,
    approved: null,
    editing: false,
    classificationService: result.classificationService,
    classificationVersion: CLASSIFIER_VERSION,
    processingTimeMs: result.processingTimeMs,
    errorMessage: result.errorMessage,
    isProcessed: true,
    details: {
      signal: result.signal,
      reasons: result.reasons,
      tags: result.tags,
      matchedRules: result.matchedRules,
      replyNeeded: result.replyNeeded,
      replyReason: result.replyReason,
      alternatives: result.alternatives,
    },
  } satisfies typeof emailClassifications.$inferInsert;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const STORE_CHUNK = 500;
const replaced = (column: string) => sql.raw(`excluded.${column}`);

/** One multi-row upsert per chunk instead of one statement per email. */
async function storeClassifications(db: Db, rows: ReturnType<typeof classificationRow>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += STORE_CHUNK) {
    await db
      .insert(emailClassifications)
      .values(rows.slice(start, start + STORE_CHUNK))
      .onConflictDoUpdate({
        target: emailClassifications.emailId,
        set: {
          label: replaced('label'),
          confidence: replaced('confidence'),
          proposedTasks: replaced('proposed_tasks'),
          replyEmail: replaced('reply_email'),
          projectId: replaced('project_id'),
          projectName: replaced('project_name'),
          approved: replaced('approved'),
          editing: replaced('editing'),
          classificationService: replaced('classification_service'),
          classificationVersion: replaced('classification_version'),
          processingTimeMs: replaced('processing_time_ms'),
          errorMessage: replaced('error_message'),
          isProcessed: replaced('is_processed'),
          details: replaced('details'),
          updatedAt: replaced('updated_at'),
        },
      });
  }
}

/**
 * Classifies the given emails of the user, skipping those already classified
 * unless forced. Per user, one run at a time across every process (spec §4:
 * only one classification runs at a time): later runs wait for the lock.
 * The user's data and the conversations' approved projects are read once for
 * the whole batch, and the results stored in one statement.
 */
export async function classifyEmails(db: Db, env: Env, userId: string, emailIds: string[], force = false): Promise<number> {
  if (emailIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `classify:${userId}`);
    const rows = await tx
      .select({ email: emails, classified: emailClassifications.id })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(and(eq(emails.userId, userId), inArray(emails.id, emailIds)));
    const todo = rows.filter((r) => force || !r.classified).map((r) => r.email);
    if (todo.length === 0) return 0;
    const txDb = tx as unknown as Db;
    const data = await loadClassifierData(txDb, userId);
    const conversationProject = await conversationProjects(txDb, userId, todo);
    const results: ReturnType<typeof classificationRow>[] = [];
    for (const email of todo) {
      // Classifying is CPU work: requests (health checks, the user's clicks) get a turn between emails.
      await setImmediate();
      const context: ClassifyContext = { ...data, conversationProjectId: conversationProject(email), now: new Date() };
      results.push(classificationRow(userId, email, await runEngine(env, email, context)));
    }
    await storeClassifications(txDb, results);
    return todo.length;
  });
}

const BATCH = 200;

/**
 * The background pass after every sync or import: every unclassified email of
 * the user, in batches. Spec §5 batch rule: an email needs a subject, a body
 * and a received time; others wait until the user opens them.
 */
export async function classifyPending(db: Db, env: Env, userId: string): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: emails.id })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(
        and(
          eq(emails.userId, userId),
          ne(emails.status, 'deleted'),
          isNull(emailClassifications.id),
          isNotNull(emails.subject),
          isNotNull(emails.bodyText),
          isNotNull(emails.receivedTime),
        ),
      )
      .orderBy(desc(emails.receivedTime))
      .limit(BATCH);
    if (rows.length === 0) return done;
    const classified = await classifyEmails(db, env, userId, rows.map((r) => r.id));
    done += classified;
    if (classified === 0) return done;
  }
}
