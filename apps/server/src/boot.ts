import type { Env } from './env.js';
import { startSnoozeWaker } from './jobs/snooze-waker.js';
import { startSyncScheduler } from './jobs/sync-scheduler.js';
import { startWorkers } from './jobs/workers.js';
import { startDatabase, type RunningDatabase } from './db/start-database.js';
import { createRuntime, type Runtime } from './runtime.js';
import { seedLocalMailbox } from './services/mail/demo-seed.js';
import { localMailboxDir } from './services/mail/mailbox-factory.js';
import { watchLocalMailbox } from './services/mail/local-watcher.js';
import { removeStaleUploads } from './services/mail/upload-import.js';

export type Booted = { database: RunningDatabase; runtime: Runtime; stopWorkers: () => Promise<void> };

/**
 * What every process needs: the database (migrated), the runtime and, when
 * this process works jobs, the workers, the sync schedule and (local mode)
 * the mailbox folder watcher.
 */
export async function boot(env: Env, log: (msg: string) => void, withWorkers: boolean): Promise<Booted> {
  const database = await startDatabase(env, log);
  try {
    if (env.AUTH_MODE === 'local' && (await seedLocalMailbox(localMailboxDir(env)))) {
      log(`Demo mailbox created in ${localMailboxDir(env)}`);
    }
    const runtime = await createRuntime(env, database, database.url, (err) => log(`job queue: ${err.message}`));
    const stops: (() => void)[] = [];
    if (withWorkers) {
      if (database.embedded) {
        const recovered = await runtime.jobs.recoverInterrupted();
        if (recovered > 0) log(`Retrying ${recovered} job(s) interrupted by the last shutdown`);
      }
      const stale = await removeStaleUploads(database.db, env.DATA_DIR);
      if (stale > 0) log(`Removed ${stale} uploaded file(s) no import needs any more`);
      await startWorkers(runtime, log);
      stops.push(startSyncScheduler(runtime, (err) => log(`sync schedule: ${String(err)}`)));
      stops.push(startSnoozeWaker(database.db, (err) => log(`snooze waker: ${String(err)}`)));
      if (env.AUTH_MODE === 'local') stops.push(await watchLocalMailbox(runtime));
    }
    return {
      database,
      runtime,
      async stopWorkers() {
        for (const stop of stops) stop();
        await runtime.jobs.stop();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
