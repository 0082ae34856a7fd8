import { describe, expect, it } from 'vitest';
import { GrowthStatistics } from './growth-statistics.js';

describe('a bulk-growing mailbox analysed as it grows', () => {
  it('analyses at 2,000 rows added, then each time the total has grown fourfold', async () => {
    const analysedAt: number[] = [];
    let added = 0;
    const statistics = new GrowthStatistics(async () => void analysedAt.push(added));
    for (const rows of [500, 1_499, 1, 200, 5_000, 2_000, 25_000, 100_000]) {
      added += rows;
      await statistics.grew(rows);
    }
    // 1,999 is short of the first; 2,000 analyses and owes the next at 8,000, reached at 9,200,
    // which owes it at 36,800: 34,200 is short of it, 134,200 past it.
    expect(analysedAt).toEqual([2_000, 9_200, 134_200]);
  });
});
