// `npm test`: install what is missing, then lint, build and type checks, then every suite: unit, web,
// API on the embedded PostgreSQL (and on TEST_DATABASE_URL when set) beside process, and browser
// (parallel workers, each with its own server) once the API runs end. A failing suite does not stop
// the ones after it. Steps that leave a core idle share the machine (docs/architecture.md, Tests, has
// the schedule and its timings).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCommand, ensureInstalled, markBuilt, root, run } from './lib.mjs';
import { lintSteps } from './lint.mjs';
import { systemChromium } from './chromium-path.mjs';

ensureInstalled();

const resultsDir = path.join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tsc = (...args) => ({ command: bin('tsc'), args });

let passed = 0;
let failed = 0;
const flaky = [];
const failedTests = [];
const failedSuites = [];
const started = Date.now();
const cpuAtStart = childCpuSeconds();

// Lint, build and type checks are single-threaded: two at a time, the build first as the longest.
// Lint and the web type check read sources only; the other type checks read the packages' built types.
await runConcurrently(
  [
    { name: 'build', command: buildCommand[0], args: buildCommand[1] },
    ...lintSteps.map((step) => ({ name: `lint-${step.name}`, command: step.command, args: step.args })),
    // Incremental through .tmp, as the build's own `tsc -b` is: a second run here 20 -> 6 s.
    { name: 'typecheck', ...tsc('-p', 'apps/web', '--noEmit', '--incremental', '--tsBuildInfoFile', '.tmp/tsc-web.tsbuildinfo') },
    { name: 'typecheck-e2e', ...tsc('-p', 'e2e'), after: 'build' },
    { name: 'typecheck-bench', ...tsc('-p', 'bench'), after: 'build' },
    { name: 'typecheck-graph-test-server', ...tsc('-p', 'packages/mail/test-support/graph-test-server'), after: 'build' },
  ],
  2,
);
reportCpu('lint, build and type checks', cpuAtStart, started);
if (failedSuites.includes('build')) finish('The build failed: the suites need it.');
markBuilt();

