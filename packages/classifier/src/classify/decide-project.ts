import { LIMITS, type Rule } from '@triage/contracts';
import { learnerConfidence } from '../learner/confidence.js';
import { scoreLabels } from '../learner/predict.js';
import { activeProjects } from '../signals/candidates.js';
import { toMatchEmail } from '../signals/email-text.js';
import { findMentions } from '../signals/mentions.js';
import { matchProjectRules } from '../signals/project-rules.js';
import { applyTaggingRules } from '../signals/tagging-rules.js';
import { isBulkMail } from '../tasks/bulk-mail.js';
import { plainText } from '../text/plain-text.js';
import type { ClassifyContext, EmailInput, MatchedRule, ProjectInfo, Signal } from '../types.js';

/** Fixed confidences of the sure signals: a user's own rule beats anything inferred. */
export const SIGNAL_CONFIDENCE = { projectRule: 0.95, conversation: 0.9, name: 0.85, party: 0.7 };

export type ProjectDecision = {
  project: ProjectInfo | null;
  confidence: number;
  signal: Signal;
  reasons: string[];
  matchedRules: MatchedRule[];
  tags: string[];
  /** The tagging rule that decided, for its priority, assignee and due. */
  rule: Rule | null;
};

type Verdict = Pick<ProjectDecision, 'project' | 'confidence' | 'signal' | 'reasons'>;

function learnerVerdict(email: EmailInput, ctx: ClassifyContext, among: readonly ProjectInfo[]): Verdict | null {
  const scored = scoreLabels(ctx.model, email, new Set(among.map((p) => p.id)));
  const top = scored.scores[0];
  const project = top && among.find((p) => p.id === top.label);
  if (!project) return null;
  return { project, confidence: learnerConfidence(scored), signal: 'learner', reasons: ['learned from earlier decisions'] };
}

/** Names mentioned; a tie between projects is settled by the learner, or left to it entirely. */
function mentionVerdict(email: EmailInput, ctx: ClassifyContext, candidates: readonly ProjectInfo[]): Verdict | null {
  const all = findMentions(email, candidates, plainText(email.bodyText).slice(0, LIMITS.classifierBodyLimit));
  // A vendor's newsletter naming itself is not work on the project that vendor is a party to.
  const mentions = isBulkMail(email) ? all.filter((m) => m.byName) : all;
  const top = mentions[0];
  if (!top) return null;
  const tied = mentions.filter((m) => m.score === top.score);
  const chosen = tied.length === 1 ? top : tied.find((m) => m.project.id === learnerVerdict(email, ctx, tied.map((t) => t.project))?.project?.id);
  if (!chosen) return null;
  const confidence = (chosen.byName ? SIGNAL_CONFIDENCE.name : SIGNAL_CONFIDENCE.party) - (tied.length > 1 ? 0.15 : 0);
  return { project: chosen.project, confidence, signal: 'mention', reasons: chosen.reasons };
}

/** Sure signals in the order, then the learner. Only active projects are candidates. */
export function decideProject(email: EmailInput, ctx: ClassifyContext): ProjectDecision {
  const candidates = activeProjects(ctx.projects);
  const matchEmail = toMatchEmail(email);
  const tagging = applyTaggingRules(matchEmail, ctx.rules, candidates);
  const base = { matchedRules: tagging.matched, tags: tagging.tags, rule: null };
  const own = matchProjectRules(matchEmail, candidates);
  if (own) return { ...base, project: own.project, confidence: SIGNAL_CONFIDENCE.projectRule, signal: 'project_rule', reasons: own.reasons };
  const { decisive } = tagging;
  if (decisive) {
    const reasons = tagging.matched.find((m) => m.ruleId === decisive.rule.id)?.reasons ?? [];
    return { ...base, rule: decisive.rule, project: decisive.project, confidence: decisive.rule.confidence, signal: 'tagging_rule', reasons };
  }
  const thread = ctx.conversationProjectId ? candidates.find((p) => p.id === ctx.conversationProjectId) : undefined;
  if (thread) return { ...base, project: thread, confidence: SIGNAL_CONFIDENCE.conversation, signal: 'conversation', reasons: ['approved for this conversation'] };
  const verdict = mentionVerdict(email, ctx, candidates) ?? learnerVerdict(email, ctx, candidates);
  return { ...base, ...(verdict ?? { project: null, confidence: 0, signal: 'none', reasons: [] }) };
}
