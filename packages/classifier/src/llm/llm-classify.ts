import { classify, thresholdFor, toAlternatives } from '../classify/classify.js';
import { alternativesFor, decideProject } from '../classify/decide-project.js';
import { activeProjects } from '../signals/candidates.js';
import { mapLabelToProject } from '../signals/label-mapping.js';
import { readEmail } from '../tasks/extract-tasks.js';
import type { ClassifyContext, ClassifyResult, EmailInput } from '../types.js';
import { chatCompletion, type ChatConfig } from './chat-completion.js';
import { describeIssue, llmAnswerSchema, type LlmAnswer } from './llm-answer.js';
import { postProcessReply, postProcessTasks } from './llm-post.js';
import { buildMessages } from './llm-prompt.js';

export type LlmConfig = ChatConfig;
export type LlmClassifyResult = ClassifyResult & { classificationService: string; errorMessage: string | null };

const LOCAL_SERVICE = 'local';
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
    const answer = parseAnswer(await chatCompletion(config, buildMessages(email, candidates, ctx.userName, ctx.ownerAddresses)));
    const mapped = mapLabelToProject(answer.label, candidates);
    const project = mapped && answer.confidence >= thresholdFor('llm', ctx) ? mapped : null;
    const reading = readEmail(email, { timeZone: ctx.timeZone, now: ctx.now, ownerAddresses: ctx.ownerAddresses, ownerName: ctx.userName });
    const proposedTasks = postProcessTasks(answer, email, ctx, reading);
    const fallbackReply = answer.reply_email.trim() ? null : classify(email, ctx).replyEmail;
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
      ...postProcessReply(answer, email, reading),
      alternatives: toAlternatives(alternativesFor({ project: mapped, confidence: answer.confidence }, decision.alternatives)),
      processingTimeMs: Math.round((performance.now() - start) * 100) / 100,
      classificationService: `llm:${config.model}`,
      errorMessage: null,
    };
  } catch (error) {
    return local((error as Error).message);
  }
}
