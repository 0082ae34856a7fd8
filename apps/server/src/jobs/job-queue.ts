import PgBoss from 'pg-boss';

export const QUEUES = {
  sync: 'mail.sync',
  import: 'mail.import',
} as const;

export type SyncJob = { userId: string; trigger: string };
export type ImportJob = { userId: string; importId: string };

type Handlers = {
  sync: (job: SyncJob, jobId: string) => Promise<void>;
  import: (job: ImportJob, jobId: string) => Promise<void>;
};

const RETRIES = { retryLimit: 3, retryDelay: 5, retryBackoff: true };

/**
 * The PostgreSQL-backed job queue (pg-boss). Any number of processes may send
 * and work; pg-boss hands each job to exactly one worker. Sync and import are
 * 'stately' per user (singletonKey): at most one queued and one running each.
 */
export class JobQueue {
  private constructor(private readonly boss: PgBoss) {}

  static async start(connectionString: string, onError: (err: Error) => void): Promise<JobQueue> {
    const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4, application_name: 'triage-jobs' });
    boss.on('error', onError);
    await boss.start();
    await boss.createQueue(QUEUES.sync, { name: QUEUES.sync, policy: 'stately', ...RETRIES });
    await boss.createQueue(QUEUES.import, { name: QUEUES.import, policy: 'stately', ...RETRIES });
    return new JobQueue(boss);
  }

  requestSync(userId: string, trigger: string): Promise<string | null> {
    return this.boss.send(QUEUES.sync, { userId, trigger } satisfies SyncJob, { singletonKey: userId });
  }

  requestImport(userId: string, importId: string): Promise<string | null> {
    return this.boss.send(QUEUES.import, { userId, importId } satisfies ImportJob, { singletonKey: userId });
  }

  /** Jobs waiting or running, for the Sync Dashboard. */
  async pending(): Promise<{ name: string; queued: number }[]> {
    return Promise.all(
      Object.values(QUEUES).map(async (name) => ({ name, queued: await this.boss.getQueueSize(name) })),
    );
  }

  async work(handlers: Handlers): Promise<void> {
    const run = <T>(name: string, handle: (data: T, id: string) => Promise<void>) =>
      this.boss.work<T>(name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        if (job) await handle(job.data, job.id);
      });
    await run(QUEUES.sync, handlers.sync);
    await run(QUEUES.import, handlers.import);
  }

  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
