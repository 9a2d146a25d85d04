/**
 * The bench's visits in Chromium: a page with the probe installed (CPU throttled or not), the
 * list page opened cold, the list reached from the dashboard, the same page as static HTML, and
 * the CPU slowdown the page actually gets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResult } from '@wishlist/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchNetwork } from '../../e2e/support/quiet-network.js';
import { median } from './median.js';
import {
  busyLoopScript,
  type ImageState,
  imageStateScript,
  type ProbeResult,
  probeScript,
  scrollThroughScript,
} from './page-probe.js';

export const CARD = '.item-card';
export const CPU_SLOWDOWN = 4;

/** What every visit needs: the browser, the list's size and its images' delay. */
export interface VisitSetup {
  browser: Browser;
  itemCount: number;
  imageDelay: number;
}

export async function newPage(
  setup: VisitSetup,
  base: string,
  session: AuthResult | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await setup.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    probeScript({ origin: base, session, target: setup.itemCount, cardSelector: CARD }),
  );
  const page = await context.newPage();
  return { context, page };
}

/**
 * A page with the CPU throttled, on a same-origin blank page first so that the throttled
 * renderer is the one the app will use.
 */
async function throttledPage(setup: VisitSetup, base: string, session: AuthResult | null) {
  const opened = await newPage(setup, base, session);
  await opened.page.goto(`${base}/api/bench-blank`);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return opened;
}

export interface ListRun {
  probe: ProbeResult;
  images: ImageState;
  layoutShift: number;
}

/** One cold-cache visit of the list page with the CPU throttled. */
export async function listVisit(
  setup: VisitSetup,
  base: string,
  listId: string,
  session: AuthResult,
  settle: boolean,
): Promise<ListRun> {
  const { context, page } = await throttledPage(setup, base, session);
  try {
    await page.goto(`${base}/lists/${listId}`, { waitUntil: 'commit' });
    await withTimeout(
      page.evaluate('window.__benchCardsShown'),
      30_000,
      `the ${setup.itemCount}th item card did not show`,
    );
    const probe = (await page.evaluate('window.__bench')) as ProbeResult;
    if (!settle) return { probe, images: await imageState(page), layoutShift: probe.layoutShift };

    // Let the first images arrive where they are, then bring every card into view so each
    // lazy image loads, and wait until every image has loaded or turned into a placeholder.
    await page.waitForTimeout(setup.imageDelay + 500);
    await page.evaluate(scrollThroughScript);
    await waitInPage(page, `(${imageStateScript}).pending === 0`, 60_000);
    await page.waitForTimeout(setup.imageDelay + 500);
    const images = await imageState(page);
    const final = (await page.evaluate('window.__bench')) as ProbeResult;
    return { probe, images, layoutShift: final.layoutShift };
  } finally {
    await context.close();
  }
}

/**
 * The app already open on the dashboard (as when someone goes from their lists to one of them):
 * the time from the click on the list's card to the last item card visible, CPU throttled.
 */
export async function inAppVisit(
  setup: VisitSetup,
  base: string,
  listId: string,
  session: AuthResult,
): Promise<number> {
  const { context, page } = await throttledPage(setup, base, session);
  try {
    // The dashboard keeps its live stream open: the network is never idle, only quiet.
    const network = watchNetwork(page);
    await page.goto(`${base}/dashboard`);
    const link = `a[href="/lists/${listId}"]`;
    await page.locator(link).waitFor();
    await network.quiet();
    const clickedAt = (await page.evaluate(
      `(() => { const at = performance.now(); document.querySelector('${link}').click(); return at; })()`,
    )) as number;
    await withTimeout(page.evaluate('window.__benchCardsShown'), 30_000, 'in-app navigation');
    const probe = (await page.evaluate('window.__bench')) as ProbeResult;
    return (probe.allCardsAt ?? Number.POSITIVE_INFINITY) - clickedAt;
  } finally {
    await context.close();
  }
}

/**
 * The floor under the cold-load figure: the same page as the app rendered it, saved as plain
 * HTML with its stylesheet and no script at all, served by the same server (WEB_DIST) and
 * timed the same way. No client-rendered page can show its cards sooner on this machine.
 *
 * `webDist` is the app's build (apps/web/dist); the copy is a new directory the caller removes.
 */
export async function staticCopy(
  setup: VisitSetup,
  base: string,
  listId: string,
  session: AuthResult,
  webDist: string,
) {
  const { context, page } = await newPage(setup, base, session);
  try {
    await page.goto(`${base}/lists/${listId}`);
    await withTimeout(page.evaluate('window.__benchCardsShown'), 30_000, 'the list page');
    const html = (await page.content())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-bench-static-'));
    fs.cpSync(webDist, dist, { recursive: true });
    for (const name of fs.readdirSync(dist))
      if (name.startsWith('index.html')) fs.rmSync(path.join(dist, name));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    return dist;
  } finally {
    await context.close();
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls an expression through CDP. (page.waitForFunction with a string evaluates it with
 * eval inside the page, which the app's Content-Security-Policy rightly forbids.)
 */
async function waitInPage(page: Page, expression: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function imageState(page: Page): Promise<ImageState> {
  return (await page.evaluate(imageStateScript)) as ImageState;
}

/** How much slower the throttled page runs a fixed loop than an unthrottled one. */
export async function measuredSlowdown(setup: VisitSetup, base: string): Promise<number> {
  const { context, page } = await newPage(setup, base, null);
  try {
    await page.goto(`${base}/api/bench-blank`);
    const loop = async () => ((await page.evaluate(busyLoopScript)) as { ms: number }).ms;
    await loop();
    const plain = median([await loop(), await loop(), await loop()]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const throttled = median([await loop(), await loop(), await loop()]);
    return throttled / plain;
  } finally {
    await context.close();
  }
}
