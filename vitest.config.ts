import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import web from './apps/web/vite.config.ts';

const contracts = path.resolve(import.meta.dirname, 'packages/contracts/src/index.ts');
const classifier = path.resolve(import.meta.dirname, 'packages/classifier/src/index.ts');
const mail = path.resolve(import.meta.dirname, 'packages/mail/src/index.ts');
const alias = { '@triage/contracts': contracts, '@triage/classifier': classifier, '@triage/mail': mail };

/**
 * The files of a worker share its modules (`isolate: false`): importing the server, React or jsdom
 * again for every file was most of each suite's time (docs/architecture.md, Tests). These files test
 * what a first page load sees (a library not loaded yet) and run on fresh modules.
 */
const WEB_FRESH_MODULES = ['src/app/toast-layer.test.tsx', 'src/features/emails/components/email-body-frame.test.tsx'];

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one on the 2-core dev machine.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          isolate: false,
          setupFiles: ['test-support/unit-setup.ts'],
        },
      },
      { ...web, test: { ...web.test, isolate: false, exclude: [...configDefaults.exclude, ...WEB_FRESH_MODULES] } },
      { ...web, test: { ...web.test, name: 'web-fresh', include: WEB_FRESH_MODULES } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/api/**/*.test.ts'],
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          setupFiles: ['apps/server/test/helpers/no-overlapping-queries.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Every file builds its own app on its own database.
          isolate: false,
          // Its own worker limit: run after unit and web when they run together (npm run test:quick).
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'process',
          environment: 'node',
          include: ['apps/server/test/process/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
