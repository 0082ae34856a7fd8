import { LIMITS } from '@triage/contracts';
import { classify, thresholdFor, toAlternatives } from '../classify/classify.js';
import { alternativesFor, decideProject } from '../classify/decide-project.js';
import { activeProjects } from '../signals/candidates.js';
import { mapLabelToProject } from '../signals/label-mapping.js';
import type { ClassifyContext, ClassifyResult, EmailInput, ProposedTask } from '../types.js';
import { addDays, calendarDay, isoDay, safeZone } from '../util/dates.js';
import { chatCompletion, type ChatConfig } from './chat-completion.js';
import { describeIssue, llmAnswerSchema, type LlmAnswer } from './llm-answer.js';
import { buildMessages } from './llm-prompt.js';

export type LlmConfig = ChatConfig;
export type LlmClassifyResult = ClassifyResult & { classificationService: string; errorMessage: string | null };

export const LOCAL_SERVICE = 'local';
const SURE = new Set(['project_rule', 'tagging_rule', 'conversation', 'mention']);

function parseAnswer(content: string): LlmAnswer {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new Error('LLM answer is not valid JSON');
  }
  const parsed = llmAnswerSchema.safeParse(json);
  if (!parsed.success) throw new Error(`LLM answer does not match the schema: ${describeIssue(parsed.error)}`);
  return parsed.data;
}

function toTasks(answer: LlmAnswer, email: EmailInput, ctx: ClassifyContext): ProposedTask[] {
  const zone = safeZone(ctx.timeZone);
  const fallback = isoDay(addDays(calendarDay(ctx.now ?? email.receivedAt, zone), LIMITS.suggestedTaskDueDays));
  return answer.proposed_tasks.map((t) => {
    const valid = t.due_date !== null && !Number.isNaN(Date.parse(`${t.due_date}T00:00:00Z`));
    return {
      title: t.title,
      description: t.description,
      priority: t.priority,
      dueDate: valid ? t.due_date! : fallback,
      dueSource: valid ? 'email' : 'default',
      confidence: LIMITS.suggestedTaskConfidence,
      sentence: t.title,
    };
  });
}

/**
 * The optional LLM engine. Sure signals (rules, conversation, names) decide
 * locally without a call; otherwise the model answers in a JSON schema that
 * zod validates. Any failure (network, HTTP status, timeout, bad JSON, schema
 * mismatch) returns the local engine's result with errorMessage set, so a
 * classification never fails because the endpoint did.
 */
export async function llmClassify(email: EmailInput, ctx: ClassifyContext, config: LlmConfig): Promise<LlmClassifyResult> {
  const start = performance.now();
  const local = (errorMessage: string | null): LlmClassifyResult => ({
    ...classify(email, ctx),
    classificationService: LOCAL_SERVICE,
    errorMessage,
    processingTimeMs: Math.round((performance.now() - start) * 100) / 100,
  });
  const decision = decideProject(email, ctx);
  if (SURE.has(decision.signal) && decision.confidence >= thresholdFor(decision.signal, ctx)) return local(null);
  const candidates = activeProjects(ctx.projects);
  try {
    const answer = parseAnswer(await chatCompletion(config, buildMessages(email, candidates, ctx.userName)));
    const mapped = mapLabelToProject(answer.label, candidates);
    const project = mapped && answer.confidence >= thresholdFor('llm', ctx) ? mapped : null;
    const proposedTasks = toTasks(answer, email, ctx);
    const localResult = classify(email, ctx);
    const fallbackReply = answer.reply_email.trim() ? null : localResult.replyEmail;
    return {
      label: project?.name ?? 'None',
      projectId: project?.id ?? null,
      confidence: Math.round(answer.confidence * 100) / 100,
      signal: project ? 'llm' : 'none',
      reasons: project ? [`${config.model} chose "${answer.label}"`] : [],
      matchedRules: decision.matchedRules,
      tags: decision.tags,
      assignee: null,
      proposedTasks,
      replyEmail: fallbackReply ?? answer.reply_email.trim(),
      replyNeeded: localResult.replyNeeded,
      replyReason: localResult.replyReason,
      alternatives: toAlternatives(alternativesFor({ project: mapped, confidence: answer.confidence }, decision.alternatives)),
      processingTimeMs: Math.round((performance.now() - start) * 100) / 100,
      classificationService: `llm:${config.model}`,
      errorMessage: null,
    };
  } catch (error) {
    return local((error as Error).message);
  }
}
