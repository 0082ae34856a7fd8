import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TokenCrypto } from '../../apps/server/dist/auth/token-crypto.js';
import { JobQueue } from '../../apps/server/dist/jobs/job-queue.js';
import { startGraphTestServer } from '../../packages/mail/test-support/graph-test-server/index.js';
import { insertFloor } from '../lib/bulk-copy.js';
import { CpuMeter } from '../lib/cpu.js';
import { log, round, sleep } from '../lib/log.js';
import { machine } from '../lib/machine.js';
import type { BenchCluster } from '../lib/postgres.js';
import { RssSampler } from '../lib/rss.js';
import { spawnBuilt, TOKEN_ENCRYPTION_KEY, waitForOutput } from '../lib/server-process.js';

const USER = 'bench-sync';

/**
 * A first sync of a Microsoft 365 mailbox of `n` messages, as a deployment
 * runs it: the built worker process (`npm run worker`) takes the mail.sync job
 * from the queue, syncs from the local Graph test server page by page
 * (syncMailbox, the next page fetched while one is stored), and the job
 * classifies each stored page's new mail as it lands (StoredMailClassifier,
 * the engine in worker threads) beside the rest of the sync. Measured from
 * 'sync started' (the run's row) to the last classification stored, in a fresh
 * database, with the CPU it took by thread and process (lib/cpu.ts).
 */
export async function runSync(cluster: BenchCluster, o: { n: number }) {
  const graphStarted = performance.now();
  const graph = await startGraphTestServer({ messages: o.n, seed: 'bench' });
  log(`sync: Graph test server with ${o.n} messages up in ${Math.round(performance.now() - graphStarted)} ms`);
  const url = await cluster.createDatabase('bench_sync');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'triage-bench-sync-'));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`INSERT INTO users (id, email, name) VALUES ($1, 'bench@example.test', 'Bench')`, [USER]);
  await db.query(`INSERT INTO provider_tokens (user_id, access_token_enc, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
    USER,
    TokenCrypto.fromText(TOKEN_ENCRYPTION_KEY).encrypt('bench-access-token'),
  ]);
  const worker = spawnBuilt('worker', {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    AUTH_MODE: 'microsoft',
    MS_TENANT_ID: 'bench',
    MS_CLIENT_ID: 'bench',
    MS_CLIENT_SECRET: 'bench',
    // Never contacted: the access token above is valid for the whole run.
    MS_AUTHORITY: 'http://127.0.0.1:9/bench/v2.0',
    GRAPH_BASE_URL: graph.url,
    SYNC_INTERVAL_SECONDS: '3600',
    // The generated mailbox spans a year: the whole of it is the work measured.
    FIRST_SYNC_DAYS: '366',
  });
  const rss = new RssSampler(worker.pid, 250);
  try {
    await waitForOutput(worker, 'working jobs');
    const queue = await JobQueue.start(url, () => undefined);
    const cpu = new CpuMeter(worker.pid, cluster.dataDir);
    const cpuBefore = cpu.snapshot();
    const requestedAt = Date.now();
    await queue.requestSync(USER, 'bench');
    await queue.stop();
    // A count of the user's classifications reads all of them: asked every 25 ms it cost PostgreSQL
    // 0.7 s of CPU in a 10,000-message run, work taken from the sync it measures. Asked four times a
    // second; the end is read from the database (the last classification's transaction) below.
    const count = async () =>
      Number((await db.query('SELECT count(*) AS n FROM email_classifications WHERE user_id = $1', [USER])).rows[0].n);
    for (let last = -1, lastChange = performance.now(); ;) {
      const n = await count();
      if (n >= o.n) break;
      if (n !== last) [last, lastChange] = [n, performance.now()];
      if (performance.now() - lastChange > 120_000) throw new Error(`sync stalled at ${n} classified:\n${worker.output()}`);
      if (worker.child.exitCode !== null) throw new Error(`worker exited:\n${worker.output()}`);
      await sleep(250);
    }
    const cpuAfter = cpu.snapshot();
    log(
      `sync: worker threads' CPU ms: ${JSON.stringify([...cpuAfter.worker].map(([tid, ms]) => [tid, ms - (cpuBefore.worker.get(tid) ?? 0)]))}`,
    );
    const memory = rss.stop();
    // Database timestamps (same machine clock): the run's start and end, and the first and last
    // classify transactions' starts (created_at defaults to the transaction's now()).
    const { rows } = await db.query(
      `SELECT extract(epoch FROM r.started_at) * 1000 AS started, extract(epoch FROM r.finished_at) * 1000 AS finished,
              extract(epoch FROM (SELECT min(created_at) FROM email_classifications WHERE user_id = $1)) * 1000 AS first_classify,
              extract(epoch FROM (SELECT max(created_at) FROM email_classifications WHERE user_id = $1)) * 1000 AS last_classify,
              r.pages, (SELECT count(*) FROM emails WHERE user_id = $1)::int AS stored
         FROM sync_runs r WHERE r.user_id = $1 AND r.kind = 'sync' ORDER BY r.started_at LIMIT 1`,
      [USER],
    );
    const run = rows[0];
    const [started, finished, firstClassify, doneAt] = [
      Number(run.started),
      Number(run.finished),
      Number(run.first_classify),
      Number(run.last_classify),
    ];
    const totalMs = doneAt - started;
    const wallMs = doneAt - requestedAt;
    const storeMs = finished - started;
    const classifyMs = doneAt - firstClassify;
    log(`sync: ${o.n} stored and classified in ${Math.round(totalMs)} ms; measuring the insert floor`);
    // One floor run moved by a third between runs minutes apart (docs/performance.md): the median of
    // three, each into a user of its own, is the one the ratio uses.
    const floors = [];
    for (const n of [1, 2, 3]) floors.push(await insertFloor(url, USER, `bench-floor-${n}`));
    const floor = [...floors].sort((a, b) => a.ms - b.ms)[1]!;
    const emailsPerSec = round(o.n / (totalMs / 1000), 1);
    const floorPerSec = round(floor.emails / (floor.ms / 1000), 1);
    return {
      machine: machine(),
      messages: o.n,
      stored: run.stored,
      pages: run.pages,
      emailsPerSec,
      totalMs: Math.round(totalMs),
      // Classification starts with the first stored page and runs beside the rest of the sync: its window overlaps fetch + store.
      breakdownMs: {
        fetchAndStore: Math.round(storeMs),
        firstClassifyAfterStart: Math.round(firstClassify - started),
        classify: Math.round(classifyMs),
        classifyAfterStore: Math.round(doneAt - finished),
      },
      storeOnlyEmailsPerSec: round(o.n / (storeMs / 1000), 1),
      classifyOnlyEmailsPerSec: round(o.n / (classifyMs / 1000), 1),
      wallFromJobRequestMs: Math.round(wallMs),
      floor: {
        emailsPerSec: floorPerSec,
        ms: Math.round(floor.ms),
        runsMs: floors.map((f) => Math.round(f.ms)),
        rows: floor.emails + floor.classifications,
        batchRows: 500,
      },
      ratio: round(emailsPerSec / floorPerSec, 3),
      workerPeakRssMiB: memory.peakMiB,
      // CPU ms per email from the job's request to the last classification, by where it ran; cores busy = all of it over the wall time.
      cpuMsPerEmail: CpuMeter.perEmail(cpuBefore, cpuAfter, worker.pid, o.n),
      coresBusy: round(CpuMeter.totalMs(cpuBefore, cpuAfter, worker.pid) / wallMs, 2),
    };
  } finally {
    rss.stop();
    await worker.stop();
    await db.end();
    await graph.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
