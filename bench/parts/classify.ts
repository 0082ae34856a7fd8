import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { classify, emptyLearner, learn, projectInfo, type ClassifyContext, type EmailInput, type ProjectInfo } from '@triage/classifier';
import { DEFAULT_TASK_STYLE } from '@triage/contracts';
import { NON_TOPICAL, parseMessage } from '../../packages/classifier/dist/eval/maildir.js';
import { log, round } from '../lib/log.js';
import { machine } from '../lib/machine.js';
import { sharedData } from '../lib/paths.js';
import { percentile } from '../lib/stats.js';

type Sample = { email: EmailInput; folder: string | null };

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (!name.startsWith('.') && !name.endsWith('.md')) out.push(full);
  }
  return out;
}

/** The user's own (topical) folder of an Enron message: what the user filed it under, else null. */
function folderOf(relative: string): string | null {
  const [, top, ...rest] = relative.split(path.sep);
  return top && rest.length > 0 && !NON_TOPICAL.has(top.toLowerCase()) ? top : null;
}

/**
 * Every message of the Enron dev set (4,074), then SpamAssassin ham (real
 * mail too, mostly mailing lists) up to `count`, oldest first, as the engine
 * receives them.
 */
async function loadEmails(count: number): Promise<{ samples: Sample[]; sources: Record<string, number> }> {
  const enronDir = path.join(sharedData, 'enron-dev', 'maildir');
  const samples: Sample[] = [];
  const sources: Record<string, number> = { 'enron-dev': 0, 'spamassassin easy-ham': 0 };
  for (const file of files(enronDir)) {
    if (samples.length >= count) break;
    const rel = path.relative(enronDir, file);
    samples.push({ email: await parseMessage(readFileSync(file), rel), folder: folderOf(rel) });
    sources['enron-dev']!++;
  }
  for (const sub of ['easy-ham-1', 'easy-ham-2']) {
    const dir = path.join(sharedData, 'spamassassin-public-corpus', sub);
    for (const file of files(dir)) {
      if (samples.length >= count) break;
      samples.push({ email: await parseMessage(readFileSync(file), path.relative(sharedData, file)), folder: null });
      sources['spamassassin easy-ham']!++;
    }
  }
  samples.sort((a, b) => a.email.receivedAt.getTime() - b.email.receivedAt.getTime());
  return { samples, sources };
}

const projectsOf = (folders: string[]): ProjectInfo[] =>
  folders.map((folder) => projectInfo({ id: folder, name: folder.replace(/_/g, ' ') }));

/**
 * The local engine as the server runs it (signals, learner, tasks, reply),
 * one email at a time on one core. The user's folders are the projects, and
 * the learner learns each filed email after classifying it (predict, then
 * learn, in time order: what a user of the app goes through).
 */
export async function runClassify(o: { count: number }) {
  const loadStarted = performance.now();
  const { samples, sources } = await loadEmails(o.count);
  log(`classify: ${samples.length} emails parsed in ${Math.round(performance.now() - loadStarted)} ms`);
  const projects = projectsOf([...new Set(samples.map((s) => s.folder).filter((f): f is string => !!f))].sort());
  const context = (model: ClassifyContext['model']): ClassifyContext => ({
    userName: 'Bench User',
    projects,
    rules: [],
    conversationProjectId: null,
    style: DEFAULT_TASK_STYLE,
    model,
  });
  // Warm-up on a throwaway learner: regexes compiled, JIT warm; steady-state cost is what is measured.
  const warm = emptyLearner();
  for (const s of samples.slice(0, 100)) {
    classify(s.email, context(warm));
    if (s.folder) learn(warm, s.email, s.folder);
  }
  const model = emptyLearner();
  const ms: number[] = [];
  let tasks = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const s of samples) {
    const t = performance.now();
    const result = classify(s.email, context(model));
    ms.push(performance.now() - t);
    tasks += result.proposedTasks.length;
    if (s.folder) learn(model, s.email, s.folder);
  }
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const classifyMs = ms.reduce((a, b) => a + b, 0);
  return {
    machine: machine(),
    emails: samples.length,
    sources,
    projects: projects.length,
    medianMs: round(percentile(ms, 50), 3),
    p99Ms: round(percentile(ms, 99), 3),
    meanMs: round(classifyMs / ms.length, 3),
    maxMs: round(Math.max(...ms), 1),
    emailsPerSecOneCore: round(ms.length / (classifyMs / 1000), 1),
    cpuShareOfWall: round((used.user + used.system) / 1000 / wallMs, 2),
    proposedTasksPerEmail: round(tasks / samples.length, 2),
  };
}
