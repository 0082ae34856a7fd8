import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { log, round, sleep } from '../lib/log.js';
import { machine } from '../lib/machine.js';
import { repoRoot } from '../lib/paths.js';
import { freePort } from '../lib/postgres.js';
import { median } from '../lib/stats.js';

type Start = { firstOkMs: number; listeningMs: number | null; built: boolean };

/** `npm start` in its own process group; milliseconds from spawn to the first 200 on `/`. */
async function startOnce(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listeningMs: number | null = null;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (listeningMs === null && output.includes('Triage is running')) listeningMs = performance.now() - started;
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    for (const deadline = Date.now() + 180_000; ;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`no 200 on / within 180 s:\n${output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(10);
    }
    return {
      firstOkMs: Math.round(performance.now() - started),
      listeningMs: listeningMs && Math.round(listeningMs),
      built: output.includes('Building...'),
    };
  } finally {
    // The whole group: npm, scripts/start.mjs and the server it spawned (which stops its PostgreSQL).
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    const late = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone
      }
    }, 20_000);
    await exited;
    clearTimeout(late);
    await sleep(300);
  }
}

/** Brings the build up to date first, as `npm start` itself would (so the timed start finds a built tree). */
function ensureBuilt(): void {
  spawnSync(process.execPath, ['--input-type=module', '-e', "(await import('./scripts/lib.mjs')).ensureBuilt();"], {
    cwd: repoRoot,
    stdio: ['ignore', process.stderr.fd, process.stderr.fd],
  });
}

/**
 * `npm start` on a built tree to the first 200 on `/`: with a fresh DATA_DIR
 * (initdb, migrations, demo mailbox) and again on the DATA_DIR it left. A
 * start that had to rebuild (sources changed meanwhile) is discarded and run again.
 */
export async function runStart(o: { runs: number }) {
  const dirs: string[] = [];
  const fresh: Start[] = [];
  const existing: Start[] = [];
  let discarded = 0;
  const timed = async (dir: () => Promise<string>) => {
    for (let attempt = 0; ; attempt++) {
      ensureBuilt();
      const result = await startOnce(await dir());
      if (!result.built || attempt >= 2) return result;
      discarded++;
    }
  };
  const newDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'triage-bench-start-'));
    dirs.push(dir);
    return dir;
  };
  try {
    for (let i = 0; i < o.runs; i++) {
      fresh.push(await timed(newDir));
      const used = dirs.at(-1)!;
      existing.push(await timed(async () => used));
      log(`start: fresh ${fresh.at(-1)!.firstOkMs} ms, existing ${existing.at(-1)!.firstOkMs} ms`);
    }
  } finally {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
  const summary = (runs: Start[]) => ({
    medianMs: round(median(runs.map((r) => r.firstOkMs)), 0),
    runsMs: runs.map((r) => r.firstOkMs),
    serverListeningMedianMs: round(median(runs.map((r) => r.listeningMs ?? Number.NaN)), 0),
    rebuilt: runs.some((r) => r.built),
  });
  return {
    machine: machine(),
    command: 'npm start',
    until: 'first 200 on /',
    freshDataDir: summary(fresh),
    existingDataDir: summary(existing),
    startsDiscardedForRebuilding: discarded,
  };
}
