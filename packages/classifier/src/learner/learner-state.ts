/**
 * The per-user project learner: a multinomial naive Bayes over email features
 * plus a time profile per project. Its state is plain JSON (the server keeps
 * it in a jsonb column), holds only sufficient statistics (no email text), and
 * is capped in size by pruning the rarest features. Scoring changes that keep
 * this shape (smoothing, new feature kinds) keep the version, so a user's
 * learning carries over; a new shape must bump it.
 */
export const LEARNER_VERSION = 1;

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
};

export function emptyLearner(): LearnerState {
  return { version: LEARNER_VERSION, labels: [], docs: [], mass: [], features: {}, featureCount: 0, days: [] };
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
    typeof s.features === 'object' && s.features !== null && typeof s.featureCount === 'number';
  return ok ? (s as LearnerState) : emptyLearner();
}

export function learnerStats(state: LearnerState): { examples: number; labels: number } {
  const examples = state.docs.reduce((sum, d) => sum + d, 0);
  return { examples: Math.round(examples), labels: state.docs.filter((d) => d > 0).length };
}
