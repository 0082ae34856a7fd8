/**
 * The per-user project learner: a multinomial naive Bayes over email features
 * plus a time profile per project, corrected by a mistake-driven linear model
 * over hashed features. Its state is plain JSON (the server keeps it in a
 * jsonb column), holds only sufficient statistics and weights (no email text),
 * and is capped in size by pruning the rarest features and smallest weights.
 * Version 2 added the linear model; a version 1 state loads as a fresh model.
 */
export const LEARNER_VERSION = 2;

export type LearnerState = {
  version: typeof LEARNER_VERSION;
  /** Label (project id) of each index used below. */
  labels: string[];
  /** Learned weight per label (an approval adds 1). */
  docs: number[];
  /** Total feature mass per label, the naive Bayes denominator. */
  mass: number[];
  /** feature -> [labelIndex, mass, labelIndex, mass, ...] */
  features: Record<string, number[]>;
  featureCount: number;
  /** Per label, [day, weight, day, weight, ...] in ascending day order (day = ms / 86 400 000). */
  days: number[][];
  /** The linear correction: hashed feature -> [labelIndex, weight, ...]. */
  weights: Record<string, number[]>;
  weightCount: number;
};

export function emptyLearner(): LearnerState {
  return { version: LEARNER_VERSION, labels: [], docs: [], mass: [], features: {}, featureCount: 0, days: [], weights: {}, weightCount: 0 };
}

const isNumberArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');

/**
 * Accepts a stored state of the current version; anything else (missing,
 * corrupt, an older version) starts a fresh model rather than failing a
 * classification — the next approvals retrain it.
 */
export function loadLearner(stored: unknown): LearnerState {
  if (!stored || typeof stored !== 'object') return emptyLearner();
  const s = stored as Partial<LearnerState>;
  const n = Array.isArray(s.labels) ? s.labels.length : -1;
  const ok =
    s.version === LEARNER_VERSION &&
    n >= 0 &&
    s.labels!.every((l) => typeof l === 'string') &&
    isNumberArray(s.docs) && s.docs.length === n &&
    isNumberArray(s.mass) && s.mass.length === n &&
    Array.isArray(s.days) && s.days.length === n && s.days.every(isNumberArray) &&
    typeof s.features === 'object' && s.features !== null && typeof s.featureCount === 'number' &&
    typeof s.weights === 'object' && s.weights !== null && typeof s.weightCount === 'number';
  return ok ? (s as LearnerState) : emptyLearner();
}

export function learnerStats(state: LearnerState): { examples: number; labels: number } {
  const examples = state.docs.reduce((sum, d) => sum + d, 0);
  return { examples: Math.round(examples), labels: state.docs.filter((d) => d > 0).length };
}
