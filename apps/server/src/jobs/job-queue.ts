import PgBoss from 'pg-boss';
import { withQueueSetupLock } from './setup-lock.js';

const QUEUES = {
  sync: 'mail.sync',
  import: 'mail.import',
  upload: 'mail.upload',
  classify: 'email.classify',
} as const;

export type SyncJob = { userId: string; trigger: string };
export type ImportJob = { userId: string; importId: string };
type UploadJob = { userId: string; importId: string };
type ClassifyJob = { userId: string };

type Handlers = {
  sync: (job: SyncJob, jobId: string) => Promise<void>;
  import: (job: ImportJob, jobId: string) => Promise<void>;
  upload: (job: UploadJob, jobId: string) => Promise<void>;
  classify: (job: ClassifyJob, jobId: string) => Promise<void>;
};

const RETRIES = { retryLimit: 3, retryDelay: 5, retryBackoff: true };
/** A job whose worker died is handed out again after this long (pg-boss has no heartbeat). */
const EXPIRY = { expireInSeconds: 600 };
/**
 * Mailbox jobs run longer than EXPIRY honestly: a sync's first round is bounded by FIRST_SYNC_DAYS
 * (Graph caps a filtered delta at 5,000 messages: about 100 pages), an import of a year of a busy
 * inbox can be 50,000 messages (1,000 pages at a second or two each, plus Retry-After waits of up
 * to a minute). Expiring them early would hand the same mailbox to a second worker mid-run.
 */
const SYNC_QUEUE = { name: QUEUES.sync, policy: 'stately' as const, ...RETRIES, expireInSeconds: 3600 };
const IMPORT_QUEUE = { name: QUEUES.import, policy: 'stately' as const, ...RETRIES, expireInSeconds: 4 * 3600 };

/**
 * The PostgreSQL-backed job queue (pg-boss). Any number of processes may send
 * and work; pg-boss hands each job to exactly one worker. Sync and import are
 * 'stately' per user (singletonKey): at most one queued and one running each.
 */
export class JobQueue {
  /** This process's worker of the classify queue, woken when this process asks for a run. */
  private classifyWorker: string | null = null;

  private constructor(private readonly boss: PgBoss) {}

  static async start(connectionString: string, onError: (err: Error) => void): Promise<JobQueue> {
    const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4, application_name: 'triage-jobs' });
    boss.on('error', onError);
    await withQueueSetupLock(connectionString, async () => {
      // start() creates pg-boss's own schedule queue: inside the lock too.
      await boss.start();
      await boss.createQueue(QUEUES.sync, SYNC_QUEUE);
      await boss.createQueue(QUEUES.import, IMPORT_QUEUE);
      // createQueue leaves an existing queue as it was: a database from an older version gets today's expiry.
      await boss.updateQueue(QUEUES.sync, SYNC_QUEUE);
      await boss.updateQueue(QUEUES.import, IMPORT_QUEUE);
      // A 2 GB file takes longer than EXPIRY: a run that outlives it hands over to the next at its last batch.
      await boss.createQueue(QUEUES.upload, { name: QUEUES.upload, policy: 'stately', ...RETRIES, expireInSeconds: 6 * 3600 });
      await boss.createQueue(QUEUES.classify, { name: QUEUES.classify, policy: 'stately', ...RETRIES, ...EXPIRY });
    });
    return new JobQueue(boss);
  }

  /** `startAfter`: not before this time (Graph throttled the mailbox). */
  requestSync(userId: string, trigger: string, startAfter?: Date): Promise<string | null> {
    return this.boss.send(QUEUES.sync, { userId, trigger } satisfies SyncJob, {
      singletonKey: userId,
      ...(startAfter ? { startAfter } : {}),
    });
  }

  requestImport(userId: string, importId: string, startAfter?: Date): Promise<string | null> {
    return this.boss.send(QUEUES.import, { userId, importId } satisfies ImportJob, {
      singletonKey: userId,
      ...(startAfter ? { startAfter } : {}),
    });
  }

  /** Imports an uploaded .mbox file kept under DATA_DIR/uploads; one at a time per user. */
  requestUpload(userId: string, importId: string): Promise<string | null> {
    return this.boss.send(QUEUES.upload, { userId, importId } satisfies UploadJob, { singletonKey: userId });
  }

  /** Classifies whatever of the user's mail is not classified yet; one queued run per user suffices. */
  async requestClassify(userId: string): Promise<string | null> {
    const id = await this.boss.send(QUEUES.classify, { userId } satisfies ClassifyJob, { singletonKey: userId });
    // A sync's first page is classified at once, not at the next poll (up to a second later), and a
    // run queued behind a running one starts as soon as that one ends.
    if (this.classifyWorker) this.boss.notifyWorker(this.classifyWorker);
    return id;
  }

  /**
   * Only for a process that is the sole worker (the embedded default): jobs
   * still marked active were cut off when the previous process died, so they
   * are failed now (and so retried) instead of blocking their user until they
   * expire.
   */
  async recoverInterrupted(): Promise<number> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`SELECT name, id FROM pgboss.job WHERE state = 'active' AND name = ANY($1)`, [Object.values(QUEUES)]);
    for (const row of rows as { name: string; id: string }[])
      await this.boss.fail(row.name, row.id, { reason: 'interrupted by a restart' });
    return rows.length;
  }

  /** Jobs waiting or running, for the Sync Dashboard. */
  async pending(): Promise<{ name: string; queued: number }[]> {
    return Promise.all(Object.values(QUEUES).map(async (name) => ({ name, queued: await this.boss.getQueueSize(name) })));
  }

  async work(handlers: Handlers): Promise<void> {
    const run = <T>(name: string, handle: (data: T, id: string) => Promise<void>) =>
      this.boss.work<T>(name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        if (job) await handle(job.data, job.id);
      });
    await run(QUEUES.sync, handlers.sync);
    await run(QUEUES.import, handlers.import);
    await run(QUEUES.upload, handlers.upload);
    this.classifyWorker = await run(QUEUES.classify, handlers.classify);
  }

  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
