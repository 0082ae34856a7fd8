/**
 * Mapping between the rules table and the rule shape of docs/behaviour.md, Entities:
 * position <-> order, conditions <-> if, actions <-> then.
 */
import { toApiCase, type Rule, type RuleIf, type RuleThen } from '@triage/contracts';
import type { RuleActions, RuleConditions, rules } from '../../db/schema/index.js';

export type RuleRow = typeof rules.$inferSelect;

/** Stored jsonb keeps only what is set, so absent stays absent (docs/behaviour.md, Validation). */
export function toConditions(input: RuleIf): RuleConditions {
  const out: RuleConditions = {
    senderIncludes: input.senderIncludes,
    domainMatches: input.domainMatches,
    subjectIncludes: input.subjectIncludes,
    bodyIncludes: input.bodyIncludes,
  };
  if (input.bodyRegex) out.bodyRegex = input.bodyRegex;
  return out;
}

export function toActions(input: RuleThen): RuleActions {
  const out: RuleActions = { projectId: input.projectId, tags: input.tags };
  if (input.assignee) out.assignee = input.assignee;
  if (input.priority) out.priority = input.priority;
  if (input.due) out.due = input.due;
  return out;
}

/** Stored as PostgreSQL real; round back to the 0.05 grid so 0.65 reads as 0.65. */
const roundConfidence = (value: number) => Math.round(value * 100) / 100;

/**
 * The nested `if`/`then` keep the spec's own key names (then.projectId);
 * they are built here rather than run through toApiCase, which would turn
 * projectId into project_id. The row's own columns go through toApiCase.
 */
export function toRule(row: RuleRow): Rule {
  const base = toApiCase<Pick<Rule, 'id' | 'name' | 'created_at' | 'updated_at'>>({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
  const c = row.conditions;
  const a = row.actions;
  return {
    ...base,
    order: row.position,
    confidence: roundConfidence(row.confidence),
    if: {
      senderIncludes: c.senderIncludes ?? [],
      domainMatches: c.domainMatches ?? [],
      subjectIncludes: c.subjectIncludes ?? [],
      bodyIncludes: c.bodyIncludes ?? [],
      bodyRegex: c.bodyRegex ?? null,
    },
    then: {
      projectId: a.projectId,
      tags: a.tags ?? [],
      assignee: a.assignee ?? null,
      priority: (a.priority as Rule['then']['priority']) ?? null,
      due: a.due ?? null,
    },
  };
}
