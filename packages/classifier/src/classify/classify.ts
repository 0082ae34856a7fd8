import { draftReply } from '../reply/draft-reply.js';
import { replyDecision } from '../reply/reply-needed.js';
import { readEmail } from '../tasks/extract-tasks.js';
import type { ClassifyContext, ClassifyResult, EmailInput } from '../types.js';
import { decideProject, type ProjectDecision } from './decide-project.js';

/** Below this calibrated confidence the label is 'None' (shown 'Unclassified'). */
export const CONFIDENCE_THRESHOLD = 0.5;

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Tasks and reply for an email whose project is already decided (the LLM path reuses it). */
export function localTasksAndReply(email: EmailInput, ctx: ClassifyContext, decision: ProjectDecision, projectName: string | null) {
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
  const replyEmail = draftReply(email, proposedTasks, { userName: ctx.userName, timeZone: ctx.timeZone });
  return { proposedTasks, replyEmail, ...replyDecision(email, reading) };
}

/**
 * The local engine: project (sure signals, then the learner), proposed tasks
 * and a reply draft. Pure apart from reading the clock for processingTimeMs.
 */
export function classify(email: EmailInput, ctx: ClassifyContext): ClassifyResult {
  const start = performance.now();
  const decision = decideProject(email, ctx);
  const threshold = ctx.threshold ?? CONFIDENCE_THRESHOLD;
  const project = decision.project && decision.confidence >= threshold ? decision.project : null;
  const { proposedTasks, replyEmail, replyNeeded, replyReason } = localTasksAndReply(email, ctx, decision, project?.name ?? null);
  return {
    label: project?.name ?? 'None',
    projectId: project?.id ?? null,
    confidence: round2(decision.confidence),
    signal: project ? decision.signal : 'none',
    reasons: project ? decision.reasons : [],
    matchedRules: decision.matchedRules,
    tags: decision.tags,
    assignee: project ? (decision.rule?.then.assignee ?? null) : null,
    proposedTasks,
    replyEmail,
    replyNeeded,
    replyReason,
    processingTimeMs: round2(performance.now() - start),
  };
}
