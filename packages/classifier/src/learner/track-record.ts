import type { LearnerState } from './learner-state.js';

/**
 * The learner's own record with this user: each time it learns an email it
 * first checks what it would have proposed, and keeps per project how often
 * that guess was made (from CHECK_FROM up), how often it was right, and how
 * often its confidence said it would be. A user on whom the learner is
 * overconfident, or a project it keeps confusing with another (a folder and
 * its sub-folder, two projects sharing a thread), then gets a stricter bar
 * with no tuning by hand (docs/classifier-eval.md, third round).
 */
export type Tally = { checked: number; hits: number; expected: number };

/**
 * Guesses below this are not counted: they would not be proposed, and a
 * record of near-misses says little about the confident ones. 0.5 gave the
 * best precision on the nine dev users against 0.3, 0.7 and 0.9.
 */
export const CHECK_FROM = 0.5;
/**
 * Pseudo-misses added to both sides of the observed / expected ratio, so a
 * handful of checks cannot swing the confidence: 1 per project, 5 for the
 * user as a whole (1-2 and 2-10 measured; larger ones change little).
 */
const PROJECT_PRIOR = 1;
const USER_PRIOR = 5;
/**
 * Until its record says otherwise, a new user's learner is presumed to miss
 * twice as often as its confidence says: the first days are the ones where
 * every project is new (online without dates, precision at 0.9 on the mean
 * user 0.962 -> 0.967 and badeer-r 0.952 -> 0.983 for 2 points of coverage;
 * 1.5 and 3 measured).
 */
const USER_PRIOR_RATIO = 2;
/**
 * A project's record only ever makes the learner stricter (a project's few
 * checks are too noisy to vouch for it); the user's whole record may halve
 * the odds of a miss at most, which lets a user on whom the learner is
 * rarely wrong see more proposals.
 */
const USER_MIN_FACTOR = 0.5;

const round = (v: number) => Math.round(v * 1000) / 1000;

export const emptyTally = (): Tally => ({ checked: 0, hits: 0, expected: 0 });

export function projectTally(state: LearnerState, label: number): Tally {
  const r = state.record[label];
  return r ? { checked: r[0]!, hits: r[1]!, expected: r[2]! } : emptyTally();
}

export function userTally(state: LearnerState): Tally {
  const t = emptyTally();
  for (const [checked, hits, expected] of state.record) {
    t.checked += checked!;
    t.hits += hits!;
    t.expected += expected!;
  }
  return t;
}

/** Counts one check: the learner would have proposed `label` at `confidence`, and was or was not right. */
export function recordCheck(state: LearnerState, label: number, confidence: number, right: boolean): void {
  const r = state.record[label]!;
  r[0] = r[0]! + 1;
  r[1] = r[1]! + (right ? 1 : 0);
  r[2] = round(r[2]! + confidence);
}

/** Observed misses over the misses the confidence predicted, both smoothed towards `ratio`. */
const missRatio = (t: Tally, prior: number, ratio = 1) => (t.checked - t.hits + prior * ratio) / (Math.max(0, t.checked - t.expected) + prior);

/**
 * The confidence after the record: its odds of a miss are multiplied by the
 * user's ratio of observed to expected misses, then by the top project's
 * (never below 1).
 */
export function applyTrackRecord(confidence: number, user: Tally, project: Tally): number {
  if (confidence <= 0) return 0;
  const factor = Math.max(USER_MIN_FACTOR, missRatio(user, USER_PRIOR, USER_PRIOR_RATIO)) * Math.max(1, missRatio(project, PROJECT_PRIOR));
  return 1 / (1 + (factor * (1 - confidence)) / confidence);
}
