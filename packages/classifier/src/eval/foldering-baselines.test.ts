import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { loadSlice } from '../test-support/slice.js';
import { stratifiedFolds } from '../util/random.js';
import { averagedPerceptron, baselinesCrossValidated, naiveBayes, plainWords } from './foldering-baselines.js';

const doc = (folder: string, subject: string, bodyText: string) => ({ folder, email: email({ subject, bodyText }) });

describe('foldering baselines', () => {
  it('read only the words of the subject and body, lower-cased', () => {
    const words = plainWords({
      folder: 'x',
      email: email({ subject: 'Gas Nomination', bodyText: 'gas for MAY-2001', fromAddress: 'ops@pipeline.com' }),
    });
    expect(Object.fromEntries(words)).toEqual({ gas: 2, nomination: 1, for: 1, may: 1, '2001': 1 });
  });

  it('naive Bayes and the averaged perceptron learn two separable folders', () => {
    for (const model of [naiveBayes(), averagedPerceptron()]) {
      for (let i = 0; i < 5; i++) {
        model.learn(plainWords(doc('gas', `nomination ${i}`, 'pipeline volumes')), 'gas');
        model.learn(plainWords(doc('legal', `contract ${i}`, 'signed agreement')), 'legal');
      }
      expect(model.predict(plainWords(doc('?', 'nomination', 'volumes')))).toBe('gas');
      expect(model.predict(plainWords(doc('?', 'contract', 'agreement')))).toBe('legal');
    }
  });

  it('run on the same folds as the engine and report accuracy and macro F1', async () => {
    const data = await loadSlice();
    const fold = stratifiedFolds(
      data.map((d) => d.folder),
      5,
      1,
    );
    const result = baselinesCrossValidated(data, fold, 5, 1);
    expect(result.naiveBayes.accuracy).toBeGreaterThan(0.5);
    expect(result.averagedPerceptron.accuracy).toBeGreaterThan(0.5);
    expect(result.averagedPerceptron.epochs).toBe(10);
  }, 60_000);
});
