import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFoldering } from './foldering.js';
import { evalRequests, loadSentences } from './requests.js';
import { shippedRequestModel } from '../tasks/request-detector.js';

/**
 * The eval on fixed slices of the shared dev data, with floors a little under
 * what was measured (see the package README); guards against regressions in
 * accuracy, not speed.
 */
const shared = path.resolve(import.meta.dirname, '../../../../../shared/data');
const maildir = (user: string) => path.join(shared, 'enron-dev/maildir', user);

describe('eval regression', () => {
  it('foldering: 5-fold cross-validation on two enron-dev users', async () => {
    const badeer = await runFoldering(maildir('badeer-r'), { folds: 5, seed: 1, online: false }, 0.5);
    expect(badeer).toMatchObject({ messages: 107, folders: 6 });
    expect(badeer.accuracy).toBeGreaterThanOrEqual(0.86);
    const cuilla = await runFoldering(maildir('cuilla-m'), { folds: 5, seed: 1, online: false }, 0.5);
    expect(cuilla).toMatchObject({ messages: 85, folders: 5 });
    expect(cuilla.accuracy).toBeGreaterThanOrEqual(0.92);
    expect(cuilla.macroF1).toBeGreaterThanOrEqual(0.85);
  }, 60_000);

  it('requests: train on two thirds of the Parakweet file, test on the rest', () => {
    const all = loadSentences(path.join(shared, 'email-intent-parakweet/train-Ask0729-fixed.tsv'));
    const train = all.filter((_, i) => i % 3 !== 0);
    const test = all.filter((_, i) => i % 3 === 0);
    const trained = evalRequests(train, test, shippedRequestModel);
    expect(trained.f1).toBeGreaterThanOrEqual(0.77);
    expect(trained.accuracy).toBeGreaterThanOrEqual(0.78);
  }, 60_000);
});
