import { and, eq, inArray } from 'drizzle-orm';
import { matchRules } from '@triage/classifier';
import type { RuleMatch, RuleTestEmail, RuleTestResult } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { toRule } from './rule-rows.js';
import { findRuleRow, listRuleRows, RULE_NOT_FOUND } from './rules-service.js';

async function projectNames(db: Db, userId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.userId, userId), inArray(projects.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Dry run of tagging rules against one email: one rule (ruleId, which must be
 * the user's) or all of them in order. firstMatch is the rule that would win.
 */
export async function testRules(db: Db, userId: string, email: RuleTestEmail, ruleId?: string): Promise<RuleTestResult> {
  let rows;
  if (ruleId) {
    const row = await findRuleRow(db, userId, ruleId);
    if (!row) throw notFound(RULE_NOT_FOUND);
    rows = [row];
  } else {
    rows = await listRuleRows(db, userId);
  }
  const matched = matchRules(rows.map(toRule), email);
  const names = await projectNames(db, userId, [...new Set(matched.map((m) => m.rule.then.projectId))]);
  const matches: RuleMatch[] = matched.map(({ rule, reasons }) => ({
    ruleId: rule.id,
    name: rule.name,
    order: rule.order,
    confidence: rule.confidence,
    projectId: rule.then.projectId,
    projectName: names.get(rule.then.projectId) ?? null,
    reasons,
  }));
  return { matches, firstMatch: matches[0] ?? null };
}
