export type RetryPolicy = { maxRetries: number; baseDelayMs: number; maxDelayMs: number; maxRetryAfterMs: number; timeoutMs: number };

/** Retry numbers; every one can be overridden through GraphMailboxOptions. */
export const RETRY_DEFAULTS: Readonly<RetryPolicy> = {
  /** Retries after the first attempt (so up to 6 attempts). */
  maxRetries: 5,
  /** Exponential backoff: attempt n waits random(0, min(maxDelayMs, baseDelayMs * 2^n)) ("full jitter"). */
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  /**
   * Longest Retry-After we wait in-process. A longer one is not shortened (Graph keeps counting
   * requests made while throttled); the request fails with retryable + retryAfterMs instead, so
   * the job queue reschedules it rather than holding a worker.
   */
  maxRetryAfterMs: 60_000,
  /** Per attempt, from sending the request to reading the last byte of the body. */
  timeoutMs: 30_000,
};

/**
 * Retry-After in milliseconds: delta-seconds (Graph sends fractions, e.g. "2.128") or an
 * HTTP-date. Null when absent or unreadable, so the caller falls back to backoff.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  // An HTTP-date always names its month; Date.parse alone would read "-5" as the year -5.
  const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** Full-jitter exponential backoff (AWS architecture blog): spreads retries of many clients apart. */
export function backoffDelay(retry: number, random: () => number, baseDelayMs: number, maxDelayMs: number): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/** Network failures where the request certainly never reached Graph, so even a POST may be resent. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

export function neverReachedServer(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return true;
  }
  return false;
}
