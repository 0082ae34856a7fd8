import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sqlFloor } from '../lib/floor.js';
import { log, round } from '../lib/log.js';
import { machine } from '../lib/machine.js';
import { freePort, type BenchCluster } from '../lib/postgres.js';
import { RssSampler } from '../lib/rss.js';
import { analyze, seedUser } from '../lib/seed.js';
import { spawnBuilt, waitForHttp } from '../lib/server-process.js';
import { SqlCapture, statementsAfter } from '../lib/sql-capture.js';

export type ApiOptions = { durationSec: number; connections: number; emails: number; tasks: number; otherUsers: number };

const API_ENDPOINTS = [
  { name: 'recommendations', path: '/api/v1/emails/recommendations?limit=50' },
  { name: 'recommendations by priority', path: '/api/v1/emails/recommendations?limit=50&sort=priority' },
  { name: 'emails', path: '/api/v1/emails?limit=50' },
  { name: 'replies', path: '/api/v1/replies?limit=50' },
  { name: 'tasks', path: '/api/v1/tasks?limit=50' },
  { name: 'tasks search', path: '/api/v1/tasks?limit=50&status=to_do&q=drawings&sort=due' },
  { name: 'projects', path: '/api/v1/projects' },
  { name: 'archives', path: '/api/v1/archives?type=emails&limit=10' },
  { name: 'followups', path: '/api/v1/followups' },
];

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/local/sign-in`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

async function seed(url: string, o: ApiOptions): Promise<number> {
  const started = performance.now();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    // The main user is the local-mode user, so the bench signs in as a person would.
    await seedUser(db, 'local', { emails: o.emails, tasks: o.tasks, projects: 12, archivedEvery: 50 });
    for (let u = 1; u <= o.otherUsers; u++) {
      await seedUser(db, `other-${u}`, {
        emails: Math.round(o.emails / 20),
        tasks: Math.round(o.tasks / 10),
        projects: 12,
        archivedEvery: 50,
      });
    }
    await analyze(db);
  } finally {
    await db.end();
  }
  return Math.round(performance.now() - started);
}

/** GET endpoints of the API under autocannon, each beside its raw-SQL floor at the same concurrency. */
export async function runApi(cluster: BenchCluster, o: ApiOptions) {
  const url = await cluster.createDatabase('bench_api');
  log(`api: seeding ${o.emails} emails and ${o.tasks} tasks for the user, plus ${o.otherUsers} other users`);
  const seedMs = await seed(url, o);
  log(`api: seeded in ${seedMs} ms`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'triage-bench-api-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnBuilt('main', { DATABASE_URL: url, WORKERS: 'off', PORT: String(port), DATA_DIR: dataDir, AUTH_MODE: 'local' });
  const rss = new RssSampler(server.pid, 250);
  try {
    await waitForHttp(`${base}/api/health`, server);
    const cookie = await signIn(base);
    const headers = { cookie };

    // Each endpoint once before its statements are captured, as autocannon's warm-up does before it
    // is measured: the captured SQL is then what a request costs once the process has warmed (its
    // prepared statements, the session cache, the task search's index of the user's tasks). The first
    // request's time is kept (`coldMs`): for the task search it includes reading the user's tasks.
    const coldMs: Record<string, number> = {};
    for (const e of API_ENDPOINTS) {
      const started = performance.now();
      await (await fetch(`${base}${e.path}`, { headers })).arrayBuffer();
      coldMs[e.name] = Math.round(performance.now() - started);
    }
    const capture = await SqlCapture.start(cluster.adminUrl);
    const responses: Record<string, { status: number; bytes: number; items: number }> = {};
    try {
      for (const e of API_ENDPOINTS) {
        await capture.mark(e.name);
        const res = await fetch(`${base}${e.path}`, { headers });
        const text = await res.text();
        const body = JSON.parse(text) as unknown;
        responses[e.name] = {
          status: res.status,
          bytes: text.length,
          items: Array.isArray(body) ? body.length : ((body as { data?: unknown[] }).data?.length ?? 0),
        };
      }
      await capture.mark('end');
    } finally {
      await capture.stop();
    }
    const pgLog = await cluster.readLog();

    const endpoints = [];
    for (const e of API_ENDPOINTS) {
      const statements = statementsAfter(pgLog, e.name);
      log(`api: ${e.name}: ${statements.length} statements; autocannon ${o.connections} connections for ${o.durationSec} s`);
      await autocannon({ url: `${base}${e.path}`, connections: o.connections, duration: 2, headers });
      const r = await autocannon({ url: `${base}${e.path}`, connections: o.connections, duration: o.durationSec, headers });
      const floor = await sqlFloor(url, statements, o.connections, o.durationSec * 1000);
      const requestsPerSec = round(r.requests.total / r.duration, 1);
      endpoints.push({
        name: e.name,
        path: e.path,
        response: responses[e.name],
        coldMs: coldMs[e.name],
        server: {
          requestsPerSec,
          p50Ms: r.latency.p50,
          p99Ms: r.latency.p99,
          requests: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
        },
        floor,
        ratio: round(requestsPerSec / floor.requestsPerSec, 2),
        sql: statements.map((s) => s.sql.replace(/\s+/g, ' ').slice(0, 400)),
      });
      log(
        `api: ${e.name}: ${requestsPerSec} req/s (p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms) vs floor ${floor.requestsPerSec}/s; first request ${coldMs[e.name]} ms`,
      );
    }
    const memory = rss.stop();
    return {
      machine: machine(),
      data: { userEmails: o.emails, userTasks: o.tasks, otherUsers: o.otherUsers, seedMs },
      connections: o.connections,
      durationSec: o.durationSec,
      endpoints,
      serverPeakRssMiB: memory.peakMiB,
    };
  } finally {
    rss.stop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
