import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/db/client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { runMigrations } from '../../src/db/migrate.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    dbTarget: string;
  }
}

/**
 * A cluster thrown away after the run needs no crash safety: without flushes to disk, cloning a
 * database for every test file and the migrations test stop waiting on the disk (docs/architecture.md, Tests).
 */
const SCRATCH_CLUSTER = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/**
 * API tests run on a real PostgreSQL: the embedded one by default, or the
 * server in TEST_DATABASE_URL when API_DB_TARGET=external. Migrations are
 * applied once to a template; every test file clones its own database from it.
 */
export default async function setup(project: TestProject) {
  const target = process.env.API_DB_TARGET === 'external' ? 'external' : 'embedded';
  let embedded: EmbeddedPostgres | null = null;
  let dataDir: string | null = null;
  let adminUrl: string;
  if (target === 'external') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('API_DB_TARGET=external needs TEST_DATABASE_URL');
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'triage-api-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres', settings: SCRATCH_CLUSTER });
    adminUrl = embedded.url;
  }

  const templateDb = `triage_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const templateUrl = withDatabase(adminUrl, templateDb);
  const template = connect(templateUrl, 2);
  await runMigrations(template.pool);
  await template.close();
  // The job queue's own schema too, so no test file pays for installing it.
  const jobs = await JobQueue.start(templateUrl, () => undefined);
  await jobs.stop();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('dbTarget', target);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${templateDb}%`]);
    for (const { datname } of leftovers.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
