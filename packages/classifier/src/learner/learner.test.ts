import { describe, expect, it } from 'vitest';
import { email, RECEIVED } from '../test-support/fixtures.js';
import { forgetProject, learn, MAX_FEATURES } from './learn.js';
import { emptyLearner, learnerStats, loadLearner } from './learner-state.js';
import { modelConfidence } from './confidence.js';
import { scoreLabels } from './predict.js';

const both = new Set(['p1', 'p2']);
const top = (model: ReturnType<typeof emptyLearner>, e = email()) => scoreLabels(model, e, both).scores[0]?.label;

const lease = (i: number) =>
  email({ fromAddress: 'agent@lettings.co', subject: `Lease renewal ${i}`, bodyText: 'Signed lease and deposit.' });
const crane = (i: number) =>
  email({ fromAddress: 'site@builders.io', subject: `Crane slot ${i}`, bodyText: 'Crane booking and scaffold.' });

describe('learner', () => {
  it('an approval changes the next prediction for a similar email', () => {
    const model = emptyLearner();
    learn(model, crane(1), 'p1');
    learn(model, crane(2), 'p1');
    learn(model, lease(1), 'p1');
    expect(top(model, lease(9))).toBe('p1');
    learn(model, lease(2), 'p2');
    learn(model, lease(3), 'p2');
    expect(top(model, lease(9))).toBe('p2');
    expect(top(model, crane(9))).toBe('p1');
  });

  it('mutates and returns the same state; a negative weight takes a lesson back', () => {
    const model = emptyLearner();
    expect(learn(model, lease(1), 'p1')).toBe(model);
    const before = JSON.stringify(model);
    learn(model, crane(1), 'p2');
    learn(model, crane(1), 'p2', -1);
    expect(learnerStats(model)).toEqual({ examples: 1, labels: 1 });
    expect(JSON.parse(JSON.stringify(model)).features).toEqual(JSON.parse(before).features);
  });

  it('round-trips through JSON and predicts the same afterwards', () => {
    const model = emptyLearner();
    for (let i = 0; i < 4; i++) {
      learn(model, lease(i), 'p1');
      learn(model, crane(i), 'p2');
    }
    const restored = loadLearner(JSON.parse(JSON.stringify(model)));
    expect(restored).toEqual(model);
    expect(scoreLabels(restored, lease(7), both)).toEqual(scoreLabels(model, lease(7), both));
    learn(restored, lease(8), 'p1');
    expect(learnerStats(restored)).toEqual({ examples: 9, labels: 2 });
  });

  it('is deterministic: the same lessons give the same state', () => {
    const run = () => {
      const m = emptyLearner();
      for (let i = 0; i < 3; i++) {
        learn(m, lease(i), 'p1');
        learn(m, crane(i), 'p2');
      }
      return JSON.stringify(m);
    };
    expect(run()).toBe(run());
  });

  it('loads a version-1 state (before the track record) with its learning and an empty record', () => {
    const model = emptyLearner();
    for (let i = 0; i < 3; i++) {
      learn(model, lease(i), 'p1');
      learn(model, crane(i), 'p2');
    }
    const { record: _record, recordBy: _recordBy, ...rest } = JSON.parse(JSON.stringify(model));
    const restored = loadLearner({ ...rest, version: 1 });
    expect(restored.version).toBe(2);
    expect(restored.record).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(restored.recordBy).toEqual({});
    expect(restored.features).toEqual(model.features);
    expect(top(restored, lease(9))).toBe('p1');
  });

  it('starts fresh from a stored state of another version or a corrupt one', () => {
    expect(loadLearner(null)).toEqual(emptyLearner());
    expect(loadLearner({ ...emptyLearner(), record: [[1, 1, 1]] })).toEqual(emptyLearner());
    expect(loadLearner({ ...emptyLearner(), recordBy: { 'f:a@b.c': [1, 1] } })).toEqual(emptyLearner());
    expect(loadLearner({ version: 0, labels: [] })).toEqual(emptyLearner());
    expect(loadLearner({ ...emptyLearner(), docs: [1] })).toEqual(emptyLearner());
  });

  it('caps the vocabulary, keeping the state small', () => {
    const model = emptyLearner();
    for (let i = 0; i < 700; i++) {
      const words = Array.from({ length: 60 }, (_, j) => `w${i}x${j}`).join(' ');
      learn(model, email({ fromAddress: `s${i}@d${i}.com`, subject: `topic ${i}`, bodyText: words }), `p${i % 30}`);
    }
    expect(model.featureCount).toBeLessThanOrEqual(MAX_FEATURES);
    expect(Object.keys(model.features).length).toBe(model.featureCount);
    expect(JSON.stringify(model).length).toBeLessThan(2_000_000);
  }, 30_000);

  it('forgets a deleted project', () => {
    const model = emptyLearner();
    learn(model, lease(1), 'p1');
    learn(model, crane(1), 'p2');
    forgetProject(model, 'p2');
    expect(learnerStats(model)).toEqual({ examples: 1, labels: 1 });
    expect(scoreLabels(model, crane(2), both).scores.map((s) => s.label)).toEqual(['p1']);
  });

  it('is less confident when the people on an email point to another project than its words', () => {
    const model = emptyLearner();
    for (let i = 0; i < 4; i++) {
      learn(model, lease(i), 'p1');
      learn(model, crane(i), 'p2');
    }
    const usual = scoreLabels(model, crane(9), both);
    expect(usual).toMatchObject({ peopleAgree: true, scores: [{ label: 'p2' }, { label: 'p1' }] });
    // The letting agent writes about the crane: the words say p2, the sender says p1.
    const crossed = email({
      fromAddress: 'agent@lettings.co',
      subject: 'Crane slot 9 crane booking',
      bodyText: 'Crane booking and scaffold. Crane slot and scaffold booking.',
    });
    const scored = scoreLabels(model, crossed, both);
    expect(scored.scores[0]!.label).toBe('p2');
    expect(scored.peopleAgree).toBe(false);
    expect(modelConfidence(scored)).toBeCloseTo(0.95 * modelConfidence({ ...scored, peopleAgree: true }), 6);
    // Nobody on it was seen before: nothing to disagree with.
    expect(scoreLabels(model, { ...crossed, fromAddress: 'new@elsewhere.org', fromName: null, to: [] }, both).peopleAgree).toBe(true);
  });

  it('prefers the project active around the same time', () => {
    const model = emptyLearner();
    const day = 86_400_000;
    const mail = (offsetDays: number) =>
      email({ fromAddress: 'ops@corp.com', subject: 'Weekly report', receivedAt: new Date(RECEIVED.getTime() + offsetDays * day) });
    for (let i = 0; i < 3; i++) {
      learn(model, mail(i), 'p1');
      learn(model, mail(200 + i), 'p2');
    }
    expect(top(model, mail(5))).toBe('p1');
    expect(top(model, mail(205))).toBe('p2');
  });
});
