import { describe, expect, it } from 'vitest';
import { LeftoverSweeps } from './leftover-sweeps.js';

describe('LeftoverSweeps', () => {
  it('is due on the first sync of a user, then once per interval, per user', () => {
    let now = 1_000_000;
    const sweeps = new LeftoverSweeps(15 * 60_000, () => now);
    expect(sweeps.due('ann')).toBe(true);
    expect(sweeps.due('ann')).toBe(false);
    expect(sweeps.due('bob')).toBe(true);
    now += 15 * 60_000 - 1;
    expect(sweeps.due('ann')).toBe(false);
    now += 1;
    expect(sweeps.due('ann')).toBe(true);
    expect(sweeps.due('ann')).toBe(false);
  });
});
