import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runLoad } from '../../../../bench/load/load-driver.js';
import { seedLoadUsers } from '../../../../bench/load/load-seed.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { freePort } from '../helpers/free-port.js';
import { spawnServer, stopProcess, waitForHealth, type Spawned } from './spawn-server.js';

/**
 * The shortened load-and-soak run (`npm run bench -- load` is the full one):
 * 12 clients across 4 users for 10 s against the built server, each client
 * signed in as its user, reading and changing as a person does. Asserts
 * correctness only: no error, no 5xx, no other user's data. Never timings.
 */
describe('the server under concurrent load', () => {
  let root = '';
  let pgDir = '';
  let postgres: EmbeddedPostgres | null = null;
  let server: Spawned | null = null;
  afterAll(async () => {
    if (server) await stopProcess(server);
    await postgres?.stop();
    for (const dir of [root, pgDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers 12 concurrent clients of 4 users for 10 s with no error and only their own data', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'triage-load-'));
    // Its own temp folder (run as root, PostgreSQL's user must be able to enter it), as in global-setup.
    pgDir = await mkdtemp(path.join(os.tmpdir(), 'triage-load-pg-'));
    postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), database: 'triage_load' });
    const sessionSecret = randomBytes(32).toString('hex');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawnServer({
      DATABASE_URL: postgres.url,
      PORT: String(port),
      DATA_DIR: path.join(root, 'data'),
      AUTH_MODE: 'local',
      SESSION_SECRET: sessionSecret,
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: '/nonexistent',
    });
    // The server applies the migrations; the users are seeded into the schema it made.
    await waitForHealth(base, server);
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    const users = await seedLoadUsers(db, sessionSecret, { users: 4, emailsPerUser: 300, tasksPerUser: 30 });
    const seededTasks = new Map<string, Set<string>>();
    for (const u of users) {
      seededTasks.set(
        u.id,
        new Set((await db.query<{ id: string }>('SELECT id FROM tasks WHERE user_id = $1', [u.id])).rows.map((r) => r.id)),
      );
    }
    await db.end();

    const report = await runLoad({ base, users, seededTasks, clients: 12, durationMs: 10_000, seed: 7 });

    expect(report.firstErrors).toEqual([]);
    expect(report.firstCrossUser).toEqual([]);
    expect(report).toMatchObject({ errors: 0, status5xx: 0, crossUser: 0 });
    // Every kind of request was made, so every check above was exercised.
    expect(Object.keys(report.byAction).sort()).toEqual(
      ['approve', 'archive', 'createTask', 'expand', 'list', 'otherUsersEmail', 'projects', 'tasks'].sort(),
    );
    expect(server.output()).not.toContain('"level":50');
  });
});
