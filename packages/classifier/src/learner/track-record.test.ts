import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { learnerConfidence, modelConfidence } from './confidence.js';
import { learn } from './learn.js';
import { emptyLearner } from './learner-state.js';
import { scoreLabels } from './predict.js';
import { applyTrackRecord, emptyTally, projectTally, userTally } from './track-record.js';

const both = new Set(['p1', 'p2']);
const lease = (i: number) => email({ fromAddress: 'agent@lettings.co', subject: `Lease renewal ${i}`, bodyText: 'Signed lease and deposit.' });
const crane = (i: number) => email({ fromAddress: 'site@builders.io', subject: `Crane slot ${i}`, bodyText: 'Crane booking and scaffold.' });
/** The crane firm's invoices: the learner reads them as crane mail, the user files them under the lease. */
const invoice = (i: number) => email({ fromAddress: 'site@builders.io', subject: `Crane slot ${i} invoice`, bodyText: 'Crane booking and scaffold, invoice attached.' });

function trained() {
  const model = emptyLearner();
  for (let i = 0; i < 6; i++) {
    learn(model, lease(i), 'p1');
    learn(model, crane(i), 'p2');
  }
  return model;
}

describe('track record', () => {
  it('a new learner, without a record, is presumed to miss twice as often as its confidence says', () => {
    expect(applyTrackRecord(0.93, emptyTally(), emptyTally())).toBeCloseTo(1 / (1 + 2 * (0.07 / 0.93)), 10);
  });

  it('a project guessed wrong more often than its confidence said gets a stricter bar; one guessed right never a looser one', () => {
    // A user record that matches the confidence exactly, so only the project's counts.
    const calibrated = { checked: 1000, hits: 950, expected: 952.5 };
    const base = applyTrackRecord(0.95, calibrated, emptyTally());
    expect(base).toBeGreaterThan(0.94);
    expect(applyTrackRecord(0.95, calibrated, { checked: 10, hits: 6, expected: 9.5 })).toBeLessThan(0.9);
    expect(applyTrackRecord(0.95, calibrated, { checked: 10, hits: 10, expected: 9.5 })).toBeCloseTo(base, 10);
  });

  it('a user on whom the learner is rarely wrong sees more proposals, at most halving the odds of a miss', () => {
    const reliable = { checked: 400, hits: 400, expected: 360 };
    const raised = applyTrackRecord(0.88, reliable, emptyTally());
    expect(raised).toBeGreaterThan(0.9);
    expect((1 - raised) / raised).toBeCloseTo(0.5 * (0.12 / 0.88), 6);
    expect(applyTrackRecord(0.95, { checked: 200, hits: 170, expected: 190 }, emptyTally())).toBeLessThan(0.9);
  });

  it('learning checks the guess first: a confident guess the user corrects counts as a miss of that project', () => {
    const model = trained();
    const before = projectTally(model, model.labels.indexOf('p2'));
    const guess = scoreLabels(model, invoice(1), both);
    expect(guess.scores[0]!.label).toBe('p2');
    expect(modelConfidence(guess)).toBeGreaterThanOrEqual(0.5);
    learn(model, invoice(1), 'p1');
    const after = projectTally(model, model.labels.indexOf('p2'));
    expect(after.checked).toBe(before.checked + 1);
    expect(after.hits).toBe(before.hits);
    // Taking a lesson back checks nothing.
    const checked = userTally(model).checked;
    learn(model, invoice(1), 'p1', -1);
    expect(userTally(model).checked).toBe(checked);
    expect(projectTally(model, model.labels.indexOf('p2'))).toEqual(after);
  });

  it('after the user files a project\'s confident guesses elsewhere, the next such guess is shown less confident', () => {
    const model = trained();
    const fresh = learnerConfidence(scoreLabels(model, crane(20), both));
    for (let i = 1; i <= 3; i++) {
      learn(model, invoice(i), 'p1');
      learn(model, crane(10 + i), 'p2');
    }
    const scored = scoreLabels(model, crane(20), both);
    expect(scored.scores[0]!.label).toBe('p2');
    expect(learnerConfidence(scored)).toBeLessThan(modelConfidence(scored));
    expect(learnerConfidence(scored)).toBeLessThan(fresh);
  });
});
