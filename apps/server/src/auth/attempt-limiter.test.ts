import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
  it('blocks after the allowed failures until the window passes', () => {
    const limiter = new AttemptLimiter(3, 1000);
    for (let i = 0; i < 3; i++) limiter.fail('ip', 0);
    expect(limiter.blocked('ip', 10)).toBe(true);
    expect(limiter.blocked('other', 10)).toBe(false);
    expect(limiter.blocked('ip', 1001)).toBe(false);
  });

  it('forgets failures after a success', () => {
    const limiter = new AttemptLimiter(2, 1000);
    limiter.fail('ip', 0);
    limiter.succeed('ip');
    limiter.fail('ip', 1);
    expect(limiter.blocked('ip', 2)).toBe(false);
  });
});
