/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

// Only server routes are proxied: /auth/redirect and /auth/callback are SPA routes.
const proxiedPaths = ['/api', '/auth/config', '/auth/me', '/auth/local', '/auth/sign-out', '/auth/microsoft'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@triage/contracts': contracts, '@': src },
  },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiServer }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // Only what the first page needs: libraries used by lazily loaded screens stay in their chunks.
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    // Screens load lazily and their findBy waits allow 10 s; on a loaded 2-core machine the default 5 s
    // per test cut off screens that were still rendering correctly.
    testTimeout: 30_000,
  },
});
