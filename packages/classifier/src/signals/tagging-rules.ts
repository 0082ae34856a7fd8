import type { Rule } from '@triage/contracts';
import { matchRules, type MatchEmail } from '../rules/rule-matcher.js';
import type { MatchedRule, ProjectInfo } from '../types.js';

export type TaggingOutcome = {
  matched: MatchedRule[];
  /** Tags of every matching rule, in rule order, without repeats. */
  tags: string[];
  /** The first matching rule that points at an active project decides. */
  decisive: { rule: Rule; project: ProjectInfo } | null;
};

export function applyTaggingRules(email: MatchEmail, rules: readonly Rule[], projects: readonly ProjectInfo[]): TaggingOutcome {
  const hits = matchRules(rules, email);
  const tags: string[] = [];
  let decisive: TaggingOutcome['decisive'] = null;
  for (const { rule } of hits) {
    for (const tag of rule.then.tags) if (!tags.includes(tag)) tags.push(tag);
    const project = projects.find((p) => p.id === rule.then.projectId);
    if (!decisive && project) decisive = { rule, project };
  }
  return { matched: hits.map(({ rule, reasons }) => ({ ruleId: rule.id, name: rule.name, reasons })), tags, decisive };
}
