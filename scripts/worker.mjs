// `npm run worker`: the built job worker, started with the same V8 flags as the server
// (apps/server/src/node-flags.ts). It runs the built code only; `npm start` or `npm run build` builds.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const { serverNodeFlags } = await import('../apps/server/dist/node-flags.js');
const worker = spawn(process.execPath, [...serverNodeFlags(), path.join(root, 'apps/server/dist/worker.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
