import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { serverNodeFlags } from '../../apps/server/src/node-flags.js';
import { serverDist } from './paths.js';

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** Fixed per bench run, so the bench can mint sessions the server accepts. */
export const SESSION_SECRET = randomBytes(32).toString('hex');
export const TOKEN_ENCRYPTION_KEY = randomBytes(32).toString('hex');

/** Starts the built server (or worker) binary itself, not through npm, so a signal reaches it, with the flags `npm start` gives it. */
export function spawnBuilt(entry: 'main' | 'worker', env: Record<string, string>, execArgv: string[] = []): ServerProcess {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=..." profiles the spawned server or worker (docs/performance.md).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverNodeFlags(), ...nodeArgs, ...execArgv, path.join(serverDist, `${entry}.js`)], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      SESSION_SECRET,
      TOKEN_ENCRYPTION_KEY,
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, pid: child.pid!, output: () => output, exited, stop: () => stopChild(child, exited) };
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const late = new Promise<'late'>((r) => setTimeout(() => r('late'), 20_000).unref());
  if ((await Promise.race([exited, late])) === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
}

export async function waitForHttp(url: string, server: ServerProcess, timeoutMs = 90_000, pollMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`server did not answer ${url} in time:\n${server.output()}`);
}

export async function waitForOutput(server: ServerProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`never printed "${text}":\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
