import { createRng, type Rng } from './prng.js';
import type { FaultKind, FaultSettings } from './types.js';

export type FaultContext = { method: string; isDeltaLink: boolean };

/**
 * Decides which requests fail and how. Seeded, so a failing soak replays exactly. `queue` forces
 * the next requests' faults in order, for tests that need one specific failure.
 */
export class FaultInjector {
  private settings: FaultSettings | null = null;
  private rng: Rng = createRng(1);
  private queued: FaultKind[] = [];
  readonly injected: Record<FaultKind, number> = { '429': 0, '503': 0, '500': 0, drop: 0, '410': 0, '401': 0, stall: 0 };

  set(settings: FaultSettings): void {
    if (!(settings.rate >= 0 && settings.rate <= 1)) throw new Error('fault rate must be within 0..1');
    this.settings = settings;
    this.rng = createRng(settings.seed ?? 1);
  }

  clear(): void {
    this.settings = null;
    this.queued = [];
  }

  queue(...kinds: FaultKind[]): void {
    this.queued.push(...kinds);
  }

  get retryAfterSeconds(): number | null {
    return this.settings?.retryAfterSeconds === undefined ? 1 : this.settings.retryAfterSeconds;
  }

  private drops = 0;

  /** Drop faults alternate: cut before the response, then in the middle of its body, and so on. */
  midBody(): boolean {
    return this.drops++ % 2 === 1;
  }

  decide(context: FaultContext): FaultKind | null {
    const forced = this.queued.shift();
    if (forced) return this.count(forced);
    const settings = this.settings;
    if (!settings || settings.rate === 0) return null;
    // 410 only makes sense on a delta link: Graph answers it when a delta token's state is gone.
    const kinds = settings.kinds.filter((k) => k !== '410' || context.isDeltaLink);
    if (kinds.length === 0 || !this.rng.chance(settings.rate)) return null;
    return this.count(this.rng.pick(kinds));
  }

  private count(kind: FaultKind): FaultKind {
    this.injected[kind]++;
    return kind;
  }
}
