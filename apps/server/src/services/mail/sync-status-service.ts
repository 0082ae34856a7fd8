import { and, desc, eq } from 'drizzle-orm';
import type { SyncStatus } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { syncRuns } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { ensureMailboxConnection } from './mailbox-connection.js';

const toRun = (r: typeof syncRuns.$inferSelect) => ({
  id: r.id,
  kind: r.kind,
  trigger: r.trigger,
  status: r.status,
  added: r.added,
  updated: r.updated,
  removed: r.removed,
  pages: r.pages,
  error: r.error,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** Spec §7 sync status: last and next sync, what is running, recent runs with counts and errors. */
export async function syncStatus(db: Db, jobs: JobQueue, userId: string, provider: string, intervalSeconds: number): Promise<SyncStatus> {
  const connection = await ensureMailboxConnection(db, userId, provider);
  const [recent, running, queued] = await Promise.all([
    db.select().from(syncRuns).where(eq(syncRuns.userId, userId)).orderBy(desc(syncRuns.startedAt)).limit(20),
    db.select().from(syncRuns).where(and(eq(syncRuns.userId, userId), eq(syncRuns.status, 'running'))).orderBy(desc(syncRuns.startedAt)),
    jobs.pending(),
  ]);
  const last = connection.lastSync;
  return {
    provider: connection.provider,
    connected: connection.connected,
    email: connection.email,
    lastSync: last?.toISOString() ?? null,
    nextSync: connection.connected ? new Date((last?.getTime() ?? Date.now()) + intervalSeconds * 1000).toISOString() : null,
    intervalSeconds,
    running: running.map(toRun),
    recent: recent.map(toRun),
    queued,
  };
}
