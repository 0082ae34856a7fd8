import { readFileSync } from 'node:fs';

/** Resident set size and its high-water mark (VmHWM) of a process, in MiB, from /proc. */
export function readRss(pid: number): { rssMiB: number; peakMiB: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMiB: kb('VmRSS') / 1024, peakMiB: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export type RssSample = { tSec: number; rssMiB: number };

/**
 * Samples a process's RSS every `intervalMs`. The peak is the kernel's own
 * high-water mark, so a spike between two samples still counts.
 */
export class RssSampler {
  readonly samples: RssSample[] = [];
  private peak = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly start = performance.now();

  constructor(
    private readonly pid: number,
    intervalMs = 500,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private sample(): void {
    const rss = readRss(this.pid);
    if (!rss) return;
    this.peak = Math.max(this.peak, rss.peakMiB, rss.rssMiB);
    this.samples.push({ tSec: (performance.now() - this.start) / 1000, rssMiB: rss.rssMiB });
  }

  /** Stops sampling; call before the process exits so the last high-water mark is read. */
  stop(): { peakMiB: number; lastMiB: number; samples: RssSample[] } {
    this.sample();
    clearInterval(this.timer);
    return { peakMiB: Math.round(this.peak), lastMiB: Math.round(this.samples.at(-1)?.rssMiB ?? 0), samples: this.samples };
  }
}
