import { beforeAll, describe, expect, it } from 'vitest';
import { loadSlice } from '../test-support/slice.js';
import { evaluateFoldering, filedTwice } from './foldering.js';
import type { FolderedEmail } from './maildir.js';

let mail: FolderedEmail[];
beforeAll(async () => {
  mail = await loadSlice();
});

describe('foldering: messages filed in two folders', () => {
  it('finds the copies of a message its user filed twice, and only those', () => {
    expect(filedTwice(mail).size).toBe(0);
    const original = mail.find((d) => d.folder === 'gas/cage')!;
    const copy = { folder: 'gas/sithe', email: { ...original.email, id: 'copy-in-sithe' } };
    const twice = filedTwice([...mail, copy]);
    expect([...twice.keys()].sort()).toEqual([original.email.id, 'copy-in-sithe'].sort());
    expect([...twice.get('copy-in-sithe')!].sort()).toEqual(['gas/cage', 'gas/sithe']);
  });

  it('counts a prediction of either folder as right in the filedTwice figures, and keeps the strict ones', () => {
    const copies = mail
      .filter((d) => d.folder === 'gas/cage')
      .slice(0, 4)
      .map((d, i) => ({ folder: 'gas/sithe', email: { ...d.email, id: `copy-${i}` } }));
    const report = evaluateFoldering([...mail, ...copies], { folds: 3, seed: 1, online: false }, 0.9);
    expect(report.filedTwice.messages).toBe(8);
    // Each copy and its original carry the same words, so at most one of the two is strictly right.
    expect(report.filedTwice.accuracy).toBeGreaterThan(report.accuracy);
    expect(report.filedTwice.atThreshold.coverage).toBe(report.atThreshold.coverage);
    expect(report.filedTwice.atThreshold.precision).toBeGreaterThanOrEqual(report.atThreshold.precision);
  }, 60_000);
});
