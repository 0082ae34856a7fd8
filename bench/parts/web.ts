import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { collapseCard, expandCard, filterTasks, FIRST_CARD_TIMING, FIRST_CARD_READY, WATCH_FIRST_CARD } from '../lib/browser-probes.js';
import { bundleSizes } from '../lib/bundle.js';
import { log, round } from '../lib/log.js';
import { machine } from '../lib/machine.js';
import { repoRoot } from '../lib/paths.js';
import { freePort, type BenchCluster } from '../lib/postgres.js';
import { analyze, seedUser } from '../lib/seed.js';
import { spawnBuilt, waitForHttp } from '../lib/server-process.js';
import { median, summarize } from '../lib/stats.js';
import { systemChromium } from '../../scripts/chromium-path.mjs';

/** docs/architecture.md, Tests: Debian's Chromium with these flags, never a downloaded browser. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Builds the web app into its own folder (the shared apps/web/dist is left alone for whoever serves it). */
function buildWeb(outDir: string): number {
  const started = performance.now();
  const webDir = path.join(repoRoot, 'apps/web');
  // vite is installed where npm put it (apps/web/node_modules or the root); resolved from the web app.
  const vitePackage = createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePackage), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`vite build failed (${result.error?.message ?? result.status}):\n${result.stdout}\n${result.stderr}`);
  return Math.round(performance.now() - started);
}

async function measureScreens(page: Page, base: string, runs: number) {
  const firstCards: number[] = [];
  const phases: Record<string, number[]> = {};
  for (let i = 0; i < runs; i++) {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    await page.waitForFunction(FIRST_CARD_READY, undefined, { timeout: 30_000 });
    const timing = await page.evaluate<Record<string, number | null>>(FIRST_CARD_TIMING);
    firstCards.push(timing.paintedMs!);
    for (const [k, v] of Object.entries(timing)) if (k !== 'paintedMs' && v !== null) (phases[k] ??= []).push(v);
  }
  const ids = await page.$$eval('[data-testid="email-card"]', (cards) => cards.map((c) => c.getAttribute('data-email-id')!));
  const expands: number[] = [];
  for (let i = 0; i < runs; i++) {
    const id = ids[i % ids.length]!;
    expands.push(await page.evaluate<number>(expandCard(id)));
    await page.evaluate(collapseCard(id));
  }
  await page.goto(`${base}/tasks`);
  await page.waitForSelector('[data-testid="task-card"]', { timeout: 30_000 });
  const filters: number[] = [];
  const filterAnswers: number[] = [];
  // A new term each run ('Task 1', 'Task 2', ...: each matches its task numbers' titles), so no run is served from the query cache.
  for (let i = 0; i < runs; i++) {
    const r = await page.evaluate<{ paintedMs: number; answeredMs: number }>(filterTasks(`Task ${i + 1}`));
    filters.push(r.paintedMs);
    filterAnswers.push(r.answeredMs);
  }
  return { firstCards, phases, expands, filters, filterAnswers };
}

/**
 * The built app's bundle sizes, then in Chromium with 10,000 emails in the
 * database: navigation to the first email cards painted, Enter to the expanded
 * body painted, and the task search's filtered list painted after the server answers; medians of `runs` each.
 */
export async function runWeb(cluster: BenchCluster, o: { runs: number; emails: number }) {
  // The Chromium the browser tests drive (CHROMIUM_PATH, else Debian's headless shell, else its full Chromium).
  const chromiumPath = systemChromium();
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'triage-bench-web-'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'triage-bench-web-data-'));
  try {
    log('web: building the app');
    const buildMs = buildWeb(outDir);
    const bundle = bundleSizes(outDir);
    const result: Record<string, unknown> = { machine: machine(), buildMs, bundle };
    if (!chromiumPath)
      return {
        ...result,
        browser: { unavailable: 'no Chromium on this machine (CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium)' },
      };

    const url = await cluster.createDatabase('bench_web');
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await seedUser(db, 'local', { emails: o.emails, tasks: 1000, projects: 12 });
    await analyze(db);
    await db.end();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawnBuilt('main', {
      DATABASE_URL: url,
      WORKERS: 'off',
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_MODE: 'local',
      WEB_DIST_DIR: outDir,
    });
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
    try {
      await waitForHttp(`${base}/api/health`, server);
      // bypassCSP: the app's strict CSP (no eval) would block the probes' waitForFunction, not the app.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      // The probes time the spec's cards (Comfortable); the queue opens in Compact rows unless the
      // browser remembers otherwise, so the bench remembers Comfortable, as a user who chose it would.
      await page.addInitScript(() => localStorage.setItem('triage.queue.density', 'comfortable'));
      await page.addInitScript(WATCH_FIRST_CARD);
      // Signing in through the page, as a person does: one click in local mode.
      await page.goto(`${base}/`);
      const signIn = await page.evaluate<number>(
        `fetch('/auth/local/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status)`,
      );
      if (signIn !== 200) throw new Error(`sign-in answered ${signIn}`);
      const cardsShown = await page
        .goto(`${base}/`)
        .then(() => page.waitForSelector('[data-testid="email-card"]', { timeout: 30_000 }))
        .then(
          () => true,
          () => false,
        );
      if (!cardsShown) {
        return { ...result, browser: { unavailable: 'the review screen at / showed no [data-testid="email-card"] within 30 s' } };
      }
      log(`web: measuring ${o.runs} runs each in Chromium`);
      const m = await measureScreens(page, base, o.runs);
      const ok = (xs: number[]) => xs.filter((x) => x >= 0);
      const browserVersion = browser.version();
      return {
        ...result,
        browser: {
          chromium: browserVersion,
          emailsInDatabase: o.emails,
          tasksInDatabase: 1000,
          navigationToFirstCardsPainted: summarize(ok(m.firstCards)),
          // Medians of the page's own timing entries, ms from navigation start: where the first-card time goes.
          firstCardsPhasesMedianMs: Object.fromEntries(Object.entries(m.phases).map(([k, v]) => [k, round(median(v), 1)])),
          enterToExpandedBodyPainted: { ...summarize(ok(m.expands)), failed: m.expands.length - ok(m.expands).length },
          // Input to the filtered list painted after the server's answer (the Tasks screen searches on the server).
          taskFilterResponse: { ...summarize(ok(m.filters)), failed: m.filters.length - ok(m.filters).length },
          taskFilterServerAnsweredMedianMs: round(median(ok(m.filterAnswers)), 1),
          selectors: {
            card: '[data-testid="email-card"][data-email-id]',
            body: '[data-testid="email-body"]',
            taskSearch: 'input[aria-label="Search tasks"]',
            taskCard: '[data-testid="task-card"]',
          },
        },
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
