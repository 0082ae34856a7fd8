import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export type RunAs = { uid?: number; gid?: number };

/**
 * PostgreSQL refuses to run as root. When we are root (containers, CI), the
 * cluster runs as an unprivileged 'postgres' system user, created if missing.
 */
export async function postgresIdentity(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const ids = await lookupIds().catch(async () => {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']).catch(() => undefined);
    return lookupIds();
  });
  return ids;
}

async function lookupIds(): Promise<RunAs> {
  const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', 'postgres']), execFileAsync('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export type RunResult = { code: number | null; output: string };

/** Runs a PostgreSQL tool to completion as the cluster's user, collecting its output. */
export function runTool(bin: string, args: string[], runAs: RunAs): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      ...runAs,
      cwd: '/',
      // A fixed environment: PostgreSQL's tools need nothing from ours, and our secrets stay out of theirs.
      env: { LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
