import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

const limiter = (over: Partial<ConstructorParameters<typeof AttemptLimiter>[0]> = {}) =>
  new AttemptLimiter({ perClient: 3, global: 1_000, windowMs: 1000, maxClients: 100, ...over });

describe('AttemptLimiter', () => {
  it('blocks a client after the allowed failures until the window passes', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) l.fail('ip', 0);
    expect(l.blocked('ip', 10)).toBe(true);
    expect(l.blocked('other', 10)).toBe(false);
    expect(l.blocked('ip', 1001)).toBe(false);
  });

  it('forgets failures after a success', () => {
    const l = limiter({ perClient: 2 });
    l.fail('ip', 0);
    l.succeed('ip');
    l.fail('ip', 1);
    expect(l.blocked('ip', 2)).toBe(false);
  });

  it('keeps a blocked client blocked however many other addresses guess (bounded, least recently used evicted)', () => {
    const l = limiter({ maxClients: 100 });
    for (let i = 0; i < 3; i++) l.fail('attacker', 0);
    for (let i = 0; i < 20_000; i++) {
      l.fail(`spray-${i}`, 1);
      // The blocked client keeps trying: it stays the most recently used.
      if (i % 50 === 0) l.blocked('attacker', 1);
    }
    expect(l.blocked('attacker', 2)).toBe(true);
    expect(l.size).toBeLessThanOrEqual(100);
  });

  it('blocks everyone once failures from all clients together pass the global ceiling in a window', () => {
    const l = limiter({ global: 50 });
    for (let i = 0; i < 50; i++) l.fail(`addr-${i}`, 0);
    expect(l.blocked('fresh-client', 10)).toBe(true);
    expect(l.blocked('fresh-client', 1001)).toBe(false);
  });
});
