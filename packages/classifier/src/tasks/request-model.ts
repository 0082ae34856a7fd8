import { seededRandom, shuffle } from '../util/random.js';
import { requestFeatures } from './request-features.js';

/** A logistic regression over request features; `weights` holds only the non-negligible ones. */
export type RequestModel = { version: 1; bias: number; weights: Record<string, number> };
export type LabelledSentence = { sentence: string; isRequest: boolean };

/**
 * Few epochs and features seen in at least MIN_COUNT sentences: the model
 * overfit its training file (random-split CV 0.80, a held-out split 0.69).
 * Scored on contiguous blocks of the file, which keeps each source's
 * sentences together, 8 epochs and MIN_COUNT 2 gave F1 0.626, 3 and 5 give
 * 0.654 (docs/classifier-eval.md).
 */
const EPOCHS = 3;
const LEARNING_RATE = 0.2;
const L2 = 1e-4;
/** Smaller weights change almost no decision (measured: F1 within 0.001) and would triple the file. */
const KEEP_ABOVE = 0.1;
/** A feature seen in a handful of training sentences is mostly those sentences' noise. */
const MIN_COUNT = 5;

/**
 * AdaGrad-trained logistic regression with a fixed shuffle seed, so the same
 * data always yields the same weights file.
 */
export function trainRequestModel(data: readonly LabelledSentence[], seed = 7): RequestModel {
  const raw = data.map((d) => ({ x: requestFeatures(d.sentence), y: d.isRequest ? 1 : 0 }));
  const df = new Map<string, number>();
  for (const { x } of raw) for (const k of x.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const examples = raw.map(({ x, y }) => ({ x: new Map([...x].filter(([k]) => df.get(k)! >= MIN_COUNT)), y }));
  const w = new Map<string, number>();
  const g2 = new Map<string, number>();
  let bias = 0;
  let biasG2 = 0;
  const random = seededRandom(seed);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const { x, y } of shuffle(examples, random)) {
      let z = bias;
      for (const [k, v] of x) z += (w.get(k) ?? 0) * v;
      const error = 1 / (1 + Math.exp(-z)) - y;
      for (const [k, v] of x) {
        const grad = error * v + L2 * (w.get(k) ?? 0);
        const acc = (g2.get(k) ?? 0) + grad * grad;
        g2.set(k, acc);
        w.set(k, (w.get(k) ?? 0) - (LEARNING_RATE * grad) / Math.sqrt(acc + 1e-8));
      }
      biasG2 += error * error;
      bias -= (LEARNING_RATE * error) / Math.sqrt(biasG2 + 1e-8);
    }
  }
  const weights: Record<string, number> = {};
  for (const [k, v] of [...w].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (Math.abs(v) >= KEEP_ABOVE) weights[k] = Math.round(v * 1000) / 1000;
  }
  return { version: 1, bias: Math.round(bias * 1000) / 1000, weights };
}

/** Lookups in a Map are several times faster than in a 10 000-key object parsed from JSON. */
const lookup = new WeakMap<RequestModel, Map<string, number>>();

/** Probability that the sentence asks the reader to do something. */
export function requestProbability(model: RequestModel, sentence: string): number {
  return featuresProbability(model, requestFeatures(sentence));
}

/** The same, for a sentence's features already computed. */
export function featuresProbability(model: RequestModel, features: Map<string, number>): number {
  let weights = lookup.get(model);
  if (!weights) {
    weights = new Map(Object.entries(model.weights));
    lookup.set(model, weights);
  }
  let z = model.bias;
  for (const [k, v] of features) z += (weights.get(k) ?? 0) * v;
  return 1 / (1 + Math.exp(-z));
}
