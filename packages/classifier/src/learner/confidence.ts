import type { Scored } from './predict.js';

/**
 * Turns naive Bayes scores into a calibrated probability of being right.
 * Raw naive Bayes posteriors sit at 0 or 1 (correlated words are counted as
 * independent evidence), so a logistic curve over the square root of the top
 * score's margin and over the share of the email the learner has seen before
 * was fitted on the enron-dev eval (cross-validated and online predictions;
 * `npm run eval -- foldering ...` prints the resulting calibration table).
 */
const W_MARGIN = 0.7;
const W_KNOWN = 2.05;
const BIAS = -2.22;
/**
 * Mail from other mailboxes scored 0.3-0.6 known share against 0.75-1.0 for
 * a project's own mail; below this share confidence falls quadratically, so
 * an email unlike anything learned comes out 'None' instead of a confident
 * guess (measured: cross-user mail labelled with confidence >= 0.5 fell from
 * 46% to 30%, while 96% of a user's own mail stays above 0.5).
 */
const FAMILIAR_SHARE = 0.5;
/**
 * With one known project there is no contrast to score, only familiarity:
 * mail mostly made of that project's senders and words passes the threshold
 * (share 0.7 -> 0.52), unfamiliar mail does not.
 */
const singleLabel = (knownShare: number) => Math.min(0.9, Math.max(0, 1.6 * knownShare - 0.6));

export function learnerConfidence({ scores, knownShare }: Scored): number {
  if (scores.length === 0) return 0;
  if (scores.length === 1) return singleLabel(knownShare);
  const margin = Math.max(0, scores[0]!.score - scores[1]!.score);
  const fit = 1 / (1 + Math.exp(-(W_MARGIN * Math.sqrt(margin) + W_KNOWN * knownShare + BIAS)));
  return fit * Math.min(1, (knownShare / FAMILIAR_SHARE) ** 2);
}
