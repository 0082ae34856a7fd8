import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import { emailCount, signIn, waitFor, writeMailbox } from './mail-fixtures.js';
import { spawnServer, stopProcess, waitForHealth, type Spawned } from './spawn-server.js';

const MESSAGES = 3000;

describe('a SIGKILL in the middle of a sync', () => {
  let dataDir = '';
  let current: Spawned | null = null;
  afterAll(async () => {
    if (current) await stopProcess(current);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('resumes after a restart and ends with exactly the mailbox', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'triage-midsync-'));
    await writeMailbox(path.join(dataDir, 'mailbox'), MESSAGES);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      WEB_DIST_DIR: '/nonexistent',
    };
    const base = `http://127.0.0.1:${env.PORT}`;

    current = spawnServer(env);
    await waitForHealth(base, current);
    const cookie = await signIn(base);
    await waitFor(async () => (await emailCount(base, cookie)) > 0, 60_000, 'the first page to be stored');
    const before = await emailCount(base, cookie);
    current.child.kill('SIGKILL');
    await current.exited;
    expect(before).toBeLessThan(MESSAGES);

    current = spawnServer(env);
    await waitForHealth(base, current);
    await waitFor(async () => (await emailCount(base, cookie)) === MESSAGES, 120_000, 'the resumed sync to finish');
    // Settled: no sync is running any more, and no message was stored twice.
    const running = async () =>
      ((await (await fetch(`${base}/api/v1/sync/status`, { headers: { cookie } })).json()) as { running: unknown[] }).running;
    await waitFor(async () => (await running()).length === 0, 60_000, 'the sync to stop running');
    expect(await emailCount(base, cookie)).toBe(MESSAGES);
  });
});
