import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runLoad } from '../load/load-driver.js';
import { seedLoadUsers } from '../load/load-seed.js';
import { Inspector } from '../lib/inspector.js';
import { log } from '../lib/log.js';
import { machine } from '../lib/machine.js';
import { freePort, type BenchCluster } from '../lib/postgres.js';
import { SESSION_SECRET, spawnBuilt, waitForHttp } from '../lib/server-process.js';

/**
 * Load and soak: the built server (workers on, as `npm start` runs it) on a
 * database with 10 users, `clients` concurrent clients for `durationSec`.
 * Passes on 0 errors, 0 5xx, no cross-user data and a flat RSS over the last half.
 */
export async function runLoadPart(cluster: BenchCluster, o: { clients: number; durationSec: number }) {
  const url = await cluster.createDatabase('bench_load');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const users = await seedLoadUsers(db, SESSION_SECRET, { users: 10, emailsPerUser: 2000, tasksPerUser: 200 });
  const seededTasks = new Map<string, Set<string>>();
  for (const u of users) {
    seededTasks.set(
      u.id,
      new Set((await db.query<{ id: string }>('SELECT id FROM tasks WHERE user_id = $1', [u.id])).rows.map((r) => r.id)),
    );
  }
  await db.end();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'triage-bench-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // --inspect (loopback only) lets the bench force a full GC before each memory reading.
  const inspectPort = await freePort();
  const withInspector = Inspector.available();
  const server = spawnBuilt(
    'main',
    { DATABASE_URL: url, PORT: String(port), DATA_DIR: dataDir, AUTH_MODE: 'local' },
    withInspector ? [`--inspect=127.0.0.1:${inspectPort}`] : [],
  );
  let inspector: Inspector | null = null;
  try {
    await waitForHttp(`${base}/api/health`, server);
    if (withInspector) inspector = await Inspector.connect(inspectPort);
    log(`load: ${o.clients} clients over ${users.length} users for ${o.durationSec} s`);
    const report = await runLoad({
      base,
      users,
      seededTasks,
      clients: o.clients,
      durationMs: o.durationSec * 1000,
      serverPid: server.pid,
      ...(inspector ? { memoryAfterGc: () => inspector!.memoryAfterGc() } : {}),
    });
    const serverErrors = (server.output().match(/"level":50/g) ?? []).length;
    // Memory is judged after forced GCs when the inspector is there, else on the raw RSS samples.
    const memoryStable = report.afterGc?.stable ?? report.rss?.stable ?? true;
    const ok = report.errors === 0 && report.status5xx === 0 && report.crossUser === 0 && memoryStable;
    return { machine: machine(), ok, memoryStable, ...report, serverErrorLogLines: serverErrors };
  } finally {
    inspector?.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
