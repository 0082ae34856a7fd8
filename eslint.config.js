// `npm run lint` (with knip and prettier --check); docs/architecture.md, The parts, says what may
// import what. Syntax-only typescript-eslint rules: type-aware linting would cost minutes here.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** apps/web layers: app -> features -> components and lib; a feature uses only its own files and other features' index.ts. */
const webZones = [
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/ and lib/ sit below features/ and app/: they may not import them.',
  },
  { target: `${web}/features`, from: `${web}/app`, message: 'features/ sit below app/: they may not import it.' },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    // A feature's index.ts is its public face; everything else in it is internal.
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: `features/${feature} may import another feature only through its index.ts: move what they share to components/ or lib/.`,
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/', '**/node_modules/', '.tmp/', 'coverage/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // The sanitizers and URL checks match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules; the React Compiler rules of the plugin's preset assume the compiler.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
);
