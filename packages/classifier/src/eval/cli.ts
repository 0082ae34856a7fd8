#!/usr/bin/env node
/**
 * npm run eval -- foldering (<maildir-of-one-user> | --all <folder-of-users>) [--folds 5] [--seed 1] [--online] [--baselines] [--ignore-dates]
 * npm run eval -- requests --train <tsv> --test <tsv>
 * npm run eval -- requests --cv <tsv> [--folds 5] [--seed 1] [--by-source]
 * npm run eval -- requests --test <tsv>            (the shipped weights)
 * npm run eval -- weights --train <tsv> --out <json> (regenerates the shipped weights)
 * npm run eval -- triage --labels <jsonl> [--labels ...] --data <dir> [--data ...] [--owner <address>...] [--engine local|llm] [--explain]
 * Each prints one JSON object.
 */
import { writeFileSync } from 'node:fs';
import { CONFIDENCE_THRESHOLD } from '../classify/classify.js';
import { shippedRequestModel } from '../tasks/request-detector.js';
import { trainRequestModel } from '../tasks/request-model.js';
import { parseArgs } from './args.js';
import { runFoldering } from './foldering.js';
import { runFolderingAll } from './foldering-all.js';
import { crossValidateBySource, crossValidateRequests, evalRequests, loadSentences } from './requests.js';
import { runTriageCommand, TRIAGE_USAGE } from './triage-command.js';

const USAGE = `usage: eval foldering (<maildir> | --all <dir>) [--folds 5] [--seed 1] [--online] [--baselines] [--ignore-dates] | eval requests (--train <tsv> --test <tsv> | --cv <tsv> [--folds 5] [--seed 1] [--by-source] | --test <tsv>) | eval weights --train <tsv> --out <json> | ${TRIAGE_USAGE}`;

async function main(argv: string[]): Promise<unknown> {
  const args = parseArgs(argv);
  const [command, target] = args.positional;
  const all = args.text('all');
  if (command === 'foldering' && (target || all)) {
    const opts = {
      folds: args.int('folds', 5),
      seed: args.int('seed', 1),
      online: args.has('online'),
      baselines: args.has('baselines'),
      ignoreDates: args.has('ignore-dates'),
    };
    return all ? runFolderingAll(all, opts, CONFIDENCE_THRESHOLD) : runFoldering(target!, opts, CONFIDENCE_THRESHOLD);
  }
  if (command === 'requests') {
    const cv = args.text('cv');
    if (cv && args.has('by-source')) return crossValidateBySource(loadSentences(cv), args.int('folds', 5));
    if (cv) return crossValidateRequests(loadSentences(cv), args.int('folds', 5), args.int('seed', 1));
    const test = args.text('test');
    const train = args.text('train');
    if (test) return evalRequests(train ? loadSentences(train) : null, loadSentences(test), shippedRequestModel);
  }
  if (command === 'triage') return runTriageCommand(args);
  if (command === 'weights') {
    const train = args.text('train');
    const out = args.text('out');
    if (train && out) {
      const model = trainRequestModel(loadSentences(train));
      writeFileSync(out, `${JSON.stringify(model)}\n`);
      return { written: out, features: Object.keys(model.weights).length };
    }
  }
  throw new Error(USAGE);
}

main(process.argv.slice(2)).then(
  (result) => console.log(JSON.stringify(result, null, 2)),
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  },
);
