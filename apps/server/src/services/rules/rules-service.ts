import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { MAX_RULES, type Rule, type RuleCreateParsed, type RuleUpdateParsed } from '@triage/contracts';
import { lockForTransaction } from '../../db/advisory-lock.js';
import type { Db, Tx } from '../../db/client.js';
import { rules } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { findProjectRow, PROJECT_NOT_FOUND } from '../projects/projects-service.js';
import { toActions, toConditions, toRule, type RuleRow } from './rule-rows.js';
import { patchSet } from '../../db/patch.js';

export const RULE_NOT_FOUND = 'Rule not found';

type Patch = Partial<typeof rules.$inferInsert>;

const mine = (userId: string, id: string) => and(eq(rules.userId, userId), eq(rules.id, id));

/**
 * Every change to a user's rule order runs under this per-user lock, so two
 * concurrent creates cannot take the same position. An advisory lock, not a
 * row lock on users, so inserts elsewhere that reference the user never wait.
 */
async function lockRuleOrder(tx: Tx, userId: string): Promise<void> {
  await lockForTransaction(tx, `rules:${userId}`);
}

/** Positions back to 1..n, keeping the current order (after a delete). */
async function renumber(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    update ${rules} set position = s.rn
    from (select id, row_number() over (order by position, created_at, id) as rn
          from ${rules} where user_id = ${userId}) s
    where ${rules.id} = s.id and ${rules.userId} = ${userId} and ${rules.position} <> s.rn`);
}

async function assertProject(db: Db, userId: string, projectId: string): Promise<void> {
  if (!(await findProjectRow(db, userId, projectId))) throw notFound(PROJECT_NOT_FOUND);
}

export async function listRuleRows(db: Db, userId: string): Promise<RuleRow[]> {
  return db.select().from(rules).where(eq(rules.userId, userId)).orderBy(asc(rules.position), asc(rules.createdAt));
}

export async function listRules(db: Db, userId: string): Promise<Rule[]> {
  return (await listRuleRows(db, userId)).map(toRule);
}

export async function findRuleRow(db: Db, userId: string, id: string): Promise<RuleRow | null> {
  const [row] = await db.select().from(rules).where(mine(userId, id)).limit(1);
  return row ?? null;
}

/** New rules go to the end of the order (spec: 'Rule #n' counts from 1). */
export async function createRule(db: Db, userId: string, input: RuleCreateParsed): Promise<Rule> {
  await assertProject(db, userId, input.then.projectId);
  return db.transaction(async (tx) => {
    await lockRuleOrder(tx, userId);
    const [stats] = await tx
      .select({ n: count(), last: max(rules.position) })
      .from(rules)
      .where(eq(rules.userId, userId));
    if ((stats?.n ?? 0) >= MAX_RULES) throw conflict(`You can keep at most ${MAX_RULES} rules`);
    const [row] = await tx
      .insert(rules)
      .values({
        userId,
        name: input.name,
        confidence: input.confidence,
        position: (stats?.last ?? 0) + 1,
        conditions: toConditions(input.if),
        actions: toActions(input.then),
      })
      .returning();
    return toRule(row!);
  });
}

export async function updateRule(db: Db, userId: string, id: string, input: RuleUpdateParsed): Promise<Rule> {
  if (!(await findRuleRow(db, userId, id))) throw notFound(RULE_NOT_FOUND);
  if (input.then) await assertProject(db, userId, input.then.projectId);
  const patch: Patch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.confidence !== undefined) patch.confidence = input.confidence;
  if (input.if) patch.conditions = toConditions(input.if);
  if (input.then) patch.actions = toActions(input.then);
  const [row] = await db.update(rules).set(patchSet(patch)).where(mine(userId, id)).returning();
  if (!row) throw notFound(RULE_NOT_FOUND);
  return toRule(row);
}

export async function deleteRule(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRuleOrder(tx, userId);
    const deleted = await tx.delete(rules).where(mine(userId, id)).returning({ id: rules.id });
    if (deleted.length === 0) throw notFound(RULE_NOT_FOUND);
    await renumber(tx, userId);
  });
}

/**
 * ids must be a permutation of the user's rules: a repeat or an omission is
 * a 400 naming it; an id that is not one of the user's rules is a 404, as
 * for any other foreign id.
 */
export async function reorderRules(db: Db, userId: string, ids: string[]): Promise<Rule[]> {
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw badRequest(`ids: rule ${repeated} is listed more than once`);
  await db.transaction(async (tx) => {
    await lockRuleOrder(tx, userId);
    const current = await tx.select({ id: rules.id }).from(rules).where(eq(rules.userId, userId));
    const known = new Set(current.map((r) => r.id));
    if (ids.some((id) => !known.has(id))) throw notFound(RULE_NOT_FOUND);
    const listed = new Set(ids);
    const missing = current.filter((r) => !listed.has(r.id)).map((r) => r.id);
    if (missing.length > 0) {
      throw badRequest(`ids: must list every rule exactly once; missing ${missing.length}: ${missing.slice(0, 3).join(', ')}`);
    }
    if (ids.length === 0) return;
    // One statement; ids are validated uuids, passed as a single array parameter.
    await tx.execute(sql`
      update ${rules} set position = v.ord
      from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as v(id, ord)
      where ${rules.id} = v.id and ${rules.userId} = ${userId}`);
  });
  return listRules(db, userId);
}
