import { RULE_PRIORITY_LABELS, type Rule } from '@triage/contracts';

type RuleIf = Rule['if'];
type RuleThen = Rule['then'];

const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/** Each condition in words; the rule matches when any one holds (spec: joined by OR). */
export function ifParts(conditions: RuleIf): string[] {
  const parts: string[] = [];
  if (conditions.senderIncludes.length) parts.push(`sender includes ${quoted(conditions.senderIncludes)}`);
  if (conditions.domainMatches.length) parts.push(`domain matches ${quoted(conditions.domainMatches)}`);
  if (conditions.subjectIncludes.length) parts.push(`subject includes ${quoted(conditions.subjectIncludes)}`);
  if (conditions.bodyIncludes.length) parts.push(`body includes ${quoted(conditions.bodyIncludes)}`);
  if (conditions.bodyRegex) parts.push(`body matches /${conditions.bodyRegex}/`);
  return parts;
}

/** 'IF sender includes "a@x.com" OR subject includes "lease"'. */
export function ifSummary(conditions: RuleIf): string {
  const parts = ifParts(conditions);
  return parts.length ? `IF ${parts.join(' OR ')}` : 'IF (no conditions)';
}

/** The THEN actions in words; a project that no longer exists is 'Unknown Project'. */
export function thenParts(actions: RuleThen, projectName: string | null | undefined): string[] {
  const parts = [`assign to ${projectName ?? 'Unknown Project'}`];
  if (actions.tags.length) parts.push(`tag ${actions.tags.join(', ')}`);
  if (actions.priority) parts.push(`priority ${RULE_PRIORITY_LABELS[actions.priority]}`);
  if (actions.assignee) parts.push(`assignee ${actions.assignee}`);
  if (actions.due) parts.push(`due ${actions.due}`);
  return parts;
}

/** 'THEN assign to Harbour Tower, tag lease, vip, priority P1 Urgent'. */
export const thenSummary = (actions: RuleThen, projectName: string | null | undefined) =>
  `THEN ${thenParts(actions, projectName).join(', ')}`;
