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
  workers: 1,
  fullyParallel: false,
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
