import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../src/node-flags.js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
/** `main` is the API server (`npm start`); `worker` is `npm run worker`. */
const ENTRIES = { main: path.join(dist, 'main.js'), worker: path.join(dist, 'worker.js') };

export type Spawned = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts the built server binary itself (not through npm/npx, so a kill reaches it), with the flags `npm start` gives it. */
export function spawnServer(env: Record<string, string>, entry: keyof typeof ENTRIES = 'main'): Spawned {
  const child = spawn(process.execPath, [...serverNodeFlags(), ENTRIES[entry]], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(baseUrl: string, spawned: Spawned, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void spawned.exited.then((code) => (exitCode = code ?? -1));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${spawned.output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${spawned.output()}`);
}

/** Waits until the process has printed `text` (a worker has no HTTP port to probe). */
export async function waitForOutput(spawned: Spawned, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!spawned.output().includes(text)) {
    if (spawned.child.exitCode !== null || Date.now() > deadline) throw new Error(`never printed "${text}":\n${spawned.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * SIGTERM and wait (a clean stop lets workers hand their jobs back); a
 * process that does not stop in time is killed, so no test leaves one behind.
 */
export async function stopProcess(spawned: Spawned, timeoutMs = 20_000): Promise<void> {
  if (spawned.child.exitCode !== null || spawned.child.signalCode !== null) return;
  spawned.child.kill('SIGTERM');
  const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), timeoutMs).unref());
  if ((await Promise.race([spawned.exited, timer])) === 'late') {
    spawned.child.kill('SIGKILL');
    await spawned.exited;
  }
}
