/**
 * `node --import tsx bench/sync-stages.ts [n]`: the CPU a sync spends per email in each of its
 * stages, measured apart on the built tree (docs/performance.md, Sync), so the sync bench's total
 * can be split: fetching and parsing the Graph pages (the local Graph test server runs in this
 * process, so its own work is included), sanitising (toEmailRow), loading the engine in a worker
 * thread, and the engine itself in that thread on the same mailbox as `npm run bench -- sync`.
 * CPU is process CPU (every thread, V8's garbage-collector helpers included), which another
 * program's load on the machine does not inflate as it does wall time.
 */
import { Worker } from 'node:worker_threads';
import { toEmailInput } from '../apps/server/dist/services/classification/classifier-inputs.js';
import type { EngineReply, EngineTask } from '../apps/server/dist/services/classification/engine-threads.js';
import { toEmailRow } from '../apps/server/dist/services/mail/ingest.js';
import { emptyLearner } from '../packages/classifier/dist/index.js';
import { DEFAULT_TASK_STYLE } from '../packages/contracts/dist/index.js';
import { GraphMailbox, type MailMessage } from '../packages/mail/dist/index.js';
import { startGraphTestServer } from '../packages/mail/test-support/graph-test-server/index.js';

const n = Number(process.argv[2] ?? 3000);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const perEmail = (ms: number) => Math.round((ms / n) * 1000) / 1000;

const graph = await startGraphTestServer({ messages: n, seed: 'bench' });
const mailbox = new GraphMailbox({ baseUrl: graph.url, getAccessToken: async () => 'bench' });
let t = cpuMs();
const messages: MailMessage[] = [];
for (let cursor: string | null = null, done = false; !done;) {
  const page = await mailbox.delta(cursor, cursor === null ? { since: new Date(Date.now() - 366 * 24 * 3600_000) } : {});
  messages.push(...page.added);
  [cursor, done] = [page.nextCursor, page.done];
}
const fetchMs = cpuMs() - t;
await graph.close();
t = cpuMs();
const rows = messages.map((m) => toEmailRow('bench', m));
const sanitiseMs = cpuMs() - t;

// The bench user's data as the worker loads it: no projects, rules or learned model yet.
const context: EngineTask['context'] = {
  userName: 'Bench',
  ownerAddresses: ['bench@example.test'],
  projects: [],
  rules: [],
  style: structuredClone(DEFAULT_TASK_STYLE),
  model: emptyLearner(),
  timeZone: 'Europe/London',
};
const items = rows.map((row, i) => ({
  email: toEmailInput({ ...row, id: `email-${i}`, createdAt: new Date() } as Parameters<typeof toEmailInput>[0]),
  conversationProjectId: null,
}));
const thread = new Worker(new URL('../apps/server/dist/services/classification/engine-thread.js', import.meta.url), {
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 },
});
let id = 0;
const classify = (part: typeof items) =>
  new Promise<void>((resolve, reject) => {
    thread.once('message', (reply: EngineReply) => ('error' in reply ? reject(new Error(reply.error)) : resolve()));
    thread.postMessage({ id: ++id, context, now: Date.now(), items: part } satisfies EngineTask);
  });
t = cpuMs();
await classify(items.slice(0, 1));
const loadMs = cpuMs() - t;
t = cpuMs();
for (let i = 0; i < items.length; i += 200) await classify(items.slice(i, i + 200));
const engineMs = cpuMs() - t;
await thread.terminate();

process.stdout.write(
  `${JSON.stringify(
    {
      messages: messages.length,
      cpuMsPerEmail: { fetchAndParseWithGraphServer: perEmail(fetchMs), sanitise: perEmail(sanitiseMs), engine: perEmail(engineMs) },
      engineLoadMs: Math.round(loadMs),
    },
    null,
    2,
  )}\n`,
);
