/**
 * The classical baselines the issue compares against, computed on the same
 * folds or the same online order as the engine: plain multinomial naive Bayes
 * (Laplace 1) and a plain averaged perceptron, both over the lower-cased
 * [a-z0-9]+ words of the subject and body (quotes and signatures kept, no
 * sender or recipients), as in the enron-foldering-dev SOURCE.md.
 */
import { seededRandom, shuffle } from '../util/random.js';
import type { FolderedEmail } from './maildir.js';
import { accuracy, macroF1, type Prediction } from './metrics.js';

type Words = Map<string, number>;
type Model = { learn(x: Words, label: string): void; predict(x: Words): string | null };

export function plainWords(d: FolderedEmail): Words {
  const out: Words = new Map();
  for (const w of `${d.email.subject ?? ''}\n${d.email.bodyText ?? ''}`.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    out.set(w, (out.get(w) ?? 0) + 1);
  return out;
}

export function naiveBayes(): Model {
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const docs = new Map<string, number>();
  const vocabulary = new Set<string>();
  let n = 0;
  return {
    learn(x, label) {
      n++;
      docs.set(label, (docs.get(label) ?? 0) + 1);
      const c = counts.get(label) ?? new Map<string, number>();
      counts.set(label, c);
      for (const [w, k] of x) {
        c.set(w, (c.get(w) ?? 0) + k);
        totals.set(label, (totals.get(label) ?? 0) + k);
        vocabulary.add(w);
      }
    },
    predict(x) {
      let best: string | null = null;
      let bestScore = -Infinity;
      for (const [label, c] of counts) {
        const denominator = Math.log((totals.get(label) ?? 0) + vocabulary.size);
        let score = Math.log(docs.get(label)! / n);
        for (const [w, k] of x) if (vocabulary.has(w)) score += k * (Math.log((c.get(w) ?? 0) + 1) - denominator);
        if (score > bestScore) [best, bestScore] = [label, score];
      }
      return best;
    },
  };
}

const unit = (x: Words): Words => {
  const norm = Math.sqrt([...x.values()].reduce((s, v) => s + v * v, 0)) || 1;
  return new Map([...x].map(([w, v]) => [w, v / norm]));
};

/**
 * Multiclass averaged perceptron (Collins 2002) on unit-length word counts;
 * the average is read as w - u / t (Daumé's trick), so it is never materialised.
 */
export function averagedPerceptron(): Model {
  // word -> label -> weight (and the running sums for the average): scoring touches only labels the words have weights for.
  const w = new Map<string, Map<string, number>>();
  const u = new Map<string, Map<string, number>>();
  const labels: string[] = [];
  let t = 1;
  const bump = (m: Map<string, Map<string, number>>, word: string, label: string, d: number) => {
    const row = m.get(word) ?? new Map<string, number>();
    m.set(word, row);
    row.set(label, (row.get(label) ?? 0) + d);
  };
  const top = (x: Words, averaged: boolean) => {
    const scores = new Map<string, number>(labels.map((l) => [l, 0]));
    for (const [word, v] of x) {
      const row = w.get(word);
      if (!row) continue;
      const sums = u.get(word)!;
      for (const [label, weight] of row) scores.set(label, scores.get(label)! + v * (weight - (averaged ? sums.get(label)! / t : 0)));
    }
    let best: string | null = null;
    let bestScore = -Infinity;
    for (const [label, s] of scores) if (s > bestScore) [best, bestScore] = [label, s];
    return best;
  };
  return {
    learn(raw, label) {
      if (!labels.includes(label)) labels.push(label);
      const x = unit(raw);
      const guess = top(x, false);
      if (guess !== null && guess !== label) {
        for (const [word, v] of x) {
          bump(w, word, label, v);
          bump(w, word, guess, -v);
          bump(u, word, label, t * v);
          bump(u, word, guess, -t * v);
        }
      }
      t++;
    },
    predict: (raw) => top(unit(raw), true),
  };
}

/** Passes over the training data for the k-fold perceptron (its accuracy had levelled off by 10 on the dev users). */
const EPOCHS = 10;

const summary = (predictions: Prediction[]) => ({ accuracy: accuracy(predictions), macroF1: macroF1(predictions) });

export function baselinesCrossValidated(data: FolderedEmail[], fold: number[], folds: number, seed: number) {
  const words = data.map(plainWords);
  const nb: Prediction[] = [];
  const perceptron: Prediction[] = [];
  const random = seededRandom(seed);
  for (let k = 0; k < folds; k++) {
    const train = data.map((_, i) => i).filter((i) => fold[i] !== k);
    const bayes = naiveBayes();
    for (const i of train) bayes.learn(words[i]!, data[i]!.folder);
    const linear = averagedPerceptron();
    for (let epoch = 0; epoch < EPOCHS; epoch++) for (const i of shuffle(train, random)) linear.learn(words[i]!, data[i]!.folder);
    data.forEach((d, i) => {
      if (fold[i] !== k) return;
      nb.push({ truth: d.folder, predicted: bayes.predict(words[i]!), confidence: 1 });
      perceptron.push({ truth: d.folder, predicted: linear.predict(words[i]!), confidence: 1 });
    });
  }
  return { naiveBayes: summary(nb), averagedPerceptron: { ...summary(perceptron), epochs: EPOCHS } };
}

/** Predict, then learn, in the same order as the engine's online run (one pass: a user's mail arrives once). */
export function baselinesOnline(data: FolderedEmail[]) {
  const bayes = naiveBayes();
  const linear = averagedPerceptron();
  const nb: Prediction[] = [];
  const perceptron: Prediction[] = [];
  data.forEach((d, i) => {
    const x = plainWords(d);
    if (i > 0) {
      nb.push({ truth: d.folder, predicted: bayes.predict(x), confidence: 1 });
      perceptron.push({ truth: d.folder, predicted: linear.predict(x), confidence: 1 });
    }
    bayes.learn(x, d.folder);
    linear.learn(x, d.folder);
  });
  return { naiveBayes: summary(nb), averagedPerceptron: { ...summary(perceptron), epochs: 1 } };
}
