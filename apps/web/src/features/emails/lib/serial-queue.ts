export type QueueState = 'queued' | 'running';

/**
 * Runs jobs one at a time in the order they were added (docs/behaviour.md, States and transitions: only one classification runs at a
 * time). Adding a key that is already queued or running is ignored; listeners hear every change.
 */
export class SerialQueue {
  private readonly jobs: { key: string; run: () => Promise<unknown> }[] = [];
  private readonly states = new Map<string, QueueState>();
  private readonly listeners = new Set<() => void>();
  private busy = false;

  add(key: string, run: () => Promise<unknown>): boolean {
    if (this.states.has(key)) return false;
    this.states.set(key, 'queued');
    this.jobs.push({ key, run });
    this.emit();
    void this.drain();
    return true;
  }

  state(key: string): QueueState | undefined {
    return this.states.get(key);
  }

  /** A snapshot that changes identity whenever anything changes (for useSyncExternalStore). */
  snapshot(): ReadonlyMap<string, QueueState> {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private current: ReadonlyMap<string, QueueState> = new Map();

  private emit() {
    this.current = new Map(this.states);
    for (const listener of this.listeners) listener();
  }

  private async drain() {
    if (this.busy) return;
    this.busy = true;
    try {
      for (let job = this.jobs.shift(); job; job = this.jobs.shift()) {
        this.states.set(job.key, 'running');
        this.emit();
        try {
          await job.run();
        } catch {
          // The job reports its own failure; the queue moves on.
        }
        this.states.delete(job.key);
        this.emit();
      }
    } finally {
      this.busy = false;
    }
  }
}
