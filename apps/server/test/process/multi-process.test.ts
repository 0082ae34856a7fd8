import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { freePort } from '../helpers/free-port.js';
import { signIn, waitFor, writeMailbox } from './mail-fixtures.js';
import { drained, openDb, queueJobs, runsOf, storedMailbox } from './shared-db.js';
import { spawnServer, stopProcess, waitForHealth, waitForOutput, type Spawned } from './spawn-server.js';

const MESSAGES = 3000;
const USER = 'local';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const syncsDone = async (db: pg.Client) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sync_runs WHERE kind = 'sync' AND status = 'completed'`)).rows[0]!.n;

describe('two API processes and a worker on one PostgreSQL', () => {
  let root = '';
  let pgDir = '';
  let postgres: EmbeddedPostgres | null = null;
  const processes: Spawned[] = [];
  const clients: pg.Client[] = [];
  afterAll(async () => {
    // Processes first (they hold connections), then the database they share.
    await Promise.all(processes.map((p) => stopProcess(p)));
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    await postgres?.stop();
    for (const dir of [root, pgDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string>, entry: 'main' | 'worker' = 'main') => {
    const spawned = spawnServer(env, entry);
    processes.push(spawned);
    return spawned;
  };
  const untilDrained = (db: pg.Client) =>
    // Twice, a moment apart: a job finishing can queue nothing new, but one may just be handed out.
    waitFor(async () => (await drained(db)) && (await sleep(500), await drained(db)), 60_000, 'the job queues to drain');

  it('runs every sync and import job exactly once and stores the same mailbox as one process', async () => {
    const t0 = Date.now(); const lap = (m: string) => console.log(`${((Date.now() - t0) / 1000).toFixed(1)}s ${m}`);
    root = await mkdtemp(path.join(os.tmpdir(), 'triage-multi-'));
    const dataDir = path.join(root, 'data');
    await writeMailbox(path.join(dataDir, 'mailbox'), MESSAGES);
    // Its own temp folder, as in global-setup: run as root, PostgreSQL's user must be able to enter it.
    pgDir = await mkdtemp(path.join(os.tmpdir(), 'triage-multi-pg-'));
    postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), database: 'triage_multi' });
    const multiUrl = postgres.url;
    const singleUrl = Object.assign(new URL(multiUrl), { pathname: '/triage_single' }).href;
    lap('pg up');
    const multi = await openDb(multiUrl);
    clients.push(multi);
    await multi.query('CREATE DATABASE triage_single');

    // What a shared deployment gives every process: one database, one mailbox folder, the same secrets.
    const shared = {
      DATABASE_URL: multiUrl,
      DATA_DIR: dataDir,
      AUTH_MODE: 'local',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: '/nonexistent',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    // All three start at once: migrations and the queue set-up must cope with each other.
    const serverA = start({ ...shared, PORT: String(portA) });
    const serverB = start({ ...shared, PORT: String(portB) });
    const worker = start(shared, 'worker');
    await Promise.all([waitForHealth(a, serverA), waitForHealth(b, serverB), waitForOutput(worker, 'working jobs')]);

    lap('processes up');
    const cookie = await signIn(a);
    expect((await fetch(`${b}/auth/me`, { headers: { cookie } })).status).toBe(200);
    const post = (base: string, url: string, body?: object) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { syncJobId?: string | null } }));

    // A wave (four syncs and an import over both processes) every 250 ms until the first sync
    // has stored the mailbox, then for 4 s more, when every sync is a short delta and the
    // three workers take turns: many jobs, each contended for by three processes.
    const wave = (n: number) =>
      Promise.all([
        ...[a, a, b, b].map((to) => post(to, '/api/v1/microsoft/emails/sync').then((r) => ({ ...r, kind: 'sync' }))),
        post(n % 2 ? b : a, '/api/v1/import-emails', { daysBack: 30 }).then((r) => ({ ...r, kind: 'import' })),
      ]);
    const waves: ReturnType<typeof wave>[] = [];
    for (let n = 0, tail = 0; tail < 16 && n < 400; n++) {
      waves.push(wave(n));
      await sleep(250);
      if (tail > 0 || (await syncsDone(multi)) > 0) tail++;
    }
    const answers = (await Promise.all(waves)).flat();
    for (const r of answers) expect(r.kind === 'import' ? [202, 409] : [202]).toContain(r.status);
    const accepted = answers.filter((r) => r.status === 202 && r.body.syncJobId).map((r) => r.body.syncJobId!);
    expect(answers.filter((r) => r.kind === 'import' && r.status === 202).length).toBeGreaterThan(0);

    lap('requests answered');
    await untilDrained(multi);
    lap('drained');
    for (const base of [a, b]) {
      const status = await (await fetch(`${base}/api/v1/sync/status`, { headers: { cookie } })).json();
      expect(status.running).toEqual([]);
      expect(status.queued.every((q: { queued: number }) => q.queued === 0)).toBe(true);
    }

    // The stored mailbox is exactly the folder: every message once, none deleted.
    const stored = await storedMailbox(multi, USER);
    expect(stored).toHaveLength(MESSAGES);
    expect(new Set(stored.map((e) => e.internet_message_id))).toEqual(
      new Set(Array.from({ length: MESSAGES }, (_, i) => `<msg-${i}@example.com>`)),
    );
    expect(stored.filter((e) => e.status !== 'synced')).toEqual([]);

    // Every job of both queues: completed, first time, and kept in exactly one place.
    const jobs = await queueJobs(multi);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(jobs.filter((j) => j.state !== 'completed' || j.retry_count !== 0)).toEqual([]);
    const jobIds = new Set(jobs.map((j) => j.id));
    expect(accepted.filter((id) => !jobIds.has(id))).toEqual([]);

    // Every job ran exactly once: one run row each, no run without its job, no failed run.
    const runs = await runsOf(multi, USER);
    expect(runs.filter((r) => r.status !== 'completed')).toEqual([]);
    expect(runs.map((r) => r.job_id).sort()).toEqual([...jobIds].sort());
    // One sync of a user at a time across all processes (the advisory lock): runs never overlap.
    const syncs = runs.filter((r) => r.kind === 'sync');
    for (let i = 1; i < syncs.length; i++) expect(syncs[i]!.started_at >= syncs[i - 1]!.finished_at!).toBe(true);
    const { rows: imports } = await multi.query('SELECT status, total FROM import_jobs WHERE user_id = $1', [USER]);
    expect(imports.filter((i) => i.status !== 'completed' || i.total !== MESSAGES)).toEqual([]);
    console.log(`multi-process: ${syncs.length} sync and ${runs.length - syncs.length} import jobs, each run once`);

    await Promise.all(processes.map((p) => stopProcess(p)));

    // The baseline: one process, its own database, the same folder, one sync.
    const portC = await freePort();
    const c = `http://127.0.0.1:${portC}`;
    const single = start({ ...shared, DATABASE_URL: singleUrl, PORT: String(portC) });
    await waitForHealth(c, single);
    lap('single up');
    // Signing in asks for the first sync, as on the multi-process side.
    await signIn(c);
    const baseline = await openDb(singleUrl);
    clients.push(baseline);
    await untilDrained(baseline);
    lap('single drained');
    expect(await storedMailbox(baseline, USER)).toEqual(stored);
  });
});
