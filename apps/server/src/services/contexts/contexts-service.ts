import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_CONTEXTS, toApiCase, type Context, type ContextCreateParsed, type ContextUpdateParsed } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { contexts } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { patchSet } from '../../db/patch.js';

type Row = typeof contexts.$inferSelect;

const CONTEXT_NOT_FOUND = 'Context not found';

const mine = (userId: string, id: string) => and(eq(contexts.userId, userId), eq(contexts.id, id));

/** user_id is left out: every context returned is the caller's own. */
function toContext(row: Row): Context {
  const { userId: _owner, ...rest } = row;
  return toApiCase<Context>(rest);
}

/** Sorted by name (case-insensitive) so the card grid is stable and easy to scan. */
export async function listContexts(db: Db, userId: string): Promise<Context[]> {
  const rows = await db
    .select()
    .from(contexts)
    .where(eq(contexts.userId, userId))
    .orderBy(asc(sql`lower(${contexts.name})`), asc(contexts.createdAt), asc(contexts.id));
  return rows.map(toContext);
}

export async function createContext(db: Db, userId: string, input: ContextCreateParsed): Promise<Context> {
  const [stats] = await db.select({ n: count() }).from(contexts).where(eq(contexts.userId, userId));
  if ((stats?.n ?? 0) >= MAX_CONTEXTS) throw conflict(`You can keep at most ${MAX_CONTEXTS} contexts`);
  const [row] = await db
    .insert(contexts)
    .values({ ...input, userId })
    .returning();
  return toContext(row!);
}

export async function updateContext(db: Db, userId: string, id: string, input: ContextUpdateParsed): Promise<Context> {
  const [row] = await db.update(contexts).set(patchSet(input)).where(mine(userId, id)).returning();
  if (!row) throw notFound(CONTEXT_NOT_FOUND);
  return toContext(row);
}

export async function deleteContext(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(contexts).where(mine(userId, id)).returning({ id: contexts.id });
  if (deleted.length === 0) throw notFound(CONTEXT_NOT_FOUND);
}
