import { describe, expect, it } from 'vitest';
import { atThreshold, coverageCurve, learningCurve, type Prediction } from './metrics.js';

const p = (truth: string, predicted: string | null, confidence: number): Prediction => ({ truth, predicted, confidence });
const sample = [p('a', 'a', 0.95), p('a', 'b', 0.92), p('b', 'b', 0.6), p('b', 'b', 0.3), p('a', null, 0)];

describe('foldering metrics', () => {
  it('atThreshold: the share proposed and how often those are right', () => {
    expect(atThreshold(sample, 0.9)).toEqual({ threshold: 0.9, coverage: 0.4, precision: 0.5 });
    expect(atThreshold(sample, 0.5)).toEqual({ threshold: 0.5, coverage: 0.6, precision: 0.6667 });
    expect(atThreshold(sample, 0.99)).toEqual({ threshold: 0.99, coverage: 0, precision: null });
  });

  it('coverageCurve: coverage never grows with the threshold', () => {
    const curve = coverageCurve(sample);
    for (let i = 1; i < curve.length; i++) expect(curve[i]!.coverage).toBeLessThanOrEqual(curve[i - 1]!.coverage);
    expect(curve[0]).toEqual({ threshold: 0, coverage: 0.8, precision: 0.75 });
  });

  it('learningCurve: accuracy over the first N predictions, for the N the run reached', () => {
    const run = [...Array(30).fill(p('a', 'b', 0.5)), ...Array(70).fill(p('a', 'a', 0.9))];
    expect(learningCurve(run, [25, 50, 100, 200])).toEqual({ 25: 0, 50: 0.4, 100: 0.7 });
  });
});
