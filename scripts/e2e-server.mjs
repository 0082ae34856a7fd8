// Started by Playwright: the built server on a fresh data folder, so every e2e run begins empty.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const dataDir = path.join(root, '.tmp', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339', LOG_LEVEL: 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
