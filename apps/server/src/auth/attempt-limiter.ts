export type LimiterOptions = {
  /** Failures one client may make per window. */
  perClient: number;
  /** Failures all clients together may make per window: a guesser with many addresses is slowed too. */
  global: number;
  windowMs: number;
  /** Clients remembered at most; the least recently seen is forgotten first. */
  maxClients: number;
};

/** Counts failed password attempts per client and in total, to slow down guessing. */
export class AttemptLimiter {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly clients = new Map<string, { count: number; resetAt: number }>();
  private globalCount = 0;
  private globalResetAt = 0;

  constructor(private readonly options: LimiterOptions) {}

  get size(): number {
    return this.clients.size;
  }

  blocked(key: string, now = Date.now()): boolean {
    if (this.globalResetAt > now && this.globalCount >= this.options.global) return true;
    const entry = this.clients.get(key);
    if (!entry) return false;
    this.clients.delete(key);
    if (entry.resetAt <= now) return false;
    this.clients.set(key, entry);
    return entry.count >= this.options.perClient;
  }

  fail(key: string, now = Date.now()): void {
    if (this.globalResetAt <= now) {
      this.globalCount = 0;
      this.globalResetAt = now + this.options.windowMs;
    }
    this.globalCount++;
    const entry = this.clients.get(key);
    this.clients.delete(key);
    if (!entry || entry.resetAt <= now) this.clients.set(key, { count: 1, resetAt: now + this.options.windowMs });
    else this.clients.set(key, { count: entry.count + 1, resetAt: entry.resetAt });
    while (this.clients.size > this.options.maxClients) this.clients.delete(this.clients.keys().next().value!);
  }

  succeed(key: string): void {
    this.clients.delete(key);
  }
}
