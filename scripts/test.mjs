// `npm test`: install what is missing, lint, build, then every suite: unit, web, API on
// the embedded PostgreSQL (and on TEST_DATABASE_URL when set), process, browser (parallel
// workers, each with its own server). A failing suite does not stop the ones after it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';
import { lintSteps } from './lint.mjs';

ensureInstalled();

const resultsDir = path.join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;
const failedSuites = [];
const started = Date.now();

// Lint first: it needs no build. Lint steps and type checks are single-threaded: two at a time.
await runConcurrently(
  lintSteps.map((step) => ({ name: `lint-${step.name}`, command: step.command, args: step.args })),
  2,
);
ensureBuilt({ force: true });
await runConcurrently(
  [
    { name: 'typecheck', command: bin('tsc'), args: ['-p', 'apps/web', '--noEmit'] },
    { name: 'typecheck-e2e', command: bin('tsc'), args: ['-p', 'e2e'] },
    { name: 'typecheck-bench', command: bin('tsc'), args: ['-p', 'bench'] },
    { name: 'typecheck-graph-test-server', command: bin('tsc'), args: ['-p', 'packages/mail/test-support/graph-test-server'] },
  ],
  2,
);

const suites = [
  { name: 'unit', vitest: ['--project', 'unit', '--project', 'web'] },
  { name: 'api-embedded', vitest: ['--project', 'api'], env: { API_DB_TARGET: 'embedded' } },
];
if (!process.env.SHARED_DATA_DIR) {
  console.log('SHARED_DATA_DIR is not set: the sweeps over the shared data sets are skipped, each saying so (.ci/run sets it).');
}
if (process.env.TEST_DATABASE_URL) {
  suites.push({ name: 'api-external', vitest: ['--project', 'api'], env: { API_DB_TARGET: 'external' } });
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on the embedded PostgreSQL only.');
}
suites.push({ name: 'process', vitest: ['--project', 'process'] });

const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null);
if (!chromium) {
  console.log("No system Chromium found: installing Playwright's Chromium (needs internet).");
  run(bin('playwright'), ['install', 'chromium']);
}
suites.push({ name: 'e2e', command: bin('playwright'), args: ['test'], playwright: true });

for (const suite of suites) runSuite(suite);

function runSuite(suite) {
  console.log(`\n=== ${suite.name} ===`);
  const suiteStarted = Date.now();
  const output = path.join(resultsDir, `${suite.name}.json`);
  let status;
  if (suite.vitest) {
    status = run(bin('vitest'), ['run', ...suite.vitest, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], {
      env: suite.env,
    });
  } else if (suite.playwright) {
    status = run(suite.command, suite.args, { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: output, PLAYWRIGHT_REPORTERS: 'list,json' } });
  } else {
    status = run(suite.command, suite.args);
  }
  const counts = readCounts(output, suite);
  passed += counts.passed;
  failed += counts.failed;
  if (status !== 0) failedSuites.push(suite.name);
  console.log(`--- ${suite.name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - suiteStarted)}`);
}

/** Runs commands `limit` at a time, each one's output printed in one piece when it ends. */
async function runConcurrently(commands, limit) {
  const queue = [...commands];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const suiteStarted = Date.now();
      const { status, output } = await capture(next.command, next.args);
      console.log(`\n=== ${next.name} ===\n${output.trimEnd()}`);
      if (status !== 0) failedSuites.push(next.name);
      console.log(`--- ${next.name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - suiteStarted)}`);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function capture(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => resolve({ status: 1, output: `${output}${err.message}\n` }));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`;
}

function readCounts(file, suite) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (suite.playwright)
    return { passed: report.stats?.expected ?? 0, failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) };
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

console.log(failedSuites.length ? `\nFailed suites: ${failedSuites.join(', ')}` : '\nAll suites passed.');
console.log(`npm test took ${seconds(Date.now() - started)}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSuites.length ? 1 : 0);
