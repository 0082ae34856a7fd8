import path from 'node:path';
import { defineConfig } from 'vitest/config';

const contracts = path.resolve(import.meta.dirname, 'packages/contracts/src/index.ts');
const classifier = path.resolve(import.meta.dirname, 'packages/classifier/src/index.ts');
const mail = path.resolve(import.meta.dirname, 'packages/mail/src/index.ts');
const alias = { '@triage/contracts': contracts, '@triage/classifier': classifier, '@triage/mail': mail };

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
        },
      },
      'apps/web/vite.config.ts',
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