const vitest = (name, projects, env) => ({
  name,
  command: bin('vitest'),
  args: ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report(name)}`],
  env,
});

if (!process.env.SHARED_DATA_DIR) {
  console.log('SHARED_DATA_DIR is not set: the sweeps over the shared data sets are skipped, each saying so (.ci/run sets it).');
}
if (!systemChromium()) {
  console.log("No system Chromium found: installing Playwright's Chromium (needs internet).");
  run(bin('playwright'), ['install', 'chromium']);
}

// Each group runs after the one before; the suites of one group run two at a time, a step with `after`
// once that one has ended. The API runs (under one core each, their files sharing modules) go one
// after the other beside the process suite (about one core); the browser suite starts when the last
// API run ends, beside the process suite's last files, so neither core waits for the other suite's
// tail (docs/architecture.md, Tests).
const apiRuns = [vitest('api-embedded', ['api'], { API_DB_TARGET: 'embedded' })];
if (process.env.TEST_DATABASE_URL)
  apiRuns.push({ ...vitest('api-external', ['api'], { API_DB_TARGET: 'external' }), after: 'api-embedded' });
else console.log('TEST_DATABASE_URL is not set: the API suite runs on the embedded PostgreSQL only.');
const e2e = {
  name: 'e2e',
  command: bin('playwright'),
  args: ['test'],
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report('e2e') },
  playwright: true,
  after: apiRuns.at(-1).name,
};
const groups = [[vitest('unit', ['unit', 'web', 'web-fresh'])], [...apiRuns, vitest('process', ['process']), e2e]];

for (const group of groups) {
  const groupStarted = Date.now();
  const cpuBefore = childCpuSeconds();
  if (group.length === 1) runLive(group[0]);
  else await runConcurrently(group, 2);
  reportCpu(group.map((step) => step.name).join(' + '), cpuBefore, groupStarted);
}
finish();

function report(name) {
  return path.join(resultsDir, `${name}.json`);
}

/** Runs a suite alone, its output shown as it comes. */
function runLive(suite) {
  console.log(`\n=== ${suite.name} ===`);
  const suiteStarted = Date.now();
  done(suite, run(suite.command, suite.args, { env: suite.env }), suiteStarted);
}

function done(step, status, stepStarted) {
  if (existsSync(report(step.name))) {
    const counts = readCounts(report(step.name), step);
    passed += counts.passed;
    failed += counts.failed;
    flaky.push(...counts.flaky);
    failedTests.push(...counts.failedTitles.map((title) => `${step.name}: ${title}`));
  }
  if (status !== 0) failedSuites.push(step.name);
  console.log(`--- ${step.name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - stepStarted)}`);
}

/**
 * Runs steps `limit` at a time, each one's output printed in one piece when it ends. A step with
 * `after` starts once that step has ended.
 */
async function runConcurrently(steps, limit) {
  const waiting = [...steps];
  const ended = new Set();
  const running = new Set();
  await new Promise((resolve) => {
    const next = () => {
      if (!waiting.length && !running.size) return resolve();
      while (running.size < limit) {
        const index = waiting.findIndex((step) => !step.after || ended.has(step.after));
        if (index < 0) return;
        const [step] = waiting.splice(index, 1);
        const stepStarted = Date.now();
        const job = capture(step).then(({ status, output }) => {
          console.log(`\n=== ${step.name} ===\n${output.trimEnd()}`);
          done(step, status, stepStarted);
          running.delete(job);
          ended.add(step.name);
          next();
        });
        running.add(job);
      }
    };
    next();
  });
}

/**
 * CPU seconds (user + system) of this process's children that have ended, with the descendants
 * they waited for (Linux /proc; null elsewhere). It undercounts the browser suite (Chromium's
 * renderer and GPU processes are not all waited for) and leaves out the machine's own PostgreSQL
 * (TEST_DATABASE_URL): a gauge of each step's load, not an exact account.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** One line per step of the schedule: its CPU time against its wall time, and the machine's load. */
function reportCpu(what, cpuBefore, stepStarted) {
  const cpu = childCpuSeconds();
  if (cpu === null || cpuBefore === null) return;
  const wall = (Date.now() - stepStarted) / 1000;
  const used = cpu - cpuBefore;
  console.log(
    `    ${what}: ${Math.round(used)} s of CPU in ${Math.round(wall)} s (${(used / wall).toFixed(2)} cores), load average ${os.loadavg()[0].toFixed(1)}`,
  );
}

function capture(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1', ...step.env } });
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

function readCounts(file, step) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (step.playwright) {
    return {
      passed: report.stats?.expected ?? 0,
      failed: report.stats?.unexpected ?? 0,
      flaky: playwrightTitles(report, 'flaky'),
      failedTitles: playwrightTitles(report, 'unexpected'),
    };
  }
  const failedTitles = (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that fails before its tests run (an import, a hook) has no failed test of its own.
    if (!tests.length && file.status === 'failed') return [`${where} ${(file.message ?? '').split('\n')[0]}`];
    return tests.map((test) => `${where} ${test.fullName} (${(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)})`);
  });
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, flaky: [], failedTitles };
}

/**
 * The browser tests with an outcome, as "file:line title": 'flaky' failed and then passed on their
 * retry, 'unexpected' failed every try.
 */
function playwrightTitles(report, outcome) {
  const titles = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === outcome)) titles.push(`${spec.file}:${spec.line} ${spec.title}`);
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  return titles;
}

function finish(reason) {
  if (reason) console.log(`\n${reason}`);
  console.log(failedSuites.length ? `\nFailed suites: ${failedSuites.join(', ')}` : '\nAll suites passed.');
  console.log(`npm test took ${seconds(Date.now() - started)}`);
  reportCpu('everything', cpuAtStart, started);
  // The runs print their failures far up; CI may show only the end of the output.
  if (failedTests.length) console.log(`\nFailed:\n${failedTests.map((title) => `  ${title}`).join('\n')}`);
  if (flaky.length) console.log(`\nPassed only on their retry (fix these):\n${flaky.map((title) => `  ${title}`).join('\n')}`);
  console.log(`tests: ${passed} passed, ${failed} failed, ${flaky.length} flaky`);
  process.exit(failedSuites.length ? 1 : 0);
}
