import { and, desc, eq } from 'drizzle-orm';
import { CONNECTION_PROBLEMS, type ConnectionProblem, type SyncStatus } from '@triage/contracts';
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

/** Sync status (docs/behaviour.md, API): last and next sync, what is running, recent runs with counts and errors. */
export async function syncStatus(db: Db, jobs: JobQueue, userId: string, provider: string, intervalSeconds: number): Promise<SyncStatus> {
  const connection = await ensureMailboxConnection(db, userId, provider);
  const [recent, running, queued] = await Promise.all([
    db.select().from(syncRuns).where(eq(syncRuns.userId, userId)).orderBy(desc(syncRuns.startedAt)).limit(20),
    db
      .select()
      .from(syncRuns)
      .where(and(eq(syncRuns.userId, userId), eq(syncRuns.status, 'running')))
      .orderBy(desc(syncRuns.startedAt)),
    jobs.pending(),
  ]);
  const last = connection.lastSync;
  const problem = connection.problem as ConnectionProblem | null;
  const notBefore = connection.notBefore && connection.notBefore.getTime() > Date.now() ? connection.notBefore : null;
  return {
    provider: connection.provider,
    connected: connection.connected,
    email: connection.email,
    lastSync: last?.toISOString() ?? null,
    nextSync:
      connection.connected && !problem
        ? new Date(Math.max((last?.getTime() ?? Date.now()) + intervalSeconds * 1000, notBefore?.getTime() ?? 0)).toISOString()
        : null,
    intervalSeconds,
    running: running.map(toRun),
    recent: recent.map(toRun),
    queued,
    problem:
      problem && problem in CONNECTION_PROBLEMS
        ? { kind: problem, message: CONNECTION_PROBLEMS[problem], detail: connection.problemDetail }
        : null,
    notBefore: notBefore?.toISOString() ?? null,
  };
}
