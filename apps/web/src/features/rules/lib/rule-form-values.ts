import { ERRORS, LIMITS, type Priority, type Rule, type RuleCreate } from '@triage/contracts';
import { joinCommaList, parseCommaList } from '@/lib/comma-list';

/** The Add/Edit Rule dialog's fields, as typed (lists are comma-separated text). */
export interface RuleFormValues {
  name: string;
  confidence: number;
  senderIncludes: string;
  domainMatches: string;
  subjectIncludes: string;
  bodyIncludes: string;
  bodyRegex: string;
  projectId: string;
  tags: string;
  assignee: string;
  priority: Priority | '';
  due: string;
}

export const emptyRuleForm: RuleFormValues = {
  name: '',
  confidence: LIMITS.ruleConfidenceDefault,
  senderIncludes: '',
  domainMatches: '',
  subjectIncludes: '',
  bodyIncludes: '',
  bodyRegex: '',
  projectId: '',
  tags: '',
  assignee: '',
  priority: '',
  due: '',
};

type RuleFields = Pick<Rule, 'name' | 'confidence' | 'if'> & { then?: Partial<Rule['then']> };

export function ruleToForm(rule: RuleFields): RuleFormValues {
  return {
    name: rule.name,
    confidence: rule.confidence,
    senderIncludes: joinCommaList(rule.if.senderIncludes),
    domainMatches: joinCommaList(rule.if.domainMatches),
    subjectIncludes: joinCommaList(rule.if.subjectIncludes),
    bodyIncludes: joinCommaList(rule.if.bodyIncludes),
    bodyRegex: rule.if.bodyRegex ?? '',
    projectId: rule.then?.projectId ?? '',
    tags: joinCommaList(rule.then?.tags),
    assignee: rule.then?.assignee ?? '',
    priority: rule.then?.priority ?? '',
    due: rule.then?.due ?? '',
  };
}

export type RuleFormErrors = Partial<Record<'name' | 'conditions' | 'projectId' | 'bodyRegex', string>>;

const RULE_NAME_REQUIRED = 'Rule name is required';

/** docs/behaviour.md, Validation: a name, at least one IF condition and a project; a body regex must compile. */
export function validateRuleForm(values: RuleFormValues): RuleFormErrors {
  const errors: RuleFormErrors = {};
  if (!values.name.trim()) errors.name = RULE_NAME_REQUIRED;
  const lists = [values.senderIncludes, values.domainMatches, values.subjectIncludes, values.bodyIncludes];
  if (lists.every((text) => parseCommaList(text).length === 0) && !values.bodyRegex.trim()) {
    errors.conditions = ERRORS.ruleConditionRequired;
  }
  if (values.bodyRegex.trim()) {
    try {
      new RegExp(values.bodyRegex, 'i');
    } catch {
      errors.bodyRegex = 'Body regex is not a valid regular expression';
    }
  }
  if (!values.projectId) errors.projectId = ERRORS.ruleProjectRequired;
  return errors;
}

/** Lists split, trimmed, blanks dropped; empty optional fields left out (docs/behaviour.md, Validation). */
export function toRulePayload(values: RuleFormValues): RuleCreate {
  const then: RuleCreate['then'] = { projectId: values.projectId, tags: parseCommaList(values.tags) };
  if (values.assignee.trim()) then.assignee = values.assignee.trim();
  if (values.priority) then.priority = values.priority;
  if (values.due.trim()) then.due = values.due.trim();
  const conditions: RuleCreate['if'] = {
    senderIncludes: parseCommaList(values.senderIncludes),
    domainMatches: parseCommaList(values.domainMatches),
    subjectIncludes: parseCommaList(values.subjectIncludes),
    bodyIncludes: parseCommaList(values.bodyIncludes),
  };
  if (values.bodyRegex.trim()) conditions.bodyRegex = values.bodyRegex.trim();
  return { name: values.name.trim(), confidence: roundToStep(values.confidence), if: conditions, then };
}

/** The slider's value on the 0.05 grid, without float noise (0.1 + 0.2). */
export const roundToStep = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 20) / 20;
