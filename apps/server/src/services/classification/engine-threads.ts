import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ClassifyResult, EmailInput } from '@triage/classifier';
import type { UserClassifierData } from './classifier-inputs.js';

export type EngineItem = { email: EmailInput; conversationProjectId: string | null };
export type EngineTask = { id: number; context: UserClassifierData; now: number; items: EngineItem[] };
export type EngineReply = { id: number; results: ClassifyResult[] } | { id: number; error: string };

/**
 * One core is left to the process's own thread (the sync's fetch, sanitising and store, the import's
 * parsing, the requests) and PostgreSQL: on two cores, one engine thread beside them keeps both busy.
 * A thread per core was measured slower for a sync on two loaded cores (the engine threads took the
 * sync thread's time, storing was 2-3 times slower and the whole sync too: docs/performance.md, Sync).
 * Each thread is a heap of its own (about 45 MiB with the engine loaded), so no more than four.
 */
const ENGINE_THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
/** A batch is split across the threads only in pieces at least this large (posting costs a copy of the user's data). */
const MIN_SHARE = 16;
/** An idle thread is ended after this long: its heap is memory the API process gets back. */
const IDLE_MS = 30_000;
/** A thread's heap ceiling: a batch is bounded text (classifier-inputs.ts), the learner at most MAX_FEATURES entries. */
const LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 };

const entry = new URL(import.meta.url.endsWith('.ts') ? './engine-thread.ts' : './engine-thread.js', import.meta.url);

function startWorker(): Worker {
  if (entry.pathname.endsWith('.js')) return new Worker(entry, { resourceLimits: LIMITS });
  // The server's sources run through tsx or Vitest (the API tests): the thread loads them the same way.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, resourceLimits: LIMITS });
}

type Waiting = { resolve: (results: ClassifyResult[]) => void; reject: (err: Error) => void };

/** One engine thread, started on first use and ended when idle; a thread that dies fails what it held and is replaced on the next call. */
class EngineThread {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private idle: NodeJS.Timeout | null = null;
  private nextId = 0;

  get load(): number {
    return this.waiting.size;
  }

  run(context: UserClassifierData, now: Date, items: EngineItem[]): Promise<ClassifyResult[]> {
    const worker = this.ensure();
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, context, now: now.getTime(), items } satisfies EngineTask);
    });
  }

  /** Started if it was not, and left to end when idle. */
  warm(): void {
    if (this.worker) return;
    this.ensure();
    this.rest();
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.on('message', (reply: EngineReply) => this.settle(reply));
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', (code) => this.fail(worker, new Error(`The classification thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: EngineReply): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(`Classification failed: ${reply.error}`));
    else waiting.resolve(reply.results);
    if (this.waiting.size === 0) this.rest();
  }

  /** Idle threads never keep the process alive, and end after IDLE_MS. */
  private rest(): void {
    const worker = this.worker;
    if (!worker) return;
    worker.unref();
    this.idle = setTimeout(() => {
      if (this.worker === worker && this.waiting.size === 0) {
        this.worker = null;
        void worker.terminate();
      }
    }, IDLE_MS);
    this.idle.unref();
  }

  private fail(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.waiting.values()) waiting.reject(err);
    this.waiting.clear();
  }
}

const threads = Array.from({ length: ENGINE_THREADS }, () => new EngineThread());

/**
 * Starts the threads ahead of the work (loading the engine takes about a second), so a sync's first
 * stored page finds them ready; they end after IDLE_MS as usual if nothing comes.
 */
export function warmEngineThreads(): void {
  for (const thread of threads) thread.warm();
}

/**
 * Runs the local engine on `items` (in order) in the engine threads, split
 * across them so a large batch uses every core; the user's data is the same
 * for each email of the batch.
 */
export async function classifyInThreads(context: UserClassifierData, now: Date, items: EngineItem[]): Promise<ClassifyResult[]> {
  if (items.length === 0) return [];
  const shares = Math.max(1, Math.min(threads.length, Math.floor(items.length / MIN_SHARE)));
  const size = Math.ceil(items.length / shares);
  const byLoad = [...threads].sort((a, b) => a.load - b.load);
  const parts = await Promise.all(
    byLoad.slice(0, shares).map((thread, i) => thread.run(context, now, items.slice(i * size, (i + 1) * size))),
  );
  return parts.flat();
}
