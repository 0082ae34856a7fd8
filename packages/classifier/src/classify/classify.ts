import { draftReply } from '../reply/draft-reply.js';
import { replyDecision } from '../reply/reply-needed.js';
import { readEmail } from '../tasks/extract-tasks.js';
import type { ClassifyContext, ClassifyResult, EmailInput, Signal } from '../types.js';
import { decideProject, type ProjectDecision } from './decide-project.js';

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Below this calibrated confidence the learner's guess is not proposed: the
 * label is 'None' and the card shows "No confident match" with the
 * alternatives. Chosen on the dev users so proposals are right at least 97% of
 * the time (docs/classifier-eval.md has the coverage/precision curve).
 */
export const CONFIDENCE_THRESHOLD = 0.9;
/**
 * Confidences that are set rather than measured (the user's own rules, the
 * fixed confidences of conversations and names, an LLM's own estimate) are
 * proposed from this value, so a tagging rule at the spec's default 0.65
 * still files the email as its user wrote it.
 */
export const SIGNAL_THRESHOLD = 0.5;

/** The threshold a decision of this signal must reach; ctx.threshold overrides both (the eval sets 0). */
export const thresholdFor = (signal: Signal, ctx: ClassifyContext) =>
  ctx.threshold ?? (signal === 'learner' ? CONFIDENCE_THRESHOLD : SIGNAL_THRESHOLD);

export const toAlternatives = (ranked: ProjectDecision['alternatives']): ClassifyResult['alternatives'] =>
  ranked.map((r) => ({ projectId: r.project.id, name: r.project.name, confidence: round2(r.confidence) }));

/** Tasks and reply for an email whose project is already decided (the LLM path reuses it). */
function localTasksAndReply(email: EmailInput, ctx: ClassifyContext, decision: ProjectDecision, projectName: string | null) {
  const reading = readEmail(email, {
    style: ctx.style,
    projectName,
    rulePriority: decision.rule?.then.priority ?? null,
    ruleDue: decision.rule?.then.due ?? null,
    timeZone: ctx.timeZone,
    now: ctx.now,
    ownerAddresses: ctx.ownerAddresses,
    ownerName: ctx.userName,
  });
  const proposedTasks = reading.tasks;
  const replyEmail = draftReply(email, proposedTasks, {
    userName: ctx.userName,
    timeZone: ctx.timeZone,
    questions: reading.questionsBeside,
  });
  return { proposedTasks, replyEmail, ...replyDecision(email, reading) };
}

/**
 * The local engine: project (sure signals, then the learner), proposed tasks
 * and a reply draft. Pure apart from reading the clock for processingTimeMs.
 */
export function classify(email: EmailInput, ctx: ClassifyContext): ClassifyResult {
  const start = performance.now();
  const decision = decideProject(email, ctx);
  // The shown (rounded) confidence decides, so a card reading 0.90 is proposed at a 0.9 threshold, as the eval counts it.
  const confidence = round2(decision.confidence);
  const project = decision.project && confidence >= thresholdFor(decision.signal, ctx) ? decision.project : null;
  const { proposedTasks, replyEmail, replyNeeded, replyReason } = localTasksAndReply(email, ctx, decision, project?.name ?? null);
  return {
    label: project?.name ?? 'None',
    projectId: project?.id ?? null,
    confidence,
    signal: project ? decision.signal : 'none',
    reasons: project ? decision.reasons : [],
    matchedRules: decision.matchedRules,
    tags: decision.tags,
    assignee: project ? (decision.rule?.then.assignee ?? null) : null,
    proposedTasks,
    replyEmail,
    replyNeeded,
    replyReason,
    alternatives: toAlternatives(decision.alternatives),
    processingTimeMs: round2(performance.now() - start),
  };
}
