import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { llmClassify, type ClassifyResult } from '@triage/classifier';
import type { SuggestedTask } from '@triage/contracts';
import { lockForTransaction } from '../../db/advisory-lock.js';
import type { Db } from '../../db/client.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import {
  conversationProjects,
  engineEmailColumns,
  loadClassifierData,
  toEmailInput,
  type EngineEmailRow,
  type UserClassifierData,
} from './classifier-inputs.js';
import { asRecordset } from '../mail/recordset.js';
import { classifyInThreads, warmEngineThreads } from './engine-threads.js';

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

type Result = ClassifyResult & { classificationService: string; errorMessage: string | null };

const usesLlm = (env: Env) => Boolean(env.LLM_BASE_URL && env.LLM_MODEL);

/** Loads the local engine's threads ahead of a run (nothing to load when an LLM classifies). */
export function warmEngine(env: Env): void {
  if (!usesLlm(env)) warmEngineThreads();
}

/**
 * The engine over a batch, results in order: an LLM is asked one email at a time (network-bound,
 * on this thread); the local engine runs in the engine threads (engine-threads.ts), so requests
 * never wait on it and a batch uses every core.
 */
export async function runEngine(
  env: Env,
  data: UserClassifierData,
  batch: { email: EngineEmailRow; conversationProjectId: string | null }[],
): Promise<Result[]> {
  const now = new Date();
  if (env.LLM_BASE_URL && env.LLM_MODEL) {
    const llm = { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY };
    const results: Result[] = [];
    for (const { email, conversationProjectId } of batch)
      results.push(await llmClassify(toEmailInput(email), { ...data, conversationProjectId, now }, llm));
    return results;
  }
  const items = batch.map(({ email, conversationProjectId }) => ({ email: toEmailInput(email), conversationProjectId }));
  const results = await classifyInThreads(data, now, items);
  return results.map((r) => ({ ...r, classificationService: 'local', errorMessage: null }));
}

/** The stored classification of one email (docs/behaviour.md, Entities: one classification per email). */
export function classificationRow(userId: string, emailId: string, result: Result) {
  return {
    emailId,
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

/**
 * One upsert for the batch, its rows as one JSON parameter (services/mail/recordset.ts): what the
 * engine decided replaces what was stored.
 */
async function storeClassifications(db: Db, rows: ReturnType<typeof classificationRow>[]): Promise<void> {
  if (rows.length === 0) return;
  const batch = asRecordset(emailClassifications, rows);
  await db.execute(sql`
    INSERT INTO ${emailClassifications} (${batch.columns})
    SELECT ${batch.columns} FROM json_populate_recordset(null::email_classifications, ${batch.json}::json)
    ON CONFLICT (email_id) DO UPDATE SET
      label = excluded.label,
      confidence = excluded.confidence,
      proposed_tasks = excluded.proposed_tasks,
      reply_email = excluded.reply_email,
      project_id = excluded.project_id,
      project_name = excluded.project_name,
      approved = excluded.approved,
      editing = excluded.editing,
      classification_service = excluded.classification_service,
      classification_version = excluded.classification_version,
      processing_time_ms = excluded.processing_time_ms,
      error_message = excluded.error_message,
      is_processed = excluded.is_processed,
      details = excluded.details,
      updated_at = excluded.updated_at`);
}

/**
 * The results of a batch classified outside the lock (classifyPending), stored under it: an email
 * another run classified meanwhile (opened by the user, a second worker) keeps that classification,
 * and one deleted meanwhile is skipped. Returns how many were stored.
 */
export async function storeNewClassifications(db: Db, userId: string, rows: ReturnType<typeof classificationRow>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const batch = asRecordset(emailClassifications, rows);
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `classify:${userId}`);
    const { rows: stored } = await tx.execute<{ id: string }>(sql`
      INSERT INTO ${emailClassifications} (${batch.columns})
      SELECT ${sql.raw(batch.names.map((n) => `r."${n}"`).join(', '))}
        FROM json_populate_recordset(null::email_classifications, ${batch.json}::json) r
        -- Each row's email by its key: a plain join was planned as a scan of all the user's mail
        -- whenever the statistics lagged behind a fast-growing mailbox (an import).
        CROSS JOIN LATERAL (SELECT 1 FROM ${emails} e WHERE e.id = r.email_id AND e.user_id = ${userId} LIMIT 1) e
      ON CONFLICT (email_id) DO NOTHING
      RETURNING id`);
    return stored.length;
  });
}

/**
 * Classifies the given emails of the user, skipping those already classified
 * unless forced. Per user, one run at a time across every process (docs/behaviour.md, States and transitions:
 * only one classification runs at a time): later runs wait for the lock.
 * The user's data and the conversations' approved projects are read once for
 * the whole batch, and the results stored in one statement.
 */
export async function classifyEmails(db: Db, env: Env, userId: string, emailIds: string[], force = false): Promise<number> {
  if (emailIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `classify:${userId}`);
    const rows = await tx
      .select({ email: engineEmailColumns, classified: emailClassifications.id })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(and(eq(emails.userId, userId), inArray(emails.id, emailIds)));
    const todo = rows.filter((r) => force || !r.classified).map((r) => r.email);
    if (todo.length === 0) return 0;
    const txDb = tx as unknown as Db;
    const data = await loadClassifierData(txDb, userId);
    const conversationProject = await conversationProjects(txDb, userId, todo);
    const engine = await runEngine(
      env,
      data,
      todo.map((email) => ({ email, conversationProjectId: conversationProject(email) })),
    );
    const results = todo.map((email, i) => classificationRow(userId, email.id, engine[i]!));
    await storeClassifications(txDb, results);
    return todo.length;
  });
}
