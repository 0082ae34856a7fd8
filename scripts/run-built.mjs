// `node scripts/run-built.mjs <entry> [args...]`: install what is missing, build what changed, then
// run a built entry point (the eval command), so it works on a fresh clone too.
// The install and build progress goes to stderr: stdout stays for the command's own output (JSON).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-built.mjs <entry> [args...]');
  process.exit(2);
}

const prepare = spawnSync(
  process.execPath,
  ['--input-type=module', '-e', "const m = await import('./scripts/lib.mjs'); m.ensureInstalled(); m.ensureBuilt();"],
  { cwd: root, stdio: ['inherit', process.stderr.fd, 'inherit'] },
);
if (prepare.status !== 0) process.exit(prepare.status ?? 1);

const child = spawn(process.execPath, [path.join(root, entry), ...args], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
