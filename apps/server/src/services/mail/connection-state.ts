import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { ConnectionProblem } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { connections } from '../../db/schema/index.js';

const mailboxOf = (userId: string) => and(eq(connections.userId, userId), eq(connections.kind, 'mailbox'));

/** Stops background sync of the user's mailbox until the problem is cleared (sign-in, or a fixed app). */
export async function markProblem(db: Db, userId: string, problem: ConnectionProblem, detail: string | null): Promise<void> {
  await db.update(connections).set({ problem, problemDetail: detail }).where(mailboxOf(userId));
}

/** Clears the user's problem (all kinds, or only the given ones). */
export async function clearProblem(db: Db, userId: string, only?: ConnectionProblem[]): Promise<void> {
  await db
    .update(connections)
    .set({ problem: null, problemDetail: null })
    .where(and(mailboxOf(userId), only ? inArray(connections.problem, only) : undefined));
}

/** A new process may run with a fixed app registration: every user's configuration alarm is retried. */
export async function clearConfigurationProblems(db: Db): Promise<void> {
  await db
    .update(connections)
    .set({ problem: null, problemDetail: null })
    .where(eq(connections.problem, 'app_configuration' satisfies ConnectionProblem));
}

/** Graph asked for a pause (Retry-After): nothing for this mailbox starts before `until`. */
export async function deferUntil(db: Db, userId: string, until: Date): Promise<void> {
  await db.update(connections).set({ notBefore: until }).where(mailboxOf(userId));
}

/** When the user's mailbox may next be called (null: now), and whether sync is stopped. */
export async function mailboxGate(db: Db, userId: string): Promise<{ notBefore: Date | null; problem: ConnectionProblem | null }> {
  const [row] = await db
    .select({ notBefore: connections.notBefore, problem: connections.problem })
    .from(connections)
    .where(mailboxOf(userId));
  const notBefore = row?.notBefore && row.notBefore.getTime() > Date.now() ? row.notBefore : null;
  return { notBefore, problem: (row?.problem as ConnectionProblem | null | undefined) ?? null };
}

/** Connected mailboxes the scheduler may sync now: no problem, not throttled. */
export const schedulable = (now: Date) =>
  and(
    eq(connections.kind, 'mailbox'),
    eq(connections.connected, true),
    isNull(connections.problem),
    or(isNull(connections.notBefore), lte(connections.notBefore, now)),
  );
