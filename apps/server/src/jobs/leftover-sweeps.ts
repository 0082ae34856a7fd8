/** How often a process's syncs of one user also ask for the pass over the whole mailbox. */
const SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * When a sync asks for the classify pass over the user's whole mailbox. A sync classifies its own
 * mail as it lands, so the pass is only for leftovers: mail an interrupted run stored and never
 * classified (a process killed mid-sync, a worker that failed a batch). The pass reads the whole
 * mailbox even when it finds nothing (0.44 s of PostgreSQL at 100,000 emails, about 4 s at a
 * million), and syncs run every two minutes; so a process asks for it on its first sync of a
 * user and then at most every 15 minutes. A sync whose own classification failed or was put off
 * asks for it at once, whatever this says.
 */
export class LeftoverSweeps {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly intervalMs = SWEEP_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True (and the sweep counted as done now) when this user's last one is older than the interval. */
  due(userId: string): boolean {
    const at = this.now();
    const last = this.last.get(userId);
    if (last !== undefined && at - last < this.intervalMs) return false;
    this.last.set(userId, at);
    return true;
  }
}
