import pg from 'pg';

/** Arbitrary constant, distinct from the migration lock: serialises job-queue set-up across processes. */
const QUEUE_SETUP_LOCK = 727_402;

/**
 * pg-boss 10's create_queue (run by our set-up and by boss.start() for its
 * schedule queue) inserts the queue row, then attaches a partition to
 * pgboss.job; two processes doing it at once (several processes starting on a
 * fresh database) deadlock, and the loser fails to start. Holding a
 * session advisory lock on a separate connection lets one process at a time
 * create the queues; the others then find them there.
 */
export async function withQueueSetupLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'triage-jobs-setup' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
