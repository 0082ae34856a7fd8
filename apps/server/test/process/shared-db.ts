import pg from 'pg';

/** The queues of apps/server/src/jobs/job-queue.ts. */
export const MAIL_QUEUES = ['mail.sync', 'mail.import'];

export type QueueJob = { id: string; name: string; state: string; retry_count: number; source: string };
export type Run = {
  id: string;
  kind: string;
  job_id: string | null;
  status: string;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
};

export async function openDb(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The user's stored mailbox as comparable rows (everything but our own ids and timestamps). */
export async function storedMailbox(db: pg.Client, userId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query(
    `SELECT message_id, internet_message_id, conversation_id, subject, from_name, from_address, to_recipients,
            preview, body, body_text, body_content_type, received_time, folder, status, is_archived
       FROM emails WHERE user_id = $1 ORDER BY message_id`,
    [userId],
  );
  return rows;
}

/** Every job of our queues, wherever pg-boss keeps it now: the live table or the archive. */
export async function queueJobs(db: pg.Client): Promise<QueueJob[]> {
  const { rows } = await db.query<QueueJob>(
    `SELECT id::text, name, state::text, retry_count, 'job' AS source FROM pgboss.job WHERE name = ANY($1)
     UNION ALL
     SELECT id::text, name, state::text, retry_count, 'archive' AS source FROM pgboss.archive WHERE name = ANY($1)`,
    [MAIL_QUEUES],
  );
  return rows;
}

export async function runsOf(db: pg.Client, userId: string): Promise<Run[]> {
  const { rows } = await db.query<Run>(
    'SELECT id, kind, job_id, status, error, started_at, finished_at FROM sync_runs WHERE user_id = $1 ORDER BY started_at, id',
    [userId],
  );
  return rows;
}

/**
 * Nothing waiting, retrying or running in our queues and no run left open.
 * Read from the database itself: between a worker fetching a job and writing
 * its run row, the status endpoint alone would already look idle.
 */
export async function drained(db: pg.Client): Promise<boolean> {
  const { rows } = await db.query<{ busy: number }>(
    `SELECT (SELECT count(*) FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active'))::int
          + (SELECT count(*) FROM sync_runs WHERE status = 'running')::int AS busy`,
    [MAIL_QUEUES],
  );
  return rows[0]!.busy === 0;
}
