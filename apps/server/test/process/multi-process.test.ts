import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { freePort } from '../helpers/free-port.js';
import { signIn, waitFor, writeMailbox } from './mail-fixtures.js';
import { drained, MAIL_QUEUES, openDb, queueJobs, runsOf, storedMailbox } from './shared-db.js';
import { spawnServer, stopProcess, waitForHealth, waitForOutput, type Spawned } from './spawn-server.js';

const MESSAGES = 3000;
const USER = 'local';
const DAY = 24 * 60 * 60 * 1000;
/** Jobs of each kind to have accepted before the load stops (given up after 60 s of waves). */
const TARGET_JOBS = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    // Twice, a moment apart: a finished job may just have queued the next one.
    waitFor(async () => (await drained(db)) && (await sleep(500), await drained(db)), 90_000, 'the job queues to drain');

  it('runs every sync and import job exactly once and stores the same mailbox as one process', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'triage-multi-'));
    const dataDir = path.join(root, 'data');
    // Dated 10 to 8 days ago: a 30-day import takes all of it, a 1-day import none (and is quick).
    await writeMailbox(path.join(dataDir, 'mailbox'), MESSAGES, Date.now() - 10 * DAY);
    // Its own temp folder, as in global-setup: run as root, PostgreSQL's user must be able to enter it.
    pgDir = await mkdtemp(path.join(os.tmpdir(), 'triage-multi-pg-'));
    postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), database: 'triage_multi' });
    const multi = await openDb(postgres.url);
    clients.push(multi);
    await multi.query('CREATE DATABASE triage_single');

    // What a shared deployment gives every process: one database, one mailbox folder, the same secrets.
    const shared = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      AUTH_MODE: 'local',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: '/nonexistent',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    // All three start at once on a fresh database: migrations and queue set-up must cope with each other.
    const serverA = start({ ...shared, PORT: String(portA) });
    const serverB = start({ ...shared, PORT: String(portB) });
    const worker = start(shared, 'worker');
    await Promise.all([waitForHealth(a, serverA), waitForHealth(b, serverB), waitForOutput(worker, 'working jobs')]);

    const cookie = await signIn(a);
    expect((await fetch(`${b}/auth/me`, { headers: { cookie } })).status).toBe(200);
    const accepted = { sync: new Set<string>(), import: new Set<string>() };
    const statuses: { kind: string; status: number }[] = [];
    const post = async (kind: 'sync' | 'import', base: string, body?: object) => {
      const url = kind === 'sync' ? '/api/v1/microsoft/emails/sync' : '/api/v1/import-emails';
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const { syncJobId } = (await res.json()) as { syncJobId?: string | null };
      statuses.push({ kind, status: res.status });
      if (syncJobId) accepted[kind].add(syncJobId);
    };

    // A wave every 250 ms: four syncs and an import over both API processes. The first import
    // takes the whole mailbox while the first sync stores it (both upsert the same rows); later
    // ones are quick 1-day imports, so the queues turn over and three workers contend for each job.
    const waves: Promise<unknown>[] = [];
    for (let n = 0; n < 240; n++) {
      if (accepted.sync.size >= TARGET_JOBS && accepted.import.size >= TARGET_JOBS) break;
      waves.push(Promise.all([a, a, b, b].map((to) => post('sync', to)).concat(post('import', n % 2 ? b : a, { daysBack: n ? 1 : 30 }))));
      await sleep(250);
    }
    await Promise.all(waves);
    for (const r of statuses) expect(r.kind === 'import' ? [202, 409] : [202]).toContain(r.status);

    await untilDrained(multi);
    for (const base of [a, b]) {
      const status = await (await fetch(`${base}/api/v1/sync/status`, { headers: { cookie } })).json();
      expect(status.running).toEqual([]);
      const mail = status.queued.filter((q: { name: string }) => MAIL_QUEUES.includes(q.name));
      expect(mail.map((q: { queued: number }) => q.queued)).toEqual([0, 0]);
    }

    // The stored mailbox is exactly the folder: every message once, none deleted.
    const stored = await storedMailbox(multi, USER);
    expect(stored).toHaveLength(MESSAGES);
    expect(new Set(stored.map((e) => e.internet_message_id))).toEqual(
      new Set(Array.from({ length: MESSAGES }, (_, i) => `<msg-${i}@example.com>`)),
    );
    expect(stored.filter((e) => e.status !== 'synced')).toEqual([]);

    // Every job of both queues: completed on its first attempt, and kept in exactly one place.
    const jobs = await queueJobs(multi);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(jobs.filter((j) => j.state !== 'completed' || j.retry_count !== 0)).toEqual([]);
    const jobIds = new Set(jobs.map((j) => j.id));
    expect([...accepted.sync, ...accepted.import].filter((id) => !jobIds.has(id))).toEqual([]);

    // Every job ran exactly once: one run row each (job_id unique), none without its job, none failed.
    const runs = await runsOf(multi, USER);
    expect(runs.filter((r) => r.status !== 'completed')).toEqual([]);
    expect(runs.map((r) => r.job_id).sort()).toEqual([...jobIds].sort());
    // One sync of a user at a time across all processes (the advisory lock): runs never overlap.
    const syncs = runs.filter((r) => r.kind === 'sync');
    for (let i = 1; i < syncs.length; i++) expect(syncs[i]!.started_at >= syncs[i - 1]!.finished_at!).toBe(true);
    // Every import accepted ran to the end; a refused one (409) left no row behind.
    const { rows: imports } = await multi.query('SELECT status, days_back, total FROM import_jobs WHERE user_id = $1', [USER]);
    expect(imports).toHaveLength(accepted.import.size);
    expect(imports.filter((i) => i.status !== 'completed' || i.total !== (i.days_back === 30 ? MESSAGES : 0))).toEqual([]);
    expect(Math.min(syncs.length, imports.length)).toBeGreaterThanOrEqual(3);
    console.log(`multi-process: ${statuses.length} requests, ${syncs.length} sync and ${imports.length} import jobs, each run once`);

    await Promise.all(processes.map((p) => stopProcess(p)));

    // The baseline: one process, its own database, the same folder; signing in asks for the sync.
    const portC = await freePort();
    const c = `http://127.0.0.1:${portC}`;
    const singleUrl = Object.assign(new URL(postgres.url), { pathname: '/triage_single' }).href;
    await waitForHealth(c, start({ ...shared, DATABASE_URL: singleUrl, PORT: String(portC) }));
    await signIn(c);
    const baseline = await openDb(singleUrl);
    clients.push(baseline);
    await untilDrained(baseline);
    expect(await storedMailbox(baseline, USER)).toEqual(stored);
  });
});
