import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * End-to-end tests in Debian's Chromium against the real built server (real SQLite in a temp
 * DATA_DIR, real SMTP sink on loopback). Build first: `npm run build`.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  // Two spec files at a time (tests within a file in order): the browser waits on the server as
  // much as it computes. The live spec times reconnects and deliveries, so it runs after them,
  // alone, as every spec did before (beside another file it once missed its 20 s reconnect).
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'side-by-side', testIgnore: /live\.spec\.ts$/ },
    { name: 'alone', testMatch: /live\.spec\.ts$/, dependencies: ['side-by-side'], workers: 1 },
  ],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The app's service worker would answer from its caches what specs route or expect from
    // the server (a chunk made to fail, a fresh read); pwa.spec.ts allows it where it is tested.
    serviceWorkers: 'block',
  },
});
