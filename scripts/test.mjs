// `npm test`: install what is missing, build, then every suite: unit, web, API on
// the embedded PostgreSQL (and on TEST_DATABASE_URL when set), process, browser.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
ensureBuilt({ force: true });

const resultsDir = path.join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const suites = [
  { name: 'typecheck', command: bin('tsc'), args: ['-p', 'apps/web', '--noEmit'] },
  { name: 'typecheck-bench', command: bin('tsc'), args: ['-p', 'bench'] },
  { name: 'typecheck-graph-test-server', command: bin('tsc'), args: ['-p', 'packages/mail/test-support/graph-test-server'] },
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
  console.log('No system Chromium found: installing Playwright\'s Chromium (needs internet).');
  run(bin('playwright'), ['install', 'chromium']);
}
suites.push({ name: 'e2e', command: bin('playwright'), args: ['test'], playwright: true });

let passed = 0;
let failed = 0;
const failedSuites = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const output = path.join(resultsDir, `${suite.name}.json`);
  let status;
  if (suite.vitest) {
    status = run(bin('vitest'), ['run', ...suite.vitest, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], { env: suite.env });
  } else if (suite.playwright) {
    status = run(suite.command, suite.args, { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: output, PLAYWRIGHT_REPORTERS: 'list,json' } });
  } else {
    status = run(suite.command, suite.args);
  }
  const counts = readCounts(output, suite);
  passed += counts.passed;
  failed += counts.failed;
  if (status !== 0) failedSuites.push(suite.name);
}

function readCounts(file, suite) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (suite.playwright) return { passed: report.stats?.expected ?? 0, failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) };
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

console.log(failedSuites.length ? `\nFailed suites: ${failedSuites.join(', ')}` : '\nAll suites passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSuites.length ? 1 : 0);
