// `npm run lint`: ESLint (eslint.config.js), knip (knip.json: dead exports, unused files and
// dependencies) and Prettier's check (.prettierrc.json). Every step runs even when one before it
// failed; the exit code is non-zero when any did. `npm test` runs the same steps first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, run } from './lib.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// ESLint and Prettier keep what they found per file in .tmp, so a second run checks only the files
// that changed (Prettier by content: 20 -> 4 s here); a fresh clone has no cache and checks everything.
export const lintSteps = [
  { name: 'eslint', command: bin('eslint'), args: ['--max-warnings=0', '--cache', '--cache-location', '.tmp/eslint-cache', '.'] },
  { name: 'knip', command: bin('knip'), args: ['--no-progress'] },
  {
    name: 'prettier',
    command: bin('prettier'),
    args: ['--check', '--log-level=warn', '--cache', '--cache-location', '.tmp/prettier-cache', '.'],
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failed = lintSteps.filter((step) => {
    console.log(`\n=== ${step.name} ===`);
    return run(step.command, step.args) !== 0;
  });
  console.log(failed.length ? `\nLint failed: ${failed.map((s) => s.name).join(', ')}` : '\nLint passed.');
  process.exit(failed.length ? 1 : 0);
}
