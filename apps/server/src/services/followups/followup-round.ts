import type { MailProvider } from '@triage/mail';
import { LOCK_BUSY, withAdvisoryLockIfFree } from '../../db/advisory-lock.js';
import type { Runtime } from '../../runtime.js';
import { syncSentMail, type SentSyncOutcome } from './sent-sync.js';
import { todoFor } from './todo-connection.js';
import { syncTodo, type TodoSyncOutcome } from './todo-sync.js';

export type FollowupRound = { sent: SentSyncOutcome | null; todo: TodoSyncOutcome | null; skipped?: 'busy' };

/**
 * What follows each mail sync: the sent mail (its own cursor) and, with a To Do list connected,
 * outstanding pushes and completion both ways. One round per user at a time across processes.
 * Sent mail errors are the sync's (retried and throttled by its rules); a To Do failure is logged
 * and leaves its pushes marked failed, so the mail sync is not held back by To Do.
 */
export async function runFollowupRound(
  runtime: Pick<Runtime, 'database' | 'env' | 'tokens'>,
  userId: string,
  provider: MailProvider,
  options: { since?: Date; log?: (msg: string) => void } = {},
): Promise<FollowupRound> {
  const { database } = runtime;
  const round = await withAdvisoryLockIfFree(database.pool, `followups:${userId}`, async () => {
    const sent = await syncSentMail(database.db, userId, provider, options.since ? { since: options.since } : {});
    const todo = todoFor(runtime, userId);
    let todoOutcome: TodoSyncOutcome | null = null;
    if (todo) {
      todoOutcome = await syncTodo(database.db, todo, userId).catch((err: unknown) => {
        options.log?.(`To Do sync for ${userId}: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      });
    }
    return { sent, todo: todoOutcome };
  });
  return round === LOCK_BUSY ? { sent: null, todo: null, skipped: 'busy' } : round;
}
