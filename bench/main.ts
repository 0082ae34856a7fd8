import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, type Part } from './lib/args.js';
import { log, round } from './lib/log.js';
import { machine } from './lib/machine.js';
import { repoRoot } from './lib/paths.js';
import { BenchCluster } from './lib/postgres.js';
import { runApi } from './parts/api.js';
import { runClassify } from './parts/classify.js';
import { runImportPart } from './parts/import.js';
import { runLoadPart } from './parts/load.js';
import { runStart } from './parts/start.js';
import { runSync } from './parts/sync.js';
import { runWeb } from './parts/web.js';

/**
 * `npm run bench [-- part...]`: runs the parts asked for and prints ONE JSON
 * document on stdout (progress goes to stderr); a copy goes to
 * .tmp/bench/latest.json. Benchmarks never fail on time; only the load run's
 * correctness checks (errors, 5xx, cross-user data, RSS trend) set the exit code.
 */
async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const t0 = performance.now();
  const results: Partial<Record<Part, Record<string, unknown>>> = {};
  let cluster: BenchCluster | null = null;
  const pgCluster = async () => (cluster ??= await BenchCluster.start());
  const want = (p: Part) => args.parts.includes(p);
  const run = async (part: Part, fn: () => Promise<Record<string, unknown>>) => {
    const started = performance.now();
    log(`--- ${part}`);
    try {
      results[part] = await fn();
    } catch (err) {
      // A part that cannot run says why; the others still report.
      results[part] = { machine: machine(), unavailable: err instanceof Error ? err.message : String(err) };
      log(`${part} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
    log(`--- ${part} done in ${round((performance.now() - started) / 1000, 1)} s`);
  };
  try {
    if (want('classify')) await run('classify', () => runClassify({ count: args.classifyCount }));
    if (want('sync') || want('memory')) await run('sync', async () => runSync(await pgCluster(), { n: args.n }));
    if (want('api') || want('memory')) {
      await run('api', async () =>
        runApi(await pgCluster(), {
          durationSec: args.apiDuration,
          connections: args.connections,
          emails: args.apiEmails,
          tasks: args.apiTasks,
          otherUsers: 10,
        }),
      );
    }
    if (want('memory')) {
      results.memory = {
        machine: machine(),
        what: 'peak RSS (kernel high-water mark, VmHWM) of the server process',
        syncWorkerPeakRssMiB: results.sync?.workerPeakRssMiB ?? null,
        apiServerPeakRssMiB: results.api?.serverPeakRssMiB ?? null,
      };
    }
    if (want('web')) await run('web', async () => runWeb(await pgCluster(), { runs: args.webRuns, emails: args.webEmails }));
    if (want('start')) await run('start', () => runStart({ runs: 3 }));
    if (want('load'))
      await run('load', async () => runLoadPart(await pgCluster(), { clients: args.loadClients, durationSec: args.loadDuration }));
    if (want('import'))
      await run('import', async () => runImportPart(await pgCluster(), { bytes: args.importBytes, bodyBytes: args.importBodyBytes }));
  } finally {
    await (cluster as BenchCluster | null)?.stop();
  }
  const doc = {
    bench: 'triage',
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    startedAt: startedAt.toISOString(),
    totalSec: round((performance.now() - t0) / 1000, 1),
    machine: machine(),
    parts: Object.fromEntries(args.parts.map((p) => [p, results[p]])),
  };
  const json = `${JSON.stringify(doc, null, 2)}\n`;
  const dir = path.join(repoRoot, '.tmp', 'bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), json);
  if (args.out) writeFileSync(args.out, json);
  process.stdout.write(json);
  return results.load && results.load.ok === false ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`[bench] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
