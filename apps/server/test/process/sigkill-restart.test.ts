import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import { spawnServer, stopProcess, waitForHealth, type Spawned } from './spawn-server.js';

describe('embedded PostgreSQL after a SIGKILL', () => {
  let dataDir = '';
  let current: Spawned | null = null;
  afterAll(async () => {
    if (current) await stopProcess(current);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('comes back up with the data intact', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'triage-sigkill-'));
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      WEB_DIST_DIR: '/nonexistent',
    };
    const base = `http://127.0.0.1:${env.PORT}`;
    const origin = { origin: base };

    current = spawnServer(env);
    await waitForHealth(base, current);
    const signIn = await fetch(`${base}/auth/local/sign-in`, {
      method: 'POST',
      headers: { ...origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

    current.child.kill('SIGKILL');
    await current.exited;

    current = spawnServer(env);
    await waitForHealth(base, current);
    expect(current.output()).toContain('left running by an earlier process');
    // The session written before the kill is still there: the user is still signed in.
    const me = await fetch(`${base}/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe('local@localhost');

    current.child.kill('SIGTERM');
    expect(await current.exited).toBe(0);
  });
});
