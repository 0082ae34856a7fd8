import { matchConditions, type MatchEmail } from '../rules/rule-matcher.js';
import type { ProjectInfo } from '../types.js';

export type ProjectRuleHit = { project: ProjectInfo; reasons: string[] };

/**
 * The project whose own matching rules hold for the email. Several can match
 * (a sender shared by two projects); the one with the most conditions holding
 * is the more specific, and list order breaks ties.
 */
export function matchProjectRules(email: MatchEmail, projects: readonly ProjectInfo[]): ProjectRuleHit | null {
  let best: ProjectRuleHit | null = null;
  for (const project of projects) {
    const reasons = matchConditions(project, email);
    if (reasons.length > 0 && (!best || reasons.length > best.reasons.length)) best = { project, reasons };
  }
  return best;
}
