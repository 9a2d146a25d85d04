import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './apps/web/vite-catalogs.js';

const source = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  // The workspace packages from their source, as tsconfig.tests.json's paths (exact names: one
  // is a prefix of the other). A worker thread loads their builds (extract-pool.ts).
  resolve: {
    alias: [
      { find: /^@wishlist\/core$/, replacement: source('./packages/core/src/index.ts') },
      { find: /^@wishlist\/extract$/, replacement: source('./packages/extract/src/index.ts') },
      {
        find: /^@wishlist\/extract\/decode$/,
        replacement: source('./packages/extract/src/decode.ts'),
      },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // A worker imports the server's modules once, not once per file: a test file builds
          // its own server, database and mail sink, and keeps no state in modules that another
          // file reads.
          isolate: false,
          environment: 'node',
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/extract/{src,test,scripts}/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [compiledCatalogs(), react()],
        test: {
          name: 'web',
          // A worker imports React, the router and the app once, not once per file (about half of
          // the web tests' time). Each file renders its own app; test/setup.ts puts back, after
          // every test, what modules keep (session, language, toasts, connection, online state).
          isolate: false,
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
