import { and, eq } from 'drizzle-orm';
import { connections } from '../db/schema/index.js';
import type { Runtime } from '../runtime.js';

/**
 * Asks for a delta sync of every connected mailbox every SYNC_INTERVAL_SECONDS.
 * Every worker process runs this; the queue's per-user singleton turns the
 * duplicates into no-ops, so there is no leader to elect.
 */
export function startSyncScheduler(runtime: Runtime, onError: (err: unknown) => void): () => void {
  const tick = async () => {
    const rows = await runtime.database.db
      .select({ userId: connections.userId })
      .from(connections)
      .where(and(eq(connections.kind, 'mailbox'), eq(connections.connected, true)));
    for (const { userId } of rows) await runtime.jobs.requestSync(userId, 'schedule');
  };
  const timer = setInterval(() => void tick().catch(onError), runtime.env.SYNC_INTERVAL_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
