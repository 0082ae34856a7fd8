import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { learnerConfidence, modelConfidence } from './confidence.js';
import { forgetProject, learn } from './learn.js';
import { emptyLearner } from './learner-state.js';
import { scoreLabels } from './predict.js';
import {
  applyTrackRecord,
  emptyTally,
  RECORD_DECAY,
  keyedTally,
  pairKey,
  projectTally,
  senderKey,
  userTally,
  type Tally,
} from './track-record.js';

const both = new Set(['p1', 'p2']);
const lease = (i: number) =>
  email({ fromAddress: 'agent@lettings.co', subject: `Lease renewal ${i}`, bodyText: 'Signed lease and deposit.' });
const crane = (i: number) =>
  email({ fromAddress: 'site@builders.io', subject: `Crane slot ${i}`, bodyText: 'Crane booking and scaffold.' });
/** The crane firm's invoices: the learner reads them as crane mail, the user files them under the lease. */
const invoice = (i: number) =>
  email({ fromAddress: 'site@builders.io', subject: `Crane slot ${i} invoice`, bodyText: 'Crane booking and scaffold, invoice attached.' });

const none = emptyTally();
/** Two projects the learner has often been checked on as its best two, and right about more often than its confidence said. */
const knownPair = { checked: 50, hits: 49, expected: 47.5 };
/** The record of a guess with only the user's and the project's tallies speaking. */
const rec = (user: Tally, project: Tally = none) => ({ user, project, sender: none, pair: knownPair });

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
    expect(applyTrackRecord(0.93, rec(none))).toBeCloseTo(1 / (1 + 2 * (0.07 / 0.93)), 10);
  });

  it('a project guessed wrong more often than its confidence said gets a stricter bar; one guessed right never a looser one', () => {
    // A user record that matches the confidence exactly, so only the project's counts.
    const calibrated = { checked: 1000, hits: 950, expected: 952.5 };
    const base = applyTrackRecord(0.95, rec(calibrated));
    expect(base).toBeGreaterThan(0.94);
    expect(applyTrackRecord(0.95, rec(calibrated, { checked: 10, hits: 6, expected: 9.5 }))).toBeLessThan(0.9);
    expect(applyTrackRecord(0.95, rec(calibrated, { checked: 10, hits: 10, expected: 9.5 }))).toBeCloseTo(base, 10);
  });

  it('a user on whom the learner is rarely wrong sees more proposals, at most halving the odds of a miss', () => {
    const reliable = { checked: 400, hits: 400, expected: 360 };
    const raised = applyTrackRecord(0.88, rec(reliable));
    expect(raised).toBeGreaterThan(0.9);
    expect((1 - raised) / raised).toBeCloseTo(0.5 * (0.12 / 0.88), 6);
    expect(applyTrackRecord(0.95, rec({ checked: 200, hits: 170, expected: 190 }))).toBeLessThan(0.9);
  });

  it('learning checks the guess first: a confident guess the user corrects counts as a miss of that project', () => {
    const model = trained();
    const before = projectTally(model, model.labels.indexOf('p2'));
    const guess = scoreLabels(model, invoice(1), both);
    expect(guess.scores[0]!.label).toBe('p2');
    expect(modelConfidence(guess)).toBeGreaterThanOrEqual(0.5);
    learn(model, invoice(1), 'p1');
    const after = projectTally(model, model.labels.indexOf('p2'));
    expect(after.checked).toBeCloseTo(before.checked * RECORD_DECAY + 1, 2);
    expect(after.hits).toBeCloseTo(before.hits * RECORD_DECAY, 2);
    // Also counted for the sender and for the pair of the two best projects (p2, then p1).
    const pair = keyedTally(model, pairKey(model.labels.indexOf('p2'), model.labels.indexOf('p1')));
    expect(pair.checked - pair.hits).toBe(1);
    expect(keyedTally(model, senderKey('site@builders.io')).checked - keyedTally(model, senderKey('site@builders.io')).hits).toBe(1);
    // Taking a lesson back checks nothing.
    const checked = userTally(model).checked;
    learn(model, invoice(1), 'p1', -1);
    expect(userTally(model).checked).toBe(checked);
    expect(projectTally(model, model.labels.indexOf('p2'))).toEqual(after);
    // A deleted project takes its tallies, alone and in pairs, with it.
    forgetProject(model, 'p2');
    expect(projectTally(model, model.labels.indexOf('p2'))).toEqual(emptyTally());
    expect(keyedTally(model, pairKey(model.labels.indexOf('p2'), model.labels.indexOf('p1')))).toEqual(emptyTally());
  });

  it('a project the learner has long been right about lowers the bar, cutting the odds of a miss to 0.3 at most', () => {
    const calibrated = { checked: 1000, hits: 950, expected: 952.5 };
    const base = applyTrackRecord(0.88, rec(calibrated));
    expect(base).toBeLessThan(0.9);
    const proven = applyTrackRecord(0.88, rec(calibrated, { checked: 40, hits: 40, expected: 36 }));
    expect(proven).toBeGreaterThan(0.9);
    // 2 pseudo-misses against 4 expected: a third of the odds.
    expect((1 - proven) / proven).toBeCloseTo((2 / 6) * ((1 - base) / base), 6);
    const longProven = applyTrackRecord(0.88, rec(calibrated, { checked: 100, hits: 100, expected: 85 }));
    expect((1 - longProven) / longProven).toBeCloseTo(0.3 * ((1 - base) / base), 6);
    // Ten right guesses are not enough to vouch for it.
    expect(applyTrackRecord(0.88, rec(calibrated, { checked: 10, hits: 10, expected: 9 }))).toBeCloseTo(base, 10);
  });

  it('the record fades: a miss weighs less and less as later guesses are checked', () => {
    const model = trained();
    learn(model, invoice(1), 'p1');
    const p2 = model.labels.indexOf('p2');
    const missesOf = () => projectTally(model, p2).checked - projectTally(model, p2).hits;
    const fresh = missesOf();
    for (let i = 0; i < 150; i++) learn(model, i % 2 ? lease(100 + i) : crane(100 + i), i % 2 ? 'p1' : 'p2');
    expect(missesOf()).toBeLessThan(fresh * 0.5);
    expect(missesOf()).toBeGreaterThan(0);
  });

  it('two projects never checked as the best two are presumed a little worse than the confidence, until their checks speak', () => {
    const calibrated = { checked: 1000, hits: 950, expected: 952.5 };
    const odds = (c: number) => (1 - c) / c;
    const base = applyTrackRecord(0.95, rec(calibrated));
    const unchecked = applyTrackRecord(0.95, { ...rec(calibrated), pair: none });
    expect(odds(unchecked) / odds(base)).toBeCloseTo(1.1, 6);
    // Twenty right guesses on the pair outweigh the prior: it falls back to the confidence, never below.
    expect(applyTrackRecord(0.95, { ...rec(calibrated), pair: { checked: 20, hits: 20, expected: 19 } })).toBeCloseTo(base, 10);
  });

  it('a sender or a pair of projects the learner keeps confusing makes it stricter, never looser', () => {
    const calibrated = { checked: 1000, hits: 950, expected: 952.5 };
    const base = applyTrackRecord(0.95, rec(calibrated));
    const confused = { checked: 6, hits: 3, expected: 5.7 };
    expect(applyTrackRecord(0.95, { ...rec(calibrated), sender: confused })).toBeLessThan(0.9);
    expect(applyTrackRecord(0.95, { ...rec(calibrated), pair: confused })).toBeLessThan(0.9);
    expect(applyTrackRecord(0.95, { ...rec(calibrated), sender: { checked: 6, hits: 6, expected: 5.7 } })).toBeCloseTo(base, 10);
  });

  it('while the learner is overconfident with the user, a sender is not proposed above its own hit rate', () => {
    // Misses above what the confidence forecast, against fewer: the cap applies to the first user only.
    const overconfident = { checked: 1000, hits: 950, expected: 960 };
    const trusted = { checked: 1000, hits: 960, expected: 950 };
    const missedThrice = { checked: 20, hits: 17, expected: 19 };
    const odds = (c: number) => (1 - c) / c;
    const capped = applyTrackRecord(0.97, { ...rec(overconfident), sender: missedThrice });
    expect(capped).toBeLessThan(0.9);
    // 17 right of 20, smoothed towards the confidence the odds alone give with 12 pseudo-checks.
    const oddsOnly = 1 / (1 + odds(0.97) * ((50 + 10) / (40 + 5)) * ((3 + 1) / (1 + 1)));
    expect(capped).toBeCloseTo((17 + 12 * oddsOnly) / 32, 6);
    expect(applyTrackRecord(0.97, { ...rec(trusted), sender: missedThrice })).toBeGreaterThan(0.94);
    // A sender always right is not held back by it.
    expect(applyTrackRecord(0.97, { ...rec(overconfident), sender: { checked: 20, hits: 20, expected: 19 } })).toBeGreaterThan(0.95);
  });

  it("after the user files a project's confident guesses elsewhere, the next such guess is shown less confident", () => {
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
