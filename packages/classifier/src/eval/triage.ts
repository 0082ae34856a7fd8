/**
 * `eval triage`: the engine the server runs, on emails labelled by hand as
 * their recipient (TRIAGE-LABELS.md), scored as that page says.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TASK_STYLE } from '@triage/contracts';
import { classify } from '../classify/classify.js';
import { emptyLearner } from '../learner/learner-state.js';
import { llmClassify, type LlmConfig } from '../llm/llm-classify.js';
import type { ClassifyContext, ClassifyResult, EmailInput } from '../types.js';
import { parseMessage } from './maildir.js';
import { round } from './metrics.js';
import type { TriageLabel } from './triage-labels.js';
import { matchTasks } from './triage-match.js';

export type TriageOptions = {
  /** Folders the label files' paths are relative to, tried in order. */
  dataDirs: string[];
  owners: string[];
  llm?: LlmConfig | null;
  /** Called with each email's outcome (the CLI prints them on stderr with --explain). */
  explain?: (line: Record<string, unknown>) => void;
};

const BULK_KINDS = new Set(['newsletter_or_bulk', 'notification']);
const LOCAL_RUNS = 3;

function resolveFile(file: string, dataDirs: readonly string[]): string {
  for (const dir of dataDirs) {
    const full = path.resolve(dir, file);
    if (existsSync(full)) return full;
  }
  throw new Error(`labelled file not found in ${dataDirs.join(', ')}: ${file}`);
}

/** The mailbox a maildir file belongs to: the first folder under the data set (after "maildir"). */
function mailboxRoot(full: string, file: string): string {
  const parts = file.split(/[\\/]/);
  const userAt = parts[1] === 'maildir' ? 2 : 1;
  return path.join(full.slice(0, full.length - file.length), ...parts.slice(0, userAt + 1));
}

function listAll(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) listAll(full, out);
    else out.push(full);
  }
  return out;
}

const frequentTo = new Map<string, string | null>();

