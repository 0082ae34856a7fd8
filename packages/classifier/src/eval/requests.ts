import { readFileSync } from 'node:fs';
import { requestProbability, trainRequestModel, type LabelledSentence, type RequestModel } from '../tasks/request-model.js';
import { stratifiedFolds } from '../util/random.js';
import { round } from './metrics.js';

/** "Yes"/"No" <TAB> sentence, one per line (the Parakweet format); other lines are skipped. */
export function loadSentences(file: string): LabelledSentence[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => /^(yes|no)\t(.+)$/i.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ isRequest: m[1]!.toLowerCase() === 'yes', sentence: m[2]! }));
}

type Counts = { tp: number; fp: number; fn: number; tn: number };

function count(model: RequestModel, test: readonly LabelledSentence[], into: Counts): Counts {
  for (const { sentence, isRequest } of test) {
    const predicted = requestProbability(model, sentence) >= 0.5;
    if (predicted && isRequest) into.tp++;
    else if (predicted) into.fp++;
    else if (isRequest) into.fn++;
    else into.tn++;
  }
  return into;
}

function report(c: Counts, extra: Record<string, unknown>) {
  const precision = c.tp / Math.max(1, c.tp + c.fp);
  const recall = c.tp / Math.max(1, c.tp + c.fn);
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return {
    ...extra,
    precision: round(precision),
    recall: round(recall),
    f1: round(f1),
    accuracy: round((c.tp + c.tn) / Math.max(1, c.tp + c.fp + c.fn + c.tn)),
    counts: c,
  };
}

const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

/** Trains on one file (or uses the given model) and scores the other. */
export function evalRequests(train: readonly LabelledSentence[] | null, test: readonly LabelledSentence[], shipped: RequestModel) {
  const model = train ? trainRequestModel(train) : shipped;
  return report(count(model, test, empty()), {
    mode: train ? 'train-test' : 'shipped-model',
    train: train?.length ?? null,
    test: test.length,
  });
}

/**
 * k-fold cross-validation on one file, stratified by label. Sentences that
 * differ only in case or spacing share a fold, so a repeated template line
 * never tests on itself.
 */
export function crossValidateRequests(data: readonly LabelledSentence[], folds: number, seed: number) {
  const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const label = new Map<string, string>();
  for (const d of data) if (!label.has(key(d.sentence))) label.set(key(d.sentence), d.isRequest ? 'yes' : 'no');
  const groups = [...label.keys()];
  const assigned = stratifiedFolds(
    groups.map((g) => label.get(g)!),
    folds,
    seed,
  );
  const groupFold = new Map(groups.map((g, i) => [g, assigned[i]!]));
  const counts = empty();
  for (let k = 0; k < folds; k++) {
    const model = trainRequestModel(data.filter((d) => groupFold.get(key(d.sentence)) !== k));
    count(
      model,
      data.filter((d) => groupFold.get(key(d.sentence)) === k),
      counts,
    );
  }
  return report(counts, { mode: `${folds}-fold`, seed, sentences: data.length });
}

/**
 * k-fold cross-validation on contiguous blocks of the file. The Parakweet
 * file lists its sentences source by source (spam, then newsletters, then
 * personal mail), so each block tests on sources the model did not train on:
 * closer to a held-out set than random folds, which share sources.
 */
export function crossValidateBySource(data: readonly LabelledSentence[], folds: number) {
  const counts = empty();
  for (let k = 0; k < folds; k++) {
    const lo = Math.floor((k * data.length) / folds);
    const hi = Math.floor(((k + 1) * data.length) / folds);
    const model = trainRequestModel([...data.slice(0, lo), ...data.slice(hi)]);
    count(model, data.slice(lo, hi), counts);
  }
  return report(counts, { mode: `${folds}-block`, sentences: data.length });
}
