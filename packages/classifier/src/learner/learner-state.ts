/**
 * The per-user project learner: a multinomial naive Bayes over email features
 * plus a time profile per project. Its state is plain JSON (the server keeps
 * it in a jsonb column), holds only sufficient statistics (no email text), and
 * is capped in size by pruning the rarest features. Scoring changes that keep
 * this shape (smoothing, new feature kinds) keep the version, so a user's
 * learning carries over; a new shape must bump it, and loadLearner upgrades
 * the older shapes it can (version 1 lacked `record` and `recordBy`).
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
  /** Per label, the learner's track record: [checked, hits, expected hits] (track-record.ts). */
  record: number[][];
  /** The same per sender (`f:address`) and per pair of best labels (`p:top:second`). */
  recordBy: Record<string, number[]>;
};

export function emptyLearner(): LearnerState {
  return { version: LEARNER_VERSION, labels: [], docs: [], mass: [], features: {}, featureCount: 0, days: [], record: [], recordBy: {} };
}

const isNumberArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');

const isRecord = (v: unknown): v is number[] => isNumberArray(v) && v.length === 3;

/**
 * Accepts a stored state of the current version, and one of version 1 with an
 * empty track record (its learning carries over); anything else (missing,
 * corrupt, unknown version) starts a fresh model rather than failing a
 * classification — the next approvals retrain it.
 */
export function loadLearner(stored: unknown): LearnerState {
  if (!stored || typeof stored !== 'object') return emptyLearner();
  const raw = stored as Partial<Omit<LearnerState, 'version'>> & { version?: unknown };
  const n = Array.isArray(raw.labels) ? raw.labels.length : -1;
  const upgraded =
    raw.version === 1 && n >= 0 ? { ...raw, version: LEARNER_VERSION, record: Array.from({ length: n }, () => [0, 0, 0]) } : raw;
  // recordBy came after record within version 2: a state without it has kept no sender or pair tallies.
  const s = upgraded.recordBy === undefined ? { ...upgraded, recordBy: {} } : upgraded;
  const ok =
    s.version === LEARNER_VERSION &&
    n >= 0 &&
    s.labels!.every((l) => typeof l === 'string') &&
    isNumberArray(s.docs) &&
    s.docs.length === n &&
    isNumberArray(s.mass) &&
    s.mass.length === n &&
    Array.isArray(s.days) &&
    s.days.length === n &&
    s.days.every(isNumberArray) &&
    Array.isArray(s.record) &&
    s.record.length === n &&
    s.record.every(isRecord) &&
    typeof s.recordBy === 'object' &&
    s.recordBy !== null &&
    !Array.isArray(s.recordBy) &&
    Object.values(s.recordBy).every(isRecord) &&
    typeof s.features === 'object' &&
    s.features !== null &&
    typeof s.featureCount === 'number';
  return ok ? (s as LearnerState) : emptyLearner();
}

export function learnerStats(state: LearnerState): { examples: number; labels: number } {
  const examples = state.docs.reduce((sum, d) => sum + d, 0);
  return { examples: Math.round(examples), labels: state.docs.filter((d) => d > 0).length };
}
