import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../../apps/server/dist/db/client.js';
import { startEmbeddedPostgres } from '../../apps/server/dist/db/embedded-postgres.js';
import { runMigrations } from '../../apps/server/dist/db/migrate.js';
import { log } from './log.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One throwaway embedded PostgreSQL (the same binaries and settings the server
 * starts by default) per bench run; every part gets its own fresh database in it.
 */
export class BenchCluster {
  private constructor(
    readonly adminUrl: string,
    readonly dataDir: string,
    private readonly stopServer: () => Promise<void>,
  ) {}

  static async start(): Promise<BenchCluster> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'triage-bench-pg-'));
    const started = performance.now();
    const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
    log(`embedded PostgreSQL up in ${Math.round(performance.now() - started)} ms (${dataDir})`);
    return new BenchCluster(pgServer.url, dataDir, () => pgServer.stop());
  }

  /** The cluster's log (statements are logged there while SQL capture is on). */
  readLog(): Promise<string> {
    return readFile(path.join(this.dataDir, 'postgres.log'), 'utf8');
  }

  /** A new database with every migration applied, as a first server start leaves it. */
  async createDatabase(name: string): Promise<string> {
    const admin = new pg.Client({ connectionString: this.adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = withDatabase(this.adminUrl, name);
    const database = connect(url, 2);
    try {
      await runMigrations(database.pool);
    } finally {
      await database.close();
    }
    return url;
  }

  async stop(): Promise<void> {
    await this.stopServer();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
