import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMboxImport, uploadMbox, writeMbox, type ImportJobView } from '../../../../bench/import/mbox-import-run.js';
import { freePort } from '../helpers/free-port.js';
import { spawnServer, stopProcess, waitForHealth, type Spawned } from './spawn-server.js';

/** The goal for a 2 GB export; 100,000 messages must stay well inside it. */
const RSS_CEILING_MIB = 400;
/** Bounds a hang on a busy two-core machine; it is no speed target. */
const IMPORT_TIMEOUT_MS = 20 * 60_000;

/**
 * The shortened `npm run bench -- import`: a 100,000-message .mbox uploaded to
 * the built server, imported by the background job while /api/health is probed
 * back to back. Asserts sizes and counts, never timings.
 */
describe('a large .mbox upload', () => {
  let root = '';
  let server: Spawned | null = null;
  afterAll(async () => {
    if (server) await stopProcess(server);
    if (root) await rm(root, { recursive: true, force: true });
  });

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'triage-mbox-'));
    // PostgreSQL's own user (the tests run as root) must be able to enter the data folders under it.
    await chmod(root, 0o755);
  });

  it(
    'imports 100,000 messages in a background job with bounded memory while health keeps answering',
    async () => {
      const file = path.join(root, 'export.mbox');
      const written = await writeMbox(file, { messages: 100_000, duplicateEvery: 1_000, bodyBytes: 300, seed: 3 });
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = spawnServer({
        DATA_DIR: path.join(root, 'data'),
        PORT: String(port),
        EMBEDDED_PG_PORT: String(await freePort()),
        WEB_DIST_DIR: '/nonexistent',
      });
      await waitForHealth(base, server);
      const signIn = await fetch(`${base}/auth/local/sign-in`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: '{}',
      });
      const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

      const report = await runMboxImport({ base, cookie, pid: server.child.pid!, file, timeoutMs: 15 * 60_000 });
      await stopProcess(server);

      expect(report.job).toMatchObject({
        status: 'completed',
        imported: written.distinct,
        duplicates: written.messages - written.distinct,
        rejected: 0,
        error: null,
      });
      expect(report.job.bytesDone).toBe(written.bytes);
      expect(report.rss.peakMiB).toBeLessThan(RSS_CEILING_MIB);
      // Health was asked all along (one probe after another) and every probe was answered.
      expect(report.health.failed).toBe(0);
      expect(report.health.checks).toBeGreaterThan(20);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'continues after a kill -9 in the middle of the import, storing every message once',
    async () => {
      const file = path.join(root, 'killed.mbox');
      const written = await writeMbox(file, { messages: 5_000, duplicateEvery: 500, bodyBytes: 300, seed: 5 });
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        DATA_DIR: path.join(root, 'data-killed'),
        PORT: String(port),
        EMBEDDED_PG_PORT: String(await freePort()),
        WEB_DIST_DIR: '/nonexistent',
      };
      server = spawnServer(env);
      await waitForHealth(base, server);
      const signIn = await fetch(`${base}/auth/local/sign-in`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: '{}',
      });
      const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
      const importId = await uploadMbox(base, cookie, file);
      const job = async () =>
        (await (await fetch(`${base}/api/v1/import-emails/${importId}`, { headers: { cookie } })).json()) as ImportJobView;
      let before: ImportJobView;
      do {
        await new Promise((r) => setTimeout(r, 100));
        before = await job();
      } while (before.bytesDone === 0 && before.status !== 'completed');
      expect(before.status).toBe('running');

      server.child.kill('SIGKILL');
      await server.exited;
      server = spawnServer(env);
      await waitForHealth(base, server);
      let after: ImportJobView;
      const deadline = Date.now() + 10 * 60_000;
      do {
        await new Promise((r) => setTimeout(r, 500));
        after = await job();
      } while (after.status !== 'completed' && Date.now() < deadline);

      expect(after).toMatchObject({
        status: 'completed',
        imported: written.distinct,
        duplicates: written.messages - written.distinct,
        rejected: 0,
      });
      expect(after.bytesDone).toBe(written.bytes);
    },
    IMPORT_TIMEOUT_MS,
  );
});
