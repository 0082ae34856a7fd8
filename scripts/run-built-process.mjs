import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

/**
 * Runs a built server entry (`main` or `worker`) in the foreground with the V8 flags of
 * apps/server/src/node-flags.ts, passing Ctrl-C and SIGTERM on and exiting with its code.
 */
export async function runBuiltProcess(entry) {
  const { serverNodeFlags } = await import('../apps/server/dist/node-flags.js');
  const child = spawn(process.execPath, [...serverNodeFlags(), path.join(root, 'apps/server/dist', `${entry}.js`)], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
