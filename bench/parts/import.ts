import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMboxImport, writeMbox } from '../import/mbox-import-run.js';
import { log } from '../lib/log.js';
import { machine } from '../lib/machine.js';
import { freePort, type BenchCluster } from '../lib/postgres.js';
import { spawnBuilt, waitForHttp } from '../lib/server-process.js';

/** The goal for a 2 GB export (Google Takeout-sized). */
const GOALS = { rssMiB: 400, healthP99Ms: 200 };

/**
 * A large .mbox upload as a user makes it: the file (generated on the fly,
 * `bytes` long, messages of ~`bodyBytes`) is streamed to the built server
 * (`npm start` shape: workers on), which imports it in the background while
 * /api/health is probed back to back and the server's RSS is sampled.
 */
export async function runImportPart(cluster: BenchCluster, o: { bytes: number; bodyBytes: number }) {
  const url = await cluster.createDatabase('bench_import');
  const root = await mkdtemp(path.join(os.tmpdir(), 'triage-bench-import-'));
  const file = path.join(root, 'export.mbox');
  const generated = performance.now();
  const written = await writeMbox(file, { targetBytes: o.bytes, bodyBytes: o.bodyBytes, duplicateEvery: 1_000, seed: 11 });
  log(
    `import: wrote ${written.messages} messages (${(written.bytes / 1024 ** 3).toFixed(2)} GiB) in ${Math.round((performance.now() - generated) / 1000)} s`,
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnBuilt('main', {
    DATABASE_URL: url,
    PORT: String(port),
    DATA_DIR: path.join(root, 'data'),
    AUTH_MODE: 'local',
    WEB_DIST_DIR: '/nonexistent',
  });
  try {
    await waitForHttp(`${base}/api/health`, server);
    const signIn = await fetch(`${base}/auth/local/sign-in`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: '{}',
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const report = await runMboxImport({ base, cookie, pid: server.pid, file, timeoutMs: 60 * 60_000 });
    const messagesPerSec = Math.round(written.messages / Math.max(0.001, report.importSec));
    log(`import: ${report.job.imported} imported, peak RSS ${report.rss.peakMiB} MiB, health p99 ${report.health.p99Ms} ms`);
    return {
      machine: machine(),
      file: { bytes: written.bytes, messages: written.messages, distinctMessageIds: written.distinct, typicalBodyBytes: o.bodyBytes },
      job: report.job,
      uploadSec: report.uploadSec,
      importSec: report.importSec,
      messagesPerSec,
      serverPeakRssMiB: report.rss.peakMiB,
      health: report.health,
      goals: GOALS,
      meetsGoals: report.rss.peakMiB < GOALS.rssMiB && report.health.p99Ms < GOALS.healthP99Ms && report.health.failed === 0,
    };
  } finally {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  }
}
