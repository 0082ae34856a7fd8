export type Prediction = { truth: string; predicted: string | null; confidence: number };

const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** Mean over the true classes of each class's F1 (a class never predicted right scores 0). */
export function macroF1(predictions: readonly Prediction[]): number {
  const classes = [...new Set(predictions.map((p) => p.truth))];
  if (classes.length === 0) return 0;
  const f1s = classes.map((c) => {
    const tp = predictions.filter((p) => p.truth === c && p.predicted === c).length;
    const fp = predictions.filter((p) => p.truth !== c && p.predicted === c).length;
    const fn = predictions.filter((p) => p.truth === c && p.predicted !== c).length;
    return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  });
  return round(f1s.reduce((a, b) => a + b, 0) / f1s.length);
}

export function accuracy(predictions: readonly Prediction[]): number {
  if (predictions.length === 0) return 0;
  return round(predictions.filter((p) => p.predicted === p.truth).length / predictions.length);
}

const BANDS = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001];

/** Expected (mean confidence) against observed accuracy per confidence band. */
export function calibration(predictions: readonly Prediction[]) {
  return BANDS.slice(0, -1).map((low, i) => {
    const high = BANDS[i + 1]!;
    const inBand = predictions.filter((p) => p.confidence >= low && p.confidence < high);
    const mean = (f: (p: Prediction) => number) => (inBand.length ? round(inBand.reduce((s, p) => s + f(p), 0) / inBand.length) : null);
    return {
      band: `${low.toFixed(1)}-${Math.min(1, high).toFixed(1)}`,
      count: inBand.length,
      expected: mean((p) => p.confidence),
      observed: mean((p) => (p.predicted === p.truth ? 1 : 0)),
    };
  });
}

/**
 * What a threshold leaves proposed: the share of emails at or above it and how
 * often those proposals are right (null when nothing is proposed).
 */
export function atThreshold(predictions: readonly Prediction[], threshold: number) {
  const proposed = predictions.filter((p) => p.predicted !== null && p.confidence >= threshold);
  return {
    threshold,
    coverage: round(proposed.length / Math.max(1, predictions.length)),
    precision: proposed.length ? accuracy(proposed) : null,
  };
}

const CURVE = [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95];

/** Coverage and precision at a range of thresholds, to choose the app's threshold from. */
export const coverageCurve = (predictions: readonly Prediction[]) => CURVE.map((t) => atThreshold(predictions, t));

/** Accuracy over the first N predictions of an online run: what a new user lives through. */
export function learningCurve(predictions: readonly Prediction[], points: readonly number[]) {
  return Object.fromEntries(points.filter((n) => n <= predictions.length).map((n) => [n, accuracy(predictions.slice(0, n))]));
}

export { round };
