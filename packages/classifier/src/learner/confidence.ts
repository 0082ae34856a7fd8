import type { Scored } from './predict.js';
import { applyTrackRecord } from './track-record.js';

/**
 * Turns the learner's scores into a calibrated probability of being right: a
 * logistic regression over the square root of the top score's margin, the
 * share of the email the learner has seen before, the number of projects
 * (more projects, more ways to be wrong) and the share of the sender's mail
 * that went to the top project. Fitted on out-of-fold and online predictions
 * of the nine dev users, with their dates and without (a mailbox without Date
 * headers loses the time profile), each user and mode weighing the same, and
 * checked leaving each user out; `npm run eval -- foldering` prints the
 * calibration table and the coverage/precision curve.
 */
const W = { bias: -1.29, margin: 0.548, known: 1.039, labels: -0.268, sender: 0.808 };
/**
 * Mail from other mailboxes scored 0.3-0.6 known share against 0.75-1.0 for
 * a project's own mail; below this share confidence falls quadratically, so
 * an email unlike anything learned is not proposed.
 */
const FAMILIAR_SHARE = 0.5;
/**
 * With one known project there is no contrast to score, only familiarity:
 * mail mostly made of that project's senders and words passes the threshold
 * only when nearly all of it is familiar.
 */
/**
 * When the people on the email (sender, domain, name, recipients) alone point
 * to another project than the whole email, two views of it disagree: the
 * confidence is scaled by this. On the nine dev users it lifted precision at
 * 0.9 on the mean user by 0.1-0.3 points for 1.3-1.6 points of coverage, and
 * without dates it brought one more user (7 of 9) to 0.97 (docs/classifier-eval.md).
 */
const PEOPLE_DISAGREE = 0.95;
const singleLabel = (knownShare: number) => Math.min(0.95, Math.max(0, 1.6 * knownShare - 0.6));

/** The confidence the scores alone give, before the learner's track record with the user. */
export function modelConfidence({ scores, knownShare, senderShare, peopleAgree }: Scored): number {
  if (scores.length === 0) return 0;
  if (scores.length === 1) return singleLabel(knownShare);
  const margin = Math.max(0, scores[0]!.score - scores[1]!.score);
  const z = W.bias + W.margin * Math.sqrt(margin) + W.known * knownShare + W.labels * Math.log(scores.length) + W.sender * senderShare;
  return (1 / (1 + Math.exp(-z))) * Math.min(1, (knownShare / FAMILIAR_SHARE) ** 2) * (peopleAgree ? 1 : PEOPLE_DISAGREE);
}

/**
 * A first sight (predict.ts: a new sender or an all-new subject, from a
 * domain whose mail went to several projects) has its odds of a miss
 * multiplied by this: on the nine dev users the misses it held were the
 * first emails of folders not created yet, proposed at 0.98 for an older
 * one, which no record can foresee. 10 keeps a first sight above 0.9 only
 * when the learner is about 0.99 sure of it (0.988); 4-6 left cuilla-m online
 * without dates under 0.97 (docs/classifier-eval.md, sixth round).
 */
const FIRST_SIGHT_FACTOR = 10;

/** The calibrated confidence adjusted by how the learner has fared with this user, project, sender and pair of projects. */
export function learnerConfidence(scored: Scored): number {
  const confidence = applyTrackRecord(modelConfidence(scored), scored.record);
  if (!scored.firstSight || confidence <= 0) return confidence;
  return 1 / (1 + (FIRST_SIGHT_FACTOR * (1 - confidence)) / confidence);
}

/**
 * The learner's ranking as probabilities: the top label gets its calibrated
 * confidence; each other label gets its softmax weight relative to the top
 * (exp of the score gap) times the top's confidence, but never more than its
 * share of what the top leaves, so the list stays in rank order and sums to
 * at most 1 (the rest is "none of these").
 */
export function rankedConfidences(scored: Scored, top: number): { label: string; confidence: number }[] {
  const { scores } = scored;
  if (scores.length === 0) return [];
  const best = scores[0]!.score;
  const weights = scores.map((s) => Math.exp(s.score - best));
  const rest = weights.slice(1).reduce((a, b) => a + b, 0);
  return scores.map((s, i) => ({
    label: s.label,
    confidence: i === 0 ? top : Math.min(top * weights[i]!, rest > 0 ? ((1 - top) * weights[i]!) / rest : 0),
  }));
}
