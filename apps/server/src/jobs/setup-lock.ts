import pg from 'pg';
import { withAdvisoryLock } from '../db/advisory-lock.js';

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
    return await withAdvisoryLock(client, QUEUE_SETUP_LOCK, work);
  } finally {
    await client.end().catch(() => undefined);
  }
}
