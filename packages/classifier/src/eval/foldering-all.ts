import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runFoldering, type FolderingOptions } from './foldering.js';
import { round } from './metrics.js';

type Report = Awaited<ReturnType<typeof runFoldering>>;

/** A user's figures without the per-folder and per-band detail. */
function summary(r: Report) {
  return {
    messages: r.messages,
    folders: r.folders,
    accuracy: r.accuracy,
    macroF1: r.macroF1,
    atThreshold: r.atThreshold,
    coverageCurve: r.coverageCurve,
    smallFolders: r.smallFolders,
    learningCurve: r.learningCurve,
    modelBytesPer1000: r.modelBytesPer1000,
    filedTwice: r.filedTwice,
    msPerEmail: r.msPerEmail,
    ...(r.baselines ? { baselines: r.baselines } : {}),
  };
}

/** The precision the proposals must reach at the threshold on every user (docs/classifier-eval.md). */
const PRECISION_GOAL = 0.97;

/**
 * One row per user, to read side by side: the engine, the baselines on the
 * same folds, what the threshold proposes, and whether the user falls short
 * of either goal (beating both baselines, precision at the threshold).
 */
function perUserRow(user: string, r: ReturnType<typeof summary>) {
  const nb = r.baselines?.naiveBayes;
  const ap = r.baselines?.averagedPerceptron;
  return {
    user,
    accuracy: r.accuracy,
    macroF1: r.macroF1,
    coverage: r.atThreshold.coverage,
    precision: r.atThreshold.precision,
    ...(nb && ap
      ? {
          naiveBayes: nb.accuracy,
          averagedPerceptron: ap.accuracy,
          beatsBaselines: r.accuracy > Math.max(nb.accuracy, ap.accuracy) && r.macroF1 > Math.max(nb.macroF1, ap.macroF1),
        }
      : {}),
    meetsPrecision: r.atThreshold.precision === null || r.atThreshold.precision >= PRECISION_GOAL,
  };
}

const mean = (values: (number | null | undefined)[]) => {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length ? round(known.reduce((a, b) => a + b, 0) / known.length) : null;
};

/**
 * Every user below `dir` (each sub-folder is one user's maildir: the
 * enron-dev maildir folder and enron-foldering-dev both work), each evaluated
 * on its own, then the mean over users and the worst user by accuracy.
 */
export async function runFolderingAll(dir: string, opts: FolderingOptions, threshold: number) {
  const users = readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(path.join(dir, name)).isDirectory())
    .sort();
  if (users.length === 0) throw new Error(`${dir} holds no user folders`);
  const reports: Record<string, ReturnType<typeof summary>> = {};
  for (const user of users) {
    console.error(`foldering: ${user}`);
    reports[user] = summary(await runFoldering(path.join(dir, user), opts, threshold));
  }
  const all = Object.values(reports);
  const worst = users.reduce((w, u) => (reports[u]!.accuracy < reports[w]!.accuracy ? u : w));
  const perUser = users.map((u) => perUserRow(u, reports[u]!));
  return {
    users: reports,
    perUser,
    short: {
      precision: perUser.filter((r) => !r.meetsPrecision).map((r) => r.user),
      ...(opts.baselines ? { baselines: perUser.filter((r) => r.beatsBaselines === false).map((r) => r.user) } : {}),
    },
    mean: {
      accuracy: mean(all.map((r) => r.accuracy)),
      macroF1: mean(all.map((r) => r.macroF1)),
      coverage: mean(all.map((r) => r.atThreshold.coverage)),
      precision: mean(all.map((r) => r.atThreshold.precision)),
      precisionAnyCopy: mean(all.map((r) => r.filedTwice.atThreshold.precision)),
      smallFoldersAccuracy: mean(all.map((r) => r.smallFolders.accuracy)),
      coverageCurve: all[0]!.coverageCurve.map((point, i) => ({
        threshold: point.threshold,
        coverage: mean(all.map((r) => r.coverageCurve[i]!.coverage)),
        precision: mean(all.map((r) => r.coverageCurve[i]!.precision)),
      })),
      modelBytesPer1000: mean(all.map((r) => r.modelBytesPer1000)),
      msPerEmail: mean(all.map((r) => r.msPerEmail)),
      ...(opts.baselines
        ? {
            naiveBayes: {
              accuracy: mean(all.map((r) => r.baselines?.naiveBayes.accuracy)),
              macroF1: mean(all.map((r) => r.baselines?.naiveBayes.macroF1)),
            },
            averagedPerceptron: {
              accuracy: mean(all.map((r) => r.baselines?.averagedPerceptron.accuracy)),
              macroF1: mean(all.map((r) => r.baselines?.averagedPerceptron.macroF1)),
            },
          }
        : {}),
    },
    worst: { user: worst, ...reports[worst]! },
  };
}
