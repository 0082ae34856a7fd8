// Started by Playwright: the built server on a fresh data folder, so every e2e run begins empty.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

// One folder and one PostgreSQL port per E2E_PORT, so runs on different ports never share a database.
// The PostgreSQL port sits below the ephemeral range, so no connection's local port can hold it
// (e2e/support/worker-server.ts, pgPortOf).
const port = process.env.PORT ?? '3199';
const dataDir = path.join(root, '.tmp', port === '3199' ? 'e2e-data' : `e2e-data-${port}`);
const pgPort = process.env.E2E_PG_PORT ?? String(20000 + Number(port));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A PostgreSQL left over from an interrupted run still owns the folder: stop it before wiping it. */
async function stopLeftoverPostgres() {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

await stopLeftoverPostgres();
rmSync(dataDir, { recursive: true, force: true });
const { serverNodeFlags } = await import('../apps/server/dist/node-flags.js');
const server = spawn(process.execPath, [...serverNodeFlags(), path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: pgPort, LOG_LEVEL: 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
