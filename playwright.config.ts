import { chromium, defineConfig } from '@playwright/test';
import path from 'node:path';
import { E2E_WORKERS, serverPorts, workerPort } from './e2e/support/worker-server';
import { systemChromium } from './scripts/chromium-path.mjs';

// The machine's Chromium (scripts/chromium-path.mjs), else Playwright's own; started through a
// launcher that merges the features Playwright disables with the ones disabled below.
process.env.E2E_CHROMIUM_BINARY ??= systemChromium() ?? chromium.executablePath();

/**
 * The full Chromium (where the headless shell is missing) still builds the address bar's WebUI popups
 * for every window, headless too (two chrome:// pages in a renderer of their own): over a second of
 * CPU per test, a third of the suite's CPU (docs/architecture.md, Tests). No test uses the address
 * bar; the headless shell has none and ignores these.
 */
const UNUSED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

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
    // A failed test keeps a screenshot of its end, and its retry a trace of DOM snapshots: recording
    // one on every first attempt cost a fifth of the suite's CPU. The trace's screencast (a frame on
    // every paint, encoded in the browser) stays off: it once cost half (docs/architecture.md, Tests).
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: path.resolve(import.meta.dirname, 'e2e/support/chromium-launcher.sh'),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-features=${UNUSED_BROWSER_FEATURES.join(',')}`,
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
