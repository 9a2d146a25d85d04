import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import type { Account } from './helpers';
import { freePort, runSettings, type ServerProcess, startServer, webDist } from './server-process';

/**
 * A server of the spec's own, on the run's data, serving a copy of the built web app: the copy
 * can be changed (a new deploy), and the server stopped (the network gone) and started again on
 * the same port (the same origin, so the same service worker), without touching the run's.
 */
export class OwnServer {
  private process: ServerProcess | null = null;

  private constructor(
    readonly site: string,
    readonly port: number,
  ) {}

  static async start(): Promise<OwnServer> {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-pwa-site-'));
    fs.cpSync(webDist, site, { recursive: true });
    const server = new OwnServer(site, await freePort());
    await server.resume();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    this.process = await startServer(runSettings(), this.port, { WEB_DIST: this.site });
  }

  async stop(): Promise<void> {
    await this.process?.stop();
    this.process = null;
  }

  async dispose(): Promise<void> {
    await this.stop();
    fs.rmSync(this.site, { recursive: true, force: true });
  }

  /**
   * A new deploy of the page: index.html marked with `build`, its precompressed copies gone
   * (the server would send those instead).
   */
  deployIndex(build: string): void {
    const index = path.join(this.site, 'index.html');
    const html = fs.readFileSync(index, 'utf8');
    fs.writeFileSync(index, html.replace('<head>', `<head><meta name="build" content="${build}">`));
    for (const copy of ['index.html.gz', 'index.html.br'])
      fs.rmSync(path.join(this.site, copy), { force: true });
  }
}

/** Signs in through the page at `base`, as a person would. */
export async function signInAt(page: Page, base: string, account: Account): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Waits until the app's service worker is active and in charge of the page. */
export async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
}

export interface InstallCheck {
  installabilityErrors: unknown[];
  manifestErrors: unknown[];
  manifest: {
    name?: string;
    start_url?: string;
    display?: string;
    icons?: Array<{ src: string; sizes: string; purpose?: string }>;
    share_target?: { action: string; method: string; params: Record<string, string> };
  };
  /** Chromium's own reading of the manifest (CDP's `manifest`), with absolute addresses. */
  parsed: {
    icons?: Array<{ url: string; sizes: string }>;
    startUrl?: string;
    scope?: string;
    shareTarget?: { action: string };
  } | null;
}

/**
 * A browser with a profile on disk: Chromium refuses to install from an incognito profile,
 * which every ordinary Playwright context is ("in-incognito").
 */
export async function profileBrowser(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    serviceWorkers: 'allow',
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** What Chromium's install criteria say of the page, through the DevTools protocol. */
export async function installCheck(page: Page): Promise<InstallCheck> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // `manifest` is newer than the protocol types Playwright ships.
    const answer = (await cdp.send('Page.getAppManifest')) as {
      errors: unknown[];
      data?: string;
      manifest?: InstallCheck['parsed'];
    };
    return {
      installabilityErrors,
      manifestErrors: answer.errors,
      manifest: JSON.parse(answer.data ?? '{}') as InstallCheck['manifest'],
      parsed: answer.manifest ?? null,
    };
  } finally {
    await cdp.detach();
  }
}
