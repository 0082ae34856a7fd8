import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIDENCE_THRESHOLD, classify } from '../classify/classify.js';
import type { FolderedEmail } from '../eval/maildir.js';
import { context, project } from '../test-support/fixtures.js';
import { loadSlice } from '../test-support/slice.js';
import { learnerConfidence, modelConfidence, rankedConfidences } from './confidence.js';
import { emailFeatures } from './features.js';
import { learn } from './learn.js';
import { emptyLearner, type LearnerState } from './learner-state.js';
import { scoreLabels } from './predict.js';
import { applyTrackRecord } from './track-record.js';

let mail: FolderedEmail[];
beforeAll(async () => {
  mail = await loadSlice();
});

const folders = () => [...new Set(mail.map((d) => d.folder))].sort();
/** Neutral names, so the mention signal stays out and the learner decides (as in the eval). */
const projects = () => folders().map((f, i) => project({ id: f, name: `Project ${i + 1}` }));

/** Every email but the held-out ones, learned in date order, as the server does. */
function trained(skip: (d: FolderedEmail, i: number) => boolean): LearnerState {
  const model = emptyLearner();
  mail.forEach((d, i) => {
    if (!skip(d, i)) learn(model, d.email, d.folder);
  });
  return model;
}

describe('learner features on real mail', () => {
  it('reads sender, domain, recipients, subject words and pairs, and a capped body', () => {
    const first = mail.find((d) => d.folder === 'gas/brazos')!.email;
    const keys = [...emailFeatures(first).keys()];
    expect(keys).toContain(`f:${first.fromAddress}`);
    expect(keys).toContain(`d:${first.fromAddress!.split('@')[1]}`);
    expect(keys.some((k) => k.startsWith('r:'))).toBe(true);
    expect(keys.some((k) => k.startsWith('s:'))).toBe(true);
    expect(keys.some((k) => k.startsWith('b:'))).toBe(true);
    if ((first.subject ?? '').split(/\s+/).length > 2) expect(keys.some((k) => k.startsWith('S:'))).toBe(true);
  });

  it("caps the body at 25 words' worth, however long the email", () => {
    for (const { email } of mail) {
      const body = [...emailFeatures(email)].filter(([k]) => k.startsWith('b:'));
      // Each body word carries log(1 + its capped weight); together they never exceed 25 words at weight 1.
      const mass = body.reduce((s, [, v]) => s + Math.expm1(v), 0);
      expect(mass).toBeLessThanOrEqual(25.0001);
    }
  });
});

describe('learner and combiner on real mail', () => {
  it('predicts held-out mail of the slice, and is more confident when right than when wrong', () => {
    const held = (_: FolderedEmail, i: number) => i % 4 === 0;
    const model = trained(held);
    const all = new Set(folders());
    const outcomes = mail.filter(held).map((d) => {
      const scored = scoreLabels(model, d.email, all);
      return { right: scored.scores[0]!.label === d.folder, confidence: learnerConfidence(scored) };
    });
    const right = outcomes.filter((o) => o.right);
    const wrong = outcomes.filter((o) => !o.right);
    expect(right.length / outcomes.length).toBeGreaterThanOrEqual(0.75);
    const mean = (xs: { confidence: number }[]) => xs.reduce((s, o) => s + o.confidence, 0) / Math.max(1, xs.length);
    if (wrong.length > 0) expect(mean(right)).toBeGreaterThan(mean(wrong));
    for (const o of outcomes) {
      expect(o.confidence).toBeGreaterThanOrEqual(0);
      expect(o.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('ranks the alternatives as probabilities: best first, summing to at most 1', () => {
    const model = trained((_, i) => i % 4 === 0);
    const scored = scoreLabels(model, mail[0]!.email, new Set(folders()));
    const ranked = rankedConfidences(scored, learnerConfidence(scored));
    expect(ranked.map((r) => r.label)).toEqual(scored.scores.map((s) => s.label));
    expect(ranked.reduce((s, r) => s + r.confidence, 0)).toBeLessThanOrEqual(1.000001);
  });

  it('classify offers the top three projects, and below the threshold proposes none of them', () => {
    const model = trained((_, i) => i % 4 === 0);
    const results = mail.filter((_, i) => i % 4 === 0).map((d) => classify(d.email, context({ projects: projects(), model })));
    for (const r of results) {
      expect(r.alternatives).toHaveLength(3);
      const confidences = r.alternatives.map((a) => a.confidence);
      expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
      if (r.projectId) expect(r.alternatives[0]).toMatchObject({ projectId: r.projectId, confidence: r.confidence });
      else expect(r.label).toBe('None');
      expect(r.projectId !== null).toBe(r.confidence >= CONFIDENCE_THRESHOLD);
      expect(r.signal).toBe(r.projectId ? 'learner' : 'none');
    }
    expect(results.some((r) => r.projectId !== null)).toBe(true);
  });

  it('a correction changes the next prediction for a similar email', () => {
    const model = trained(() => false);
    const target = mail.find((d) => d.folder === 'gas/cage')!;
    const similar = { ...target.email, id: 'reply', subject: `RE: ${target.email.subject}` };
    const all = new Set(folders());
    expect(scoreLabels(model, similar, all).scores[0]!.label).toBe('gas/cage');
    // The user moves the email, and a second one of the same thread, to another project.
    const again = mail.filter((d) => d.folder === 'gas/cage' && d.email.subject === target.email.subject);
    for (const d of again.length > 1 ? again.slice(0, 2) : [target]) {
      learn(model, d.email, 'gas/cage', -1);
      learn(model, d.email, 'gas/sithe');
    }
    expect(scoreLabels(model, similar, all).scores[0]!.label).toBe('gas/sithe');
  });

  it('a new sender from a domain whose mail went to several projects is a first sight, shown less confident', () => {
    const all = new Set(folders());
    // gas/gre's senders write from enron.com, like five other projects, and were never learned.
    const gre = mail.find((d) => d.folder === 'gas/gre')!.email;
    const model = trained((d) => d.folder === 'gas/gre');
    const scored = scoreLabels(model, gre, all);
    expect(scored.firstSight).toBe(true);
    expect(learnerConfidence(scored)).toBeLessThan(applyTrackRecord(modelConfidence(scored), scored.record));
    // A known sender on a known subject is not.
    const sithe = mail.filter((d) => d.folder === 'gas/sithe' && d.email.fromAddress === 'ruth.concannon@enron.com');
    const held = sithe.at(-1)!;
    const withoutIt = trained((d) => d === held);
    const known = scoreLabels(withoutIt, held.email, all);
    expect(known.firstSight).toBe(false);
    expect(learnerConfidence(known)).toBeCloseTo(applyTrackRecord(modelConfidence(known), known.record), 10);
    // Nor a new sender from a domain never learned: there is no spread of projects it leaves undecided.
    const ormet = (d: FolderedEmail) => d.email.fromAddress === 'mcesario@ormet.com';
    expect(scoreLabels(trained(ormet), mail.find(ormet)!.email, all).firstSight).toBe(false);
  });

  it('a new project with 3 examples starts being proposed', () => {
    const isNew = (d: FolderedEmail) => d.folder === 'gas/gre';
    const model = trained(isNew);
    const fresh = mail.filter(isNew);
    for (const d of fresh.slice(0, 3)) learn(model, d.email, d.folder);
    const next = fresh.slice(3).map((d) => classify(d.email, context({ projects: projects(), model })));
    expect(next.filter((r) => r.projectId === 'gas/gre').length).toBeGreaterThanOrEqual(1);
  });
});
