/** Counts failed password attempts per client to slow down guessing. */
export class AttemptLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  blocked(key: string, now = Date.now()): boolean {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) return false;
    return entry.count >= this.maxFailures;
  }

  fail(key: string, now = Date.now()): void {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.failures.size > 10_000) this.failures.clear();
      this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
