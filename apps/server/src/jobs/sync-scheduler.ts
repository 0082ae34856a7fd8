import { connections } from '../db/schema/index.js';
import type { Runtime } from '../runtime.js';
import { schedulable } from '../services/mail/connection-state.js';

/**
 * Asks for a delta sync of every connected mailbox that may be synced now: not stopped by a
 * problem (unsupported mailbox, refused app registration), not throttled. Returns the users asked for.
 */
export async function requestDueSyncs(runtime: Runtime): Promise<string[]> {
  const rows = await runtime.database.db.select({ userId: connections.userId }).from(connections).where(schedulable(new Date()));
  for (const { userId } of rows) await runtime.jobs.requestSync(userId, 'schedule');
  return rows.map((r) => r.userId);
}

/**
 * Runs requestDueSyncs every SYNC_INTERVAL_SECONDS. Every worker process runs this; the queue's
 * per-user singleton turns the duplicates into no-ops, so there is no leader to elect.
 */
export function startSyncScheduler(runtime: Runtime, onError: (err: unknown) => void): () => void {
  const timer = setInterval(() => void requestDueSyncs(runtime).catch(onError), runtime.env.SYNC_INTERVAL_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
