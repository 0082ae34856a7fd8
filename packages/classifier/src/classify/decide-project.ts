import { LIMITS, type Rule } from '@triage/contracts';
import { learnerConfidence, rankedConfidences } from '../learner/confidence.js';
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
const SIGNAL_CONFIDENCE = { projectRule: 0.95, conversation: 0.9, name: 0.85, party: 0.7 };

export type ProjectDecision = {
  project: ProjectInfo | null;
  confidence: number;
  signal: Signal;
  reasons: string[];
  matchedRules: MatchedRule[];
  tags: string[];
  /** The tagging rule that decided, for its priority, assignee and due. */
  rule: Rule | null;
  /** The best candidates, best first (at most MAX_ALTERNATIVES), with calibrated confidences. */
  alternatives: { project: ProjectInfo; confidence: number }[];
};

/** Shown as choices when the engine is not confident. */
const MAX_ALTERNATIVES = 3;

type Verdict = Pick<ProjectDecision, 'project' | 'confidence' | 'signal' | 'reasons'>;
type Ranked = { project: ProjectInfo; confidence: number }[];

/** Names mentioned; a tie between projects is settled by the learner, or left to it entirely. */
function mentionVerdict(email: EmailInput, candidates: readonly ProjectInfo[], ranking: Ranked): Verdict | null {
  const all = findMentions(email, candidates, plainText(email.bodyText).slice(0, LIMITS.classifierBodyLimit));
  // A vendor's newsletter naming itself is not work on the project that vendor is a party to.
  const mentions = isBulkMail(email) ? all.filter((m) => m.byName) : all;
  const top = mentions[0];
  if (!top) return null;
  const tied = mentions.filter((m) => m.score === top.score);
  const learned = ranking.find((r) => tied.some((m) => m.project.id === r.project.id));
  const chosen = tied.length === 1 ? top : tied.find((m) => m.project.id === learned?.project.id);
  if (!chosen) return null;
  const confidence = (chosen.byName ? SIGNAL_CONFIDENCE.name : SIGNAL_CONFIDENCE.party) - (tied.length > 1 ? 0.15 : 0);
  return { project: chosen.project, confidence, signal: 'mention', reasons: chosen.reasons };
}

/** The learner's ranking of every candidate, with calibrated confidences. */
function learnerRanking(email: EmailInput, ctx: ClassifyContext, candidates: readonly ProjectInfo[]): Ranked {
  const byId = new Map(candidates.map((p) => [p.id, p]));
  const scored = scoreLabels(ctx.model, email, new Set(byId.keys()));
  return rankedConfidences(scored, learnerConfidence(scored)).map((r) => ({ project: byId.get(r.label)!, confidence: r.confidence }));
}

/**
 * The deciding project first with its confidence, then the learner's ranking
 * of the others, scaled down if needed to what the first leaves, so the
 * confidences stay probabilities.
 */
export function alternativesFor(verdict: { project: ProjectInfo | null; confidence: number }, ranking: Ranked): Ranked {
  if (!verdict.project) return ranking.slice(0, MAX_ALTERNATIVES);
  const others = ranking.filter((r) => r.project.id !== verdict.project!.id);
  const rest = others.reduce((s, r) => s + r.confidence, 0);
  const share = rest > 0 ? Math.min(1, (1 - verdict.confidence) / rest) : 0;
  return [
    { project: verdict.project, confidence: verdict.confidence },
    ...others.map((r) => ({ project: r.project, confidence: r.confidence * share })),
  ].slice(0, MAX_ALTERNATIVES);
}

/** Sure signals in the order, then the learner. Only active projects are candidates. */
export function decideProject(email: EmailInput, ctx: ClassifyContext): ProjectDecision {
  const candidates = activeProjects(ctx.projects);
  const matchEmail = toMatchEmail(email);
  const tagging = applyTaggingRules(matchEmail, ctx.rules, candidates);
  const ranking = learnerRanking(email, ctx, candidates);
  const decide = (verdict: Verdict, rule: Rule | null = null): ProjectDecision => ({
    matchedRules: tagging.matched,
    tags: tagging.tags,
    rule,
    ...verdict,
    alternatives: alternativesFor(verdict, ranking),
  });
  const own = matchProjectRules(matchEmail, candidates);
  if (own) return decide({ project: own.project, confidence: SIGNAL_CONFIDENCE.projectRule, signal: 'project_rule', reasons: own.reasons });
  const { decisive } = tagging;
  if (decisive) {
    const reasons = tagging.matched.find((m) => m.ruleId === decisive.rule.id)?.reasons ?? [];
    return decide({ project: decisive.project, confidence: decisive.rule.confidence, signal: 'tagging_rule', reasons }, decisive.rule);
  }
  const thread = ctx.conversationProjectId ? candidates.find((p) => p.id === ctx.conversationProjectId) : undefined;
  if (thread)
    return decide({
      project: thread,
      confidence: SIGNAL_CONFIDENCE.conversation,
      signal: 'conversation',
      reasons: ['approved for this conversation'],
    });
  const top = ranking[0];
  const learned: Verdict | null = top
    ? { project: top.project, confidence: top.confidence, signal: 'learner', reasons: ['learned from earlier decisions'] }
    : null;
  return decide(mentionVerdict(email, candidates, ranking) ?? learned ?? { project: null, confidence: 0, signal: 'none', reasons: [] });
}
