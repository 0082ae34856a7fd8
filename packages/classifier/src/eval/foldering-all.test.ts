import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SLICE_DIR } from '../test-support/slice.js';
import { runFolderingAll } from './foldering-all.js';

const root = mkdtempSync(path.join(tmpdir(), 'foldering-all-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('foldering --all', () => {
  it('evaluates every user folder on its own and reports the mean and the worst user', async () => {
    cpSync(SLICE_DIR, path.join(root, 'user-a'), { recursive: true });
    // A second user with only two of the folders: fewer choices, so a different figure.
    for (const f of ['gas/brazos', 'gas/cage']) cpSync(path.join(SLICE_DIR, f), path.join(root, 'user-b', f), { recursive: true });
    writeFileSync(path.join(root, 'SOURCE.md'), 'not a user');
    const result = await runFolderingAll(root, { folds: 3, seed: 1, online: false, baselines: true }, 0.9);
    expect(Object.keys(result.users)).toEqual(['user-a', 'user-b']);
    expect(result.users['user-b']).toMatchObject({ messages: 24, folders: 2 });
    const accuracies = Object.values(result.users).map((u) => u.accuracy);
    expect(result.mean.accuracy).toBeCloseTo((accuracies[0]! + accuracies[1]!) / 2, 3);
    expect(result.worst.accuracy).toBe(Math.min(...accuracies));
    expect(result.mean.coverageCurve[0]).toMatchObject({ threshold: 0, coverage: 1, precision: result.mean.accuracy });
    // One row per user beside its baselines, and the users short of a goal named.
    const a = result.users['user-a']!;
    expect(result.perUser[0]).toEqual({
      user: 'user-a',
      accuracy: a.accuracy,
      macroF1: a.macroF1,
      coverage: a.atThreshold.coverage,
      precision: a.atThreshold.precision,
      naiveBayes: a.baselines!.naiveBayes.accuracy,
      averagedPerceptron: a.baselines!.averagedPerceptron.accuracy,
      beatsBaselines:
        a.accuracy > Math.max(a.baselines!.naiveBayes.accuracy, a.baselines!.averagedPerceptron.accuracy) &&
        a.macroF1 > Math.max(a.baselines!.naiveBayes.macroF1, a.baselines!.averagedPerceptron.macroF1),
      meetsPrecision: a.atThreshold.precision >= 0.97,
    });
    expect(result.short.precision).toEqual(result.perUser.filter((r) => !r.meetsPrecision).map((r) => r.user));
    expect(result.short.baselines).toEqual(result.perUser.filter((r) => !r.beatsBaselines).map((r) => r.user));
  }, 60_000);

  it('refuses a folder without users', async () => {
    await expect(runFolderingAll(path.join(root, 'user-b', 'gas', 'cage'), { folds: 3, seed: 1, online: false }, 0.9)).rejects.toThrow(
      'holds no user folders',
    );
  });
});
