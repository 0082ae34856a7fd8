import { percentile, slope } from '../lib/stats.js';
import { RssSampler } from '../lib/rss.js';
import { foreignInRecommendation, foreignInTask } from './load-checks.js';
import type { LoadUser } from './load-seed.js';

type Json = Record<string, unknown>;
export type LoadOptions = {
  base: string;
  users: LoadUser[];
  /** Task ids seeded per user (tasks a user may legitimately see besides those it created). */
  seededTasks: Map<string, Set<string>>;
  clients: number;
  durationMs: number;
  /** The server's pid, for RSS sampling (omit to skip). */
  serverPid?: number;
  /** Reads the server's memory after a forced full GC (omit to skip). */
  memoryAfterGc?: () => Promise<{ rssMiB: number; heapUsedMiB: number }>;
  seed?: number;
};

const ACTIONS = [
  ['list', 30],
  ['expand', 25],
  ['approve', 12],
  ['createTask', 10],
  ['archive', 6],
  ['tasks', 7],
  ['projects', 5],
  ['otherUsersEmail', 5],
] as const;
type Action = (typeof ACTIONS)[number][0];
const TOTAL_WEIGHT = ACTIONS.reduce((a, [, w]) => a + w, 0);

/** A small deterministic generator, so runs are comparable. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/**
 * `clients` concurrent clients, each signed in as one of the users (clients
 * spread over users), doing what a person does on the review screen (list,
 * expand, approve the project, create a task, archive) and on the task and
 * project lists, for `durationMs`. Every response is checked: the expected
 * status, and every id in it belongs to the client's user; a request for
 * another user's email must be a 404.
 */
