import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

type Times = { cpuMs: number; childrenMs: number; ppid: number };

function readStat(file: string): Times | null {
  try {
    const stat = readFileSync(file, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(f[1]),
      cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS,
      childrenMs: (Number(f[13]) + Number(f[14])) * TICK_MS,
    };
  } catch {
    return null;
  }
}

/** CPU ms of each live thread of a process, by thread id. */
function threadTimes(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    const t = readStat(`/proc/${pid}/task/${tid}/stat`);
    if (t) out.set(Number(tid), t.cpuMs);
  }
  return out;
}

/**
 * CPU ms of a PostgreSQL cluster: its client backends (the sessions' queries, triggers included),
 * and the rest (the postmaster, checkpointer, WAL writer, autovacuum, and children it has reaped:
 * autovacuum workers end when their table is done).
 */
function clusterTimes(postmaster: number): { backends: number; background: number } {
  const own = readStat(`/proc/${postmaster}/stat`);
  if (!own) return { backends: 0, background: 0 };
  const out = { backends: 0, background: own.cpuMs + own.childrenMs };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const t = readStat(`/proc/${entry}/stat`);
    if (t?.ppid !== postmaster) continue;
    let title: string;
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    // A client backend's title is "postgres: <user> <database> <address> <state>"; background processes name their role.
    if (/^postgres: \S+ \S+ \d/.test(title)) out.backends += t.cpuMs;
    else out.background += t.cpuMs;
  }
  return out;
}

export type CpuSnapshot = { worker: Map<number, number>; postgres: { backends: number; background: number }; bench: number };

/**
 * Where a run's CPU went, from /proc (Linux): the worker process by thread, the PostgreSQL
 * cluster (every backend), and this bench process (the Graph test server runs in it).
 */
export class CpuMeter {
  private readonly postmaster: number;

  constructor(
    private readonly workerPid: number,
    /** The bench cluster's DATA_DIR (its cluster is in postgres/ under it). */
    pgDataDir: string,
  ) {
    this.postmaster = Number(readFileSync(path.join(pgDataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  snapshot(): CpuSnapshot {
    const usage = process.cpuUsage();
    return {
      worker: threadTimes(this.workerPid),
      postgres: clusterTimes(this.postmaster),
      bench: (usage.user + usage.system) / 1000,
    };
  }

  /**
   * CPU ms between two snapshots: the worker's main thread (fetch, parse, sanitise, store, the
   * classification's reads and stores), its busiest other thread (the engine), its other threads
   * (V8's garbage-collector helpers, libuv), PostgreSQL, and the bench process.
   */
  static between(a: CpuSnapshot, b: CpuSnapshot, workerPid: number) {
    const delta = new Map<number, number>();
    for (const [tid, ms] of b.worker) delta.set(tid, ms - (a.worker.get(tid) ?? 0));
    const others = [...delta].filter(([tid]) => tid !== workerPid).map(([, ms]) => ms);
    const engine = Math.max(0, ...others);
    return {
      workerMainThread: delta.get(workerPid) ?? 0,
      engineThread: engine,
      workerOtherThreads: others.reduce((s, ms) => s + ms, 0) - engine,
      postgresBackends: b.postgres.backends - a.postgres.backends,
      postgresBackground: b.postgres.background - a.postgres.background,
      benchAndGraphServer: b.bench - a.bench,
    };
  }

  static totalMs(a: CpuSnapshot, b: CpuSnapshot, workerPid: number): number {
    return Object.values(CpuMeter.between(a, b, workerPid)).reduce((s, ms) => s + ms, 0);
  }

  /** `between`, per email, with the total. */
  static perEmail(a: CpuSnapshot, b: CpuSnapshot, workerPid: number, emails: number) {
    const parts = CpuMeter.between(a, b, workerPid);
    const per = (ms: number) => Math.round((ms / emails) * 1000) / 1000;
    return {
      ...(Object.fromEntries(Object.entries(parts).map(([k, ms]) => [k, per(ms)])) as Record<keyof typeof parts, number>),
      total: per(CpuMeter.totalMs(a, b, workerPid)),
    };
  }
}
