import { round } from './log.js';

/** The p-th percentile (0-100) by nearest rank; NaN for no samples. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: number[]) => percentile(values, 50);

/** Least-squares slope of y over x (units of y per unit of x). */
export function slope(xs: number[], ys: number[]): number {
  const n = xs.length;
  if (n < 2) return 0;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

export function summarize(ms: number[]) {
  return {
    runs: ms.length,
    medianMs: round(median(ms), 1),
    p90Ms: round(percentile(ms, 90), 1),
    minMs: round(Math.min(...ms), 1),
    maxMs: round(Math.max(...ms), 1),
  };
}
