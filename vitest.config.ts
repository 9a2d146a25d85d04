import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './apps/web/vite-catalogs.js';

const core = fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@wishlist/core': core } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // A worker imports the server's modules once, not once per file: a test file builds
          // its own server, database and mail sink, and keeps no state in modules that another
          // file reads. (The web tests stay isolated: one jsdom across files kept state.)
          isolate: false,
          environment: 'node',
          include: [
            'packages/core/src/**/*.test.ts',
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
