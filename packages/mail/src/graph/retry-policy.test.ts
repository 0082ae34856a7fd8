import { describe, expect, it } from 'vitest';
import { backoffDelay, neverReachedServer, parseRetryAfter } from './retry-policy.js';

describe('parseRetryAfter', () => {
  const now = Date.parse('2024-05-01T10:00:00Z');

  it('reads delta-seconds, including the fractions Graph sends', () => {
    expect(parseRetryAfter('2.128', now)).toBe(2128);
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date relative to now, never negative', () => {
    expect(parseRetryAfter('Wed, 01 May 2024 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 01 May 2024 09:00:00 GMT', now)).toBe(0);
  });

  it('gives null for a missing or unreadable value', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});

describe('backoffDelay (full jitter)', () => {
  it('grows the ceiling exponentially up to the cap', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, () => 0.999999, 500, 30_000));
    expect(ceilings).toEqual([499, 999, 1999, 3999, 7999, 15999, 29999, 29999]);
  });

  it('spreads anywhere from zero to the ceiling', () => {
    expect(backoffDelay(3, () => 0, 500, 30_000)).toBe(0);
    expect(backoffDelay(3, () => 0.5, 500, 30_000)).toBe(2000);
  });
});

describe('neverReachedServer', () => {
  it('finds connection-refused deep in a fetch error cause chain', () => {
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
    expect(neverReachedServer(refused)).toBe(true);
    const reset = new TypeError('fetch failed', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) });
    expect(neverReachedServer(reset)).toBe(false);
  });
});
