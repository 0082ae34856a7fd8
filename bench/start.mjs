// `npm run bench [-- part...]`: install what is missing, build what changed, then run
// bench/main.ts through tsx. Only the JSON document goes to stdout.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The install and build steps print their progress; it goes to stderr, stdout stays for the JSON.
const prepare = spawnSync(
  process.execPath,
  ['--input-type=module', '-e', "const m = await import('./scripts/lib.mjs'); m.ensureInstalled(); m.ensureBuilt();"],
  { cwd: root, stdio: ['inherit', process.stderr.fd, 'inherit'] },
);
if (prepare.status !== 0) process.exit(prepare.status ?? 1);

const child = spawn(
  process.execPath,
  [
    '--experimental-websocket',
    '--no-warnings=ExperimentalWarning',
    '--import',
    'tsx',
    path.join(root, 'bench', 'main.ts'),
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
