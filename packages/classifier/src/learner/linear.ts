import { stableHash } from '../util/hash.js';
import type { Features } from './features.js';
import type { LearnerState } from './learner-state.js';

/**
 * The discriminative half of the learner: per-label weights over hashed
 * features, added to the naive Bayes score. It is trained only on the
 * learner's own mistakes (a perceptron on the combined score), so it corrects
 * what naive Bayes gets wrong (folders sharing senders and words) without
 * undoing what it gets right, and stays small: most emails change nothing.
 * Measured on the nine dev users (docs/classifier-eval.md): +0.4 points of
 * accuracy over naive Bayes alone; a full passive-aggressive update on every
 * email scored lower and grew the state ten times as much.
 */
const BUCKET_BITS = 20;
/** Naive Bayes log-odds are divided by this before the weights are added. */
export const NB_SCALE = 5;
/** The step of one mistake (0.5 beat 1 and 2; larger steps overrule naive Bayes too readily). */
const STEP = 0.5;
/** Caps the stored weights; the smallest go first. */
export const MAX_WEIGHTS = 30_000;
const PRUNE_TO = Math.floor(MAX_WEIGHTS * 0.9);
const round = (v: number) => Math.round(v * 1000) / 1000;

export type HashedVector = Map<string, number>;

/** Unit-length vector over hashed feature keys (base 36, at most 4 characters). */
export function hashedVector(features: Features): HashedVector {
  const out: HashedVector = new Map();
  for (const [key, value] of features) {
    const bucket = (stableHash(key) & ((1 << BUCKET_BITS) - 1)).toString(36);
    out.set(bucket, (out.get(bucket) ?? 0) + value);
  }
  let norm = 0;
  for (const v of out.values()) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (const [k, v] of out) out.set(k, v / norm);
  return out;
}

/** label index -> linear score; labels without weights on these features are absent (score 0). */
export function linearScores(state: LearnerState, vector: HashedVector): Map<number, number> {
  const out = new Map<number, number>();
  for (const [key, value] of vector) {
    const posting = state.weights[key];
    if (!posting) continue;
    for (let j = 0; j < posting.length; j += 2) out.set(posting[j]!, (out.get(posting[j]!) ?? 0) + value * posting[j + 1]!);
  }
  return out;
}

function addWeight(state: LearnerState, key: string, label: number, delta: number): void {
  const posting = state.weights[key] ?? [];
  let j = 0;
  while (j < posting.length && posting[j] !== label) j += 2;
  const after = round((j < posting.length ? posting[j + 1]! : 0) + delta);
  if (j < posting.length) {
    if (after !== 0) posting[j + 1] = after;
    else posting.splice(j, 2);
  } else if (after !== 0) {
    posting.push(label, after);
  }
  if (posting.length > 0 && !(key in state.weights)) {
    state.weights[key] = posting;
    state.weightCount++;
  } else if (posting.length === 0 && key in state.weights) {
    delete state.weights[key];
    state.weightCount--;
  }
}

/** Drops the buckets whose largest weight is smallest (ties by key, so pruning is deterministic). */
function prune(state: LearnerState): void {
  const sizes = Object.entries(state.weights).map(([key, p]) => {
    let max = 0;
    for (let j = 1; j < p.length; j += 2) max = Math.max(max, Math.abs(p[j]!));
    return { key, max };
  });
  sizes.sort((a, b) => a.max - b.max || (a.key < b.key ? -1 : 1));
  for (const { key } of sizes.slice(0, sizes.length - PRUNE_TO)) delete state.weights[key];
  state.weightCount = Math.min(sizes.length, PRUNE_TO);
}

/** A mistake: move the vector towards the right label and away from the wrong one (scale 1 per lesson). */
export function correctMistake(state: LearnerState, vector: HashedVector, right: number, wrong: number, scale: number): void {
  for (const [key, value] of vector) {
    addWeight(state, key, right, scale * STEP * value);
    addWeight(state, key, wrong, -scale * STEP * value);
  }
  if (state.weightCount > MAX_WEIGHTS) prune(state);
}

/** Takes a lesson back: lowers the label's weights on this email's features by one step. */
export function unlearnLinear(state: LearnerState, vector: HashedVector, label: number, scale: number): void {
  for (const [key, value] of vector) {
    const posting = state.weights[key];
    if (posting && posting.some((l, j) => j % 2 === 0 && l === label)) addWeight(state, key, label, -scale * STEP * value);
  }
}

export function forgetLinear(state: LearnerState, label: number): void {
  for (const [key, p] of Object.entries(state.weights)) {
    for (let j = 0; j < p.length; j += 2) if (p[j] === label) addWeight(state, key, label, -p[j + 1]!);
  }
}
