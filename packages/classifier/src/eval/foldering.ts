import { DEFAULT_TASK_STYLE } from '@triage/contracts';
import { classify } from '../classify/classify.js';
import { learn } from '../learner/learn.js';
import { emptyLearner, type LearnerState } from '../learner/learner-state.js';
import type { ClassifyContext, EmailInput, ProjectInfo } from '../types.js';
import { loadMaildir, type FolderedEmail } from './maildir.js';
import { accuracy, calibration, macroF1, round, type Prediction } from './metrics.js';
import { stratifiedFolds } from '../util/random.js';

export type FolderingOptions = { folds: number; seed: number; online: boolean };

/**
 * Folders become projects named "Folder N": a folder path such as "info" or
 * "california" is not a name its user chose for matching, and would fire the
 * mention signal on every email saying "California". The eval measures what
 * the engine learns from examples, as Bekkerman et al. do.
 */
function folderProjects(folders: string[]): ProjectInfo[] {
  return folders.map((folder, i) => ({
    id: folder, name: `Folder ${i + 1}`, officialName: null, otherNames: null, involvedParties: null,
    associatedProjects: null, status: 'open', senderIncludes: [], domainMatches: [], subjectIncludes: [],
    bodyIncludes: [], bodyRegex: null,
  }));
}

/** Wall time, and CPU time, which stays fair when other processes share the cores. */
type Timed = { prediction: Prediction; ms: number; cpuMs: number };
/** Each email is classified this many times and the fastest run counts, filtering out pauses caused by other work. */
const TIMING_RUNS = 3;

/** The whole engine (tasks and reply included) with the threshold off, so every email gets its best guess. */
function predict(email: EmailInput, truth: string, projects: ProjectInfo[], model: LearnerState): Timed {
  const ctx: ClassifyContext = { userName: 'Eval', projects, rules: [], conversationProjectId: null, style: DEFAULT_TASK_STYLE, model, threshold: 0 };
  let best: Timed | null = null;
  for (let run = 0; run < TIMING_RUNS; run++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const result = classify(email, ctx);
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    if (!best || cpuMs < best.cpuMs) best = { prediction: { truth, predicted: result.projectId, confidence: result.confidence }, ms, cpuMs };
  }
  return best!;
}

function crossValidate(data: FolderedEmail[], projects: ProjectInfo[], opts: FolderingOptions): Timed[] {
  const fold = stratifiedFolds(data.map((d) => d.folder), opts.folds, opts.seed);
  const out: Timed[] = [];
  for (let k = 0; k < opts.folds; k++) {
    const model = emptyLearner();
    data.forEach((d, i) => {
      if (fold[i] !== k) learn(model, d.email, d.folder);
    });
    data.forEach((d, i) => {
      if (fold[i] === k) out.push(predict(d.email, d.folder, projects, model));
    });
  }
  return out;
}

/** Predict, then learn, in date order: what a new user of the app experiences. */
function online(data: FolderedEmail[], projects: ProjectInfo[]): Timed[] {
  const model = emptyLearner();
  const out: Timed[] = [];
  data.forEach((d, i) => {
    if (i > 0) out.push(predict(d.email, d.folder, projects, model));
    learn(model, d.email, d.folder);
  });
  return out;
}

/** First calls compile regexes and warm the JIT; msPerEmail is the steady per-email cost. */
const WARM_UP = 20;

function warmUp(data: FolderedEmail[], projects: ProjectInfo[]): void {
  const model = emptyLearner();
  for (const d of data.slice(0, WARM_UP)) learn(model, d.email, d.folder);
  for (const d of data.slice(0, WARM_UP)) predict(d.email, d.folder, projects, model);
}

export async function runFoldering(dir: string, opts: FolderingOptions, threshold: number) {
  const data = await loadMaildir(dir);
  const folders = [...new Set(data.map((d) => d.folder))].sort();
  const projects = folderProjects(folders);
  warmUp(data, projects);
  const timed = opts.online ? online(data, projects) : crossValidate(data, projects, opts);
  const predictions = timed.map((t) => t.prediction);
  const confident = predictions.filter((p) => p.confidence >= threshold);
  return {
    mode: opts.online ? 'online' : `${opts.folds}-fold`,
    seed: opts.seed,
    messages: data.length,
    folders: folders.length,
    folderSizes: Object.fromEntries(folders.map((f) => [f, data.filter((d) => d.folder === f).length])),
    accuracy: accuracy(predictions),
    macroF1: macroF1(predictions),
    msPerEmail: round(timed.reduce((s, t) => s + t.cpuMs, 0) / Math.max(1, timed.length)),
    wallMsPerEmail: round(timed.reduce((s, t) => s + t.ms, 0) / Math.max(1, timed.length)),
    calibration: calibration(predictions),
    threshold,
    coverage: round(confident.length / Math.max(1, predictions.length)),
    accuracyAboveThreshold: accuracy(confident),
  };
}
