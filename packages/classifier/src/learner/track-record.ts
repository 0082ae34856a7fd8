import type { LearnerState } from './learner-state.js';

/**
 * The learner's own record with this user: each time it learns an email it
 * first checks what it would have proposed, and keeps per project how often
 * that guess was made (from CHECK_FROM up), how often it was right, and how
 * often its confidence said it would be. A user on whom the learner is
 * overconfident, or a project it keeps confusing with another (a folder and
 * its sub-folder, two projects sharing a thread), then gets a stricter bar
 * with no tuning by hand (docs/classifier-eval.md, third round). The same
 * counts are kept per sender and per pair of the two best projects, where
 * such confusions show first.
 */
export type Tally = { checked: number; hits: number; expected: number };
/** The record that bears on one guess, and how many emails the guessed project has learned. */
export type GuessRecord = { user: Tally; project: Tally; sender: Tally; pair: Tally };

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
 * Two projects the learner has never been checked on as its two best
 * guesses are a confusion it has no record of yet: until that pair's checks
 * say otherwise, it is presumed to miss 1.1 times as often as its confidence
 * says (the prior fades as the pair's checks come in). On the nine dev users
 * it took germany-c 5-fold from 14 to 13 wrong proposals (0.969 -> 0.970 at
 * 0.9) for 0.5 points of mean coverage; 1.2-1.5 cost 1-2.6 points and put
 * other users on the edge (docs/classifier-eval.md, fifth round).
 */
const PAIR_PRIOR_RATIO = 1.1;
/**
 * Until its record says otherwise, a new user's learner is presumed to miss
 * twice as often as its confidence says: the first days are the ones where
 * every project is new (online without dates, precision at 0.9 on the mean
 * user 0.962 -> 0.967 and badeer-r 0.952 -> 0.983 for 2 points of coverage;
 * 1.5 and 3 measured).
 */
const USER_PRIOR_RATIO = 2;
/**
 * A project's record makes the learner stricter until it has
 * PROJECT_VOUCH_CHECKS checks (a project's few checks are too noisy to vouch
 * for it); the user's whole record may halve
 * the odds of a miss at most, which lets a user on whom the learner is
 * rarely wrong see more proposals.
 */
const USER_MIN_FACTOR = 0.5;
/**
 * Each check first multiplies every project's tallies (and so the user's,
 * their sum) by this: the record speaks for about the last 200 checks, so a
 * run of new confusions (new projects, mail drifting between two) weighs at
 * once instead of being drowned by a long good past. 0.99 was stricter for
 * twice the coverage; decaying the sender and pair tallies as well changed
 * little (docs/classifier-eval.md, fourth round).
 */
export const RECORD_DECAY = 0.995;
/**
 * A project with at least this many checks on its (faded) record may also
 * loosen the bar, down to PROJECT_MIN_FACTOR of the odds of a miss, with
 * PROJECT_VOUCH_PRIOR pseudo-misses: the learner's confidence runs a few
 * points low on projects it has long been right about. It won back 1-4.6
 * points of coverage with the same users at 0.97 in every mode; 10-30
 * checks, priors 1-3 and floors 0.3-0.6 gave the same users
 * (docs/classifier-eval.md, fourth round). The floor is 0.3 since the fifth
 * round: with PAIR_PRIOR_RATIO it kept every user where it was at 0.9
 * and gave 2.9 points more coverage online without dates (0.2 gave 0.8
 * more, outside the floors measured before).
 */
const PROJECT_VOUCH_CHECKS = 20;
const PROJECT_VOUCH_PRIOR = 2;
const PROJECT_MIN_FACTOR = 0.3;
/** Sender and pair tallies kept at most; the least checked go first (a sender seen once says little). */
const MAX_RECORD_KEYS = 5_000;
const PRUNE_RECORD_TO = Math.floor(MAX_RECORD_KEYS * 0.9);

const round = (v: number) => Math.round(v * 1000) / 1000;

export const emptyTally = (): Tally => ({ checked: 0, hits: 0, expected: 0 });

const tally = (r: number[] | undefined): Tally => (r ? { checked: r[0]!, hits: r[1]!, expected: r[2]! } : emptyTally());

export const projectTally = (state: LearnerState, label: number): Tally => tally(state.record[label]);

/** Keys of the sender and pair tallies in `recordBy`. */
export const senderKey = (from: string | null | undefined) => (from?.trim() ? `f:${from.trim().toLowerCase()}` : null);
export const pairKey = (top: number, second: number | undefined) => (second === undefined || second < 0 ? null : `p:${top}:${second}`);

export const keyedTally = (state: LearnerState, key: string | null): Tally => tally(key ? state.recordBy[key] : undefined);

export function userTally(state: LearnerState): Tally {
  const t = emptyTally();
  for (const [checked, hits, expected] of state.record) {
    t.checked += checked!;
    t.hits += hits!;
    t.expected += expected!;
  }
  return t;
}

function count(r: number[], confidence: number, right: boolean): void {
  r[0] = r[0]! + 1;
  r[1] = r[1]! + (right ? 1 : 0);
  r[2] = round(r[2]! + confidence);
}

function pruneRecord(state: LearnerState): void {
  const keys = Object.keys(state.recordBy);
  if (keys.length <= MAX_RECORD_KEYS) return;
  keys.sort((a, b) => state.recordBy[a]![0]! - state.recordBy[b]![0]! || (a < b ? -1 : 1));
  for (const key of keys.slice(0, keys.length - PRUNE_RECORD_TO)) delete state.recordBy[key];
}

/**
 * Counts one check: the learner would have proposed `label` at `confidence`
 * (with `second` next), for mail from `from`, and was or was not right.
 */
export function recordCheck(
  state: LearnerState,
  check: { label: number; second?: number; from?: string | null; confidence: number; right: boolean },
): void {
  const { label, confidence, right } = check;
  for (const r of state.record) for (let i = 0; i < 3; i++) r[i] = round(r[i]! * RECORD_DECAY);
  count(state.record[label]!, confidence, right);
  for (const key of [senderKey(check.from), pairKey(label, check.second)]) {
    if (key) count((state.recordBy[key] ??= [0, 0, 0]), confidence, right);
  }
  pruneRecord(state);
}

/** Drops a deleted project's tallies, alone and in pairs. */
export function forgetRecord(state: LearnerState, label: number): void {
  state.record[label] = [0, 0, 0];
  for (const key of Object.keys(state.recordBy)) {
    const [kind, a, b] = key.split(':');
    if (kind === 'p' && (Number(a) === label || Number(b) === label)) delete state.recordBy[key];
  }
}

/** Observed misses over the misses the confidence predicted, both smoothed towards `ratio`. */
const missRatio = (t: Tally, prior: number, ratio = 1) =>
  (t.checked - t.hits + prior * ratio) / (Math.max(0, t.checked - t.expected) + prior);

/**
 * The confidence after the record: its odds of a miss are multiplied by the
 * user's ratio of observed to expected misses, then by the top project's,
 * the sender's and the pair's (each never below 1, with the project's prior,
 * save a project with a long record; a pair without checks counts as a
 * little worse than its confidence).
 */
export function applyTrackRecord(confidence: number, record: GuessRecord): number {
  if (confidence <= 0) return 0;
  const stricter = (t: Tally, ratio = 1) => Math.max(1, missRatio(t, PROJECT_PRIOR, ratio));
  const project =
    record.project.checked >= PROJECT_VOUCH_CHECKS
      ? Math.max(PROJECT_MIN_FACTOR, missRatio(record.project, PROJECT_VOUCH_PRIOR))
      : stricter(record.project);
  const user = missRatio(record.user, USER_PRIOR, USER_PRIOR_RATIO);
  const factor = Math.max(USER_MIN_FACTOR, user) * project * stricter(record.sender) * stricter(record.pair, PAIR_PRIOR_RATIO);
  const adjusted = 1 / (1 + (factor * (1 - confidence)) / confidence);
  return user > 1 ? capByHitRate(capByHitRate(adjusted, record.sender), record.pair) : adjusted;
}

/**
 * While the user's record says the learner is overconfident with them, the
 * sender's and the pair's own hit rates also cap the confidence, each
 * smoothed towards it with HIT_RATE_PRIOR pseudo-checks: a sender whose mail
 * keeps going to the neighbouring project is not proposed above how often it
 * was right. The odds factors above weigh misses against the confidence's own
 * forecast, which a run of 0.95 guesses at 0.93 right barely moves; the cap
 * takes the hit rate at its word. On the nine dev users it brought germany-c
 * online to 0.97 at 0.9 (docs/classifier-eval.md, sixth round); 5-14 pseudo
 * checks kept every user there, 16 or more lost germany-c online again.
 */
const HIT_RATE_PRIOR = 12;
const capByHitRate = (confidence: number, t: Tally) =>
  Math.min(confidence, (t.hits + HIT_RATE_PRIOR * confidence) / (t.checked + HIT_RATE_PRIOR));
