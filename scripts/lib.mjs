import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

const manifests = [
  'package.json',
  'package-lock.json',
  'packages/contracts/package.json',
  'packages/mail/package.json',
  'packages/classifier/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
];

/** Installs dependencies when node_modules is missing or the manifests changed since the last install. */
export function ensureInstalled() {
  const hash = createHash('sha256');
  for (const file of manifests) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  const digest = hash.digest('hex');
  const stamp = path.join(root, 'node_modules', '.triage-install-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  console.log('Installing dependencies...');
  runOrExit(npm, ['install', '--no-audit', '--no-fund'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  writeFileSync(stamp, digest);
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const buildStamp = path.join(root, 'apps', 'web', 'dist', '.build-stamp');

/** Builds contracts, server and web when a source is newer than the last build. */
export function ensureBuilt() {
  const sources = Math.max(...['packages', 'apps'].map((d) => newestMtime(path.join(root, d))));
  const built = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
  if (built > sources && existsSync(path.join(root, 'apps/server/dist/main.js'))) return;
  console.log('Building...');
  runOrExit(...buildCommand);
  markBuilt();
}

/** `npm run build`: contracts, mail, classifier, server, web. */
export const buildCommand = [npm, ['run', 'build']];

/** Records a finished build, so ensureBuilt skips the next one until a source changes. */
export function markBuilt() {
  writeFileSync(buildStamp, new Date().toISOString());
}