/** The most frequent To address of a mailbox: its owner, for a maildir that names none. */
function mostFrequentTo(root: string): string | null {
  if (frequentTo.has(root)) return frequentTo.get(root)!;
  const counts = new Map<string, number>();
  for (const file of listAll(root)) {
    const head = readFileSync(file, 'utf8').split(/\r?\n\r?\n/, 1)[0] ?? '';
    const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
    for (const address of to.toLowerCase().match(/[^\s,<>"]+@[^\s,<>"]+/g) ?? []) counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  frequentTo.set(root, best);
  return best;
}

/** "craig.dean@enron.com" -> "Craig Dean"; an address without a first.last part gives no name. */
function nameFromAddress(address: string): string | null {
  const local = address.split('@')[0] ?? '';
  const parts = local.split(/[._]/).filter((p) => /^[a-z]{2,}$/i.test(p));
  if (parts.length < 2) return null;
  return parts.map((p) => p[0]!.toUpperCase() + p.slice(1).toLowerCase()).join(' ');
}

/** The sender's zone as a fixed offset ("Etc/GMT+8" is UTC-8), read from the Date header. */
function senderZone(raw: string): string {
  const date = /^Date:\s*(.+)$/im.exec(raw.slice(0, 8000))?.[1] ?? '';
  const m = /([+-])(\d{2})(\d{2})\b/.exec(date);
  if (!m || m[3] !== '00') return 'UTC';
  const hours = Number(m[2]);
  if (hours === 0) return 'UTC';
  // IANA's Etc zones invert the sign: Etc/GMT+8 is eight hours behind UTC.
  return `Etc/GMT${m[1] === '-' ? '+' : '-'}${hours}`;
}

type Loaded = { label: TriageLabel; email: EmailInput; ctx: ClassifyContext };

async function load(label: TriageLabel, opts: TriageOptions): Promise<Loaded> {
  const full = resolveFile(label.file, opts.dataDirs);
  const raw = readFileSync(full);
  const email = await parseMessage(raw, label.file);
  const owner = label.owner ?? opts.owners[0] ?? mostFrequentTo(mailboxRoot(full, label.file));
  const ownerAddresses = [...new Set([owner, ...opts.owners].filter((a): a is string => !!a).map((a) => a.toLowerCase()))];
  const ctx: ClassifyContext = {
    userName: owner ? nameFromAddress(owner) : null,
    projects: [],
    rules: [],
    conversationProjectId: null,
    style: DEFAULT_TASK_STYLE,
    model: emptyLearner(),
    timeZone: senderZone(raw.toString('latin1')),
    ownerAddresses,
  };
  return { label, email, ctx };
}

const f1 = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

function prf(tp: number, fp: number, fn: number) {
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return { precision: round(precision), recall: round(recall), f1: round(f1(precision, recall)) };
}

type Tally = { emails: number; actions: number; proposed: number; matched: number };

export async function runTriage(labels: readonly TriageLabel[], opts: TriageOptions) {
  const email = { tp: 0, fp: 0, fn: 0 };
  const reply = { tp: 0, fp: 0, fn: 0 };
  let proposed = 0;
  let labelled = 0;
  let matched = 0;
  let datesLabelled = 0;
  let datesFound = 0;
  let falseTasksOnBulk = 0;
  let totalMs = 0;
  const byKind: Record<string, Tally> = {};
  for (const label of labels) {
    const { email: input, ctx } = await load(label, opts);
    // Like the foldering eval: the local engine runs 3 times and the fastest counts, so other
    // processes on the machine do not inflate the figure; a model is called once.
    const timed = async () => {
      const start = performance.now();
      const r: ClassifyResult = opts.llm ? await llmClassify(input, ctx, opts.llm) : classify(input, ctx);
      return { r, ms: performance.now() - start };
    };
    const first = await timed();
    const result = first.r;
    let fastest = first.ms;
    for (let run = 1; run < (opts.llm ? 1 : LOCAL_RUNS); run++) fastest = Math.min(fastest, (await timed()).ms);
    totalMs += fastest;
    const titles = result.proposedTasks.map((t) => t.title);
    const actions = label.actions.map((a) => a.text);
    const senderNames = (input.fromName ?? '').split(/[\s,]+/).filter(Boolean);
    const pairs = matchTasks(titles, actions, { senderNames, subject: input.subject ?? '' });
    const hasTask = titles.length > 0;
    const hasAction = actions.length > 0;
    if (hasTask && hasAction) email.tp++;
    else if (hasTask) email.fp++;
    else if (hasAction) email.fn++;
    if (result.replyNeeded && label.needs_reply) reply.tp++;
    else if (result.replyNeeded) reply.fp++;
    else if (label.needs_reply) reply.fn++;
    proposed += titles.length;
    labelled += actions.length;
    matched += pairs.length;
    if (BULK_KINDS.has(label.kind)) falseTasksOnBulk += titles.length - pairs.length;
    const days = new Set(result.proposedTasks.map((t) => t.dueDate));
    const due = label.actions.filter((a) => a.due).map((a) => a.due!);
    datesLabelled += due.length;
    datesFound += due.filter((d) => days.has(d)).length;
    const tally = (byKind[label.kind] ??= { emails: 0, actions: 0, proposed: 0, matched: 0 });
    tally.emails++;
    tally.actions += actions.length;
    tally.proposed += titles.length;
    tally.matched += pairs.length;
    opts.explain?.({
      file: label.file,
      kind: label.kind,
      tasks: result.proposedTasks.map((t) => `${t.title} [${t.dueDate} ${t.dueSource} ${t.priority}]`),
      actions: label.actions.map((a) => `${a.text} [${a.due ?? '-'}]`),
      matched: pairs.length,
      reply: `${result.replyNeeded}/${label.needs_reply} ${result.replyReason}`,
    });
  }
  return {
    labels: labels.length,
    emails: prf(email.tp, email.fp, email.fn),
    tasks: { proposed, labelled, matched, precision: round(ratio(matched, proposed)), recall: round(ratio(matched, labelled)) },
    dueDates: { labelled: datesLabelled, found: datesFound, rate: round(ratio(datesFound, datesLabelled)) },
    reply: prf(reply.tp, reply.fp, reply.fn),
    falseTasksOnBulk,
    msPerEmail: round(ratio(totalMs, labels.length)),
    byKind,
  };
}
