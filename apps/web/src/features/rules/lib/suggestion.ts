import { LIMITS, type Project } from '@triage/contracts';
import type { RuleSuggestion } from '../api/suggest-rule';
import { ruleToForm, type RuleFormValues } from './rule-form-values';

export const suggestionHasConditions = (s: RuleSuggestion) =>
  s.if.senderIncludes.length + s.if.domainMatches.length + s.if.subjectIncludes.length + s.if.bodyIncludes.length > 0 || !!s.if.bodyRegex;

/** The Add Rule dialog's starting values for a proposal: its name, conditions and project. */
export function suggestionToForm(s: RuleSuggestion): RuleFormValues {
  return ruleToForm({ name: s.name, confidence: LIMITS.ruleConfidenceDefault, if: s.if, then: { projectId: s.projectId, tags: [] } });
}

export const suggestionNote = (s: RuleSuggestion, project: Project) =>
  `Proposed from ${s.examples} email${s.examples === 1 ? '' : 's'} filed under ${project.name}. Review the conditions, then create the rule.`;
