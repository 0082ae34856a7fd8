import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_WORKERS, serverPorts, workerPort } from './e2e/support/worker-server';

const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  // Files spread over the workers; the tests of one file run in order on one worker and its server.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry: on a shared, loaded machine a test can lose a race with the clock that it wins on a
  // quiet one. npm test names every test that passed only on its retry, so each gets fixed.
  retries: 1,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    // A failed test keeps its trace of DOM snapshots and a screenshot of its end. The trace's
    // screencast (a frame on every paint, encoded in the browser) is left out: it was half the
    // suite's CPU (docs/architecture.md, Tests).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: serverPorts.map((port) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded PostgreSQL; a kill would leave it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1' },
  })),
});