export async function runLoad(o: LoadOptions) {
  const random = rng(o.seed ?? 42);
  const errors: string[] = [];
  const crossUser: string[] = [];
  let status5xx = 0;
  const latencies = new Map<Action, number[]>();
  const rss = o.serverPid ? new RssSampler(o.serverPid, 1000) : null;
  /** Per user and email, every project any of the user's clients asked to approve it for (clients race, last one wins). */
  const approvals = new Map<string, Map<string, Set<string>>>();
  const deadline = performance.now() + o.durationMs;
  const started = performance.now();

  const client = async (index: number) => {
    const user = o.users[index % o.users.length]!;
    const other = o.users[(index + 1) % o.users.length]!;
    const created = new Set<string>();
    let listed: string[] = user.emailIds.slice(0, 20);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const call = async (action: Action, method: string, path: string, body?: unknown) => {
      const t = performance.now();
      const res = await fetch(`${o.base}${path}`, {
        method,
        headers: { cookie: user.cookie, origin: o.base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      (latencies.get(action) ?? latencies.set(action, []).get(action)!).push(performance.now() - t);
      if (res.status >= 500) status5xx++;
      return { status: res.status, json: () => JSON.parse(text) as Json, text };
    };
    const expect = (action: Action, got: { status: number; text: string }, status: number) => {
      if (got.status === status) return true;
      errors.push(`${action}: ${got.status} (expected ${status}) ${got.text.slice(0, 200)}`);
      return false;
    };
    const checkIds = (bad: string[], action: Action) => {
      for (const b of bad) crossUser.push(`${action} as ${user.id}: ${b}`);
    };

    while (performance.now() < deadline) {
      let roll = random() * TOTAL_WEIGHT;
      const action = ACTIONS.find(([, w]) => (roll -= w) < 0)![0];
      try {
        switch (action) {
          case 'list': {
            const r = await call(action, 'GET', `/api/v1/emails/recommendations?limit=20&offset=${Math.floor(random() * 5) * 20}`);
            if (!expect(action, r, 200)) break;
            const page = r.json().data as Json[];
            for (const e of page) checkIds(foreignInRecommendation(user, e), action);
            if (page.length > 0) listed = page.map((e) => e.id as string);
            break;
          }
          case 'expand': {
            const id = pick(listed);
            const r = await call(action, 'GET', `/api/v1/emails/${id}/recommendations`);
            if (!expect(action, r, 200)) break;
            const e = r.json();
            if (e.id !== id) errors.push(`expand: asked ${id}, got ${String(e.id)}`);
            checkIds(foreignInRecommendation(user, e), action);
            break;
          }
          case 'approve': {
            const emailId = pick(listed);
            const projectId = pick([...user.projects]);
            const asked = approvals.get(user.id) ?? approvals.set(user.id, new Map()).get(user.id)!;
            (asked.get(emailId) ?? asked.set(emailId, new Set()).get(emailId)!).add(projectId);
            const r = await call(action, 'POST', '/api/v1/emails/recommendations/process', {
              emailId,
              action: 'approve_project',
              data: { projectId },
            });
            if (!expect(action, r, 200)) break;
            const updated = r.json().updatedEmail as Json;
            const ai = updated.aiClassification as Json | null;
            if (updated.id !== emailId) errors.push(`approve: asked ${emailId}, got ${String(updated.id)}`);
            // Another client of the same user may approve the same email at the same moment: the
            // answer then shows its choice, but never a project nobody asked for.
            else if (ai?.approved !== true || !asked.get(emailId)!.has(ai.projectId as string)) {
              errors.push(`approve: ${emailId} not approved for ${projectId}: ${JSON.stringify(ai)}`);
            }
            checkIds(foreignInRecommendation(user, updated), action);
            break;
          }
          case 'createTask': {
            const task = { title: `Load task ${Math.floor(random() * 1e6)}`, project_id: pick([...user.projects]), priority: 'P2' };
            const r = await call(action, 'POST', '/api/v1/tasks', task);
            if (!expect(action, r, 201)) break;
            const t = r.json();
            if (t.title !== task.title || t.project_id !== task.project_id || t.priority !== 'P2')
              errors.push(`createTask: stored ${r.text.slice(0, 200)}`);
            created.add(t.id as string);
            checkIds(
              foreignInTask(user, t, created, () => false),
              action,
            );
            break;
          }
          case 'archive': {
            const id = listed.pop() ?? pick(user.emailIds);
            const r = await call(action, 'POST', `/api/v1/archives/emails/${id}/archive`);
            if (!expect(action, r, 200)) break;
            const a = r.json();
            if (a.id !== id || a.is_archived !== true) errors.push(`archive: ${r.text.slice(0, 200)}`);
            if (listed.length === 0) listed = user.emailIds.slice(0, 20);
            break;
          }
          case 'tasks': {
            const r = await call(action, 'GET', '/api/v1/tasks');
            if (!expect(action, r, 200)) break;
            const seeded = o.seededTasks.get(user.id) ?? new Set<string>();
            for (const t of r.json() as unknown as Json[]) {
              // Tasks other clients of the same user created are the user's too.
              checkIds(
                foreignInTask(user, t, created, (id) => seeded.has(id) || t.user_id === user.id),
                action,
              );
            }
            break;
          }
          case 'projects': {
            const r = await call(action, 'GET', '/api/v1/projects');
            if (!expect(action, r, 200)) break;
            for (const p of r.json() as unknown as Json[]) {
              if (!user.projects.has(p.id as string) || p.user_id !== user.id)
                crossUser.push(`projects as ${user.id}: project ${String(p.id)}`);
            }
            break;
          }
          case 'otherUsersEmail': {
            // Another user's id is hostile input: 404, never the email.
            const r = await call(action, 'GET', `/api/v1/emails/${pick(other.emailIds)}/recommendations`);
            if (r.status !== 404) crossUser.push(`${user.id} read ${other.id}'s email: ${r.status}`);
            break;
          }
        }
      } catch (err) {
        errors.push(`${action}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  const afterGc: { tSec: number; rssMiB: number; heapUsedMiB: number }[] = [];
  const gcProbe = (async () => {
    if (!o.memoryAfterGc) return;
    for (let next = performance.now(); performance.now() < deadline; next += 5000) {
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      afterGc.push({ tSec: (performance.now() - started) / 1000, ...(await o.memoryAfterGc()) });
    }
  })();
  await Promise.all([...Array.from({ length: o.clients }, (_, i) => client(i)), gcProbe]);
  const seconds = (performance.now() - started) / 1000;
  const memory = rss?.stop();
  const all = [...latencies.values()].flat();
  const byAction = Object.fromEntries(
    [...latencies].map(([a, xs]) => [
      a,
      { requests: xs.length, p50Ms: Math.round(percentile(xs, 50)), p99Ms: Math.round(percentile(xs, 99)) },
    ]),
  );
  return {
    clients: o.clients,
    users: o.users.length,
    durationSec: Math.round(seconds * 10) / 10,
    requests: all.length,
    requestsPerSec: Math.round((all.length / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(all, 50)),
    p99Ms: Math.round(percentile(all, 99)),
    errors: errors.length,
    status5xx,
    crossUser: crossUser.length,
    firstErrors: errors.slice(0, 10),
    firstCrossUser: crossUser.slice(0, 10),
    byAction,
    rss: memory ? rssTrend(memory.samples, memory.peakMiB) : null,
    afterGc: afterGc.length ? gcTrend(afterGc) : null,
  };
}

/**
 * The verdict on memory: RSS and heap after a forced full GC every 5 s (what
 * the process really keeps, not where V8's sawtooth happens to be), with no
 * growth trend over the last half: the fitted growth there stays under
 * max(8 MiB, 5 % of the mean).
 */
function gcTrend(samples: { tSec: number; rssMiB: number; heapUsedMiB: number }[]) {
  const half = samples.slice(Math.floor(samples.length / 2));
  const span = half.length > 1 ? (half.at(-1)!.tSec - half[0]!.tSec) / 60 : 0;
  const growth = (key: 'rssMiB' | 'heapUsedMiB') =>
    slope(
      half.map((s) => s.tSec / 60),
      half.map((s) => s[key]),
    ) * span;
  const mean = (key: 'rssMiB' | 'heapUsedMiB') => half.reduce((a, s) => a + s[key], 0) / Math.max(1, half.length);
  const allowed = (key: 'rssMiB' | 'heapUsedMiB') => Math.max(8, mean(key) * 0.05);
  const r1 = (x: number) => Math.round(x * 10) / 10;
  return {
    samples: samples.length,
    rssMiB: samples.map((s) => Math.round(s.rssMiB)),
    heapUsedMiB: samples.map((s) => Math.round(s.heapUsedMiB)),
    lastHalfRssGrowthMiB: r1(growth('rssMiB')),
    lastHalfHeapGrowthMiB: r1(growth('heapUsedMiB')),
    allowedRssGrowthMiB: r1(allowed('rssMiB')),
    stable: growth('rssMiB') <= allowed('rssMiB') && growth('heapUsedMiB') <= allowed('heapUsedMiB'),
  };
}

/** No growth trend over the last half: the fitted slope there, projected over that half, stays small. */
function rssTrend(samples: { tSec: number; rssMiB: number }[], peakMiB: number) {
  const half = samples.slice(Math.floor(samples.length / 2));
  const mean = half.reduce((a, s) => a + s.rssMiB, 0) / Math.max(1, half.length);
  const perMin = slope(
    half.map((s) => s.tSec / 60),
    half.map((s) => s.rssMiB),
  );
  const spanMin = half.length > 1 ? (half.at(-1)!.tSec - half[0]!.tSec) / 60 : 0;
  const growth = perMin * spanMin;
  const allowed = Math.max(16, mean * 0.05);
  return {
    // Every 10th sample (MiB), to see the shape of the curve.
    curveMiB: samples.filter((_, i) => i % 10 === 0).map((s) => Math.round(s.rssMiB)),
    samples: samples.length,
    startMiB: Math.round(samples[0]?.rssMiB ?? 0),
    endMiB: Math.round(samples.at(-1)?.rssMiB ?? 0),
    peakMiB,
    lastHalfMeanMiB: Math.round(mean),
    lastHalfSlopeMiBPerMin: Math.round(perMin * 10) / 10,
    lastHalfGrowthMiB: Math.round(growth * 10) / 10,
    allowedGrowthMiB: Math.round(allowed),
    stable: growth <= allowed,
  };
}
