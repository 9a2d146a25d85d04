import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Worker } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

/** The unpacked extension as `npm run build` leaves it (apps/extension/scripts/build.ts). */
export const EXTENSION_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/extension/dist/extension',
);

/** The few extension calls the tests make in the extension's worker. */
interface ExtensionApi {
  storage: { local: { get: (key: string) => Promise<Record<string, unknown>> } };
  tabs: { query: (query: { url: string }) => Promise<Array<{ id?: number }>> };
  contextMenus: { update: (id: string, change: object) => Promise<void> };
}
type InWorker = { chrome: ExtensionApi };

export interface WithExtension {
  context: BrowserContext;
  worker: Worker;
  id: string;
  /** The token the extension keeps, if any. */
  storedToken: () => Promise<unknown>;
  /** The browser's id of the tab showing `url`. */
  tabIdOf: (url: string) => Promise<number | undefined>;
  /** Whether the context menu's entry `id` exists (updating a missing one fails). */
  hasMenuEntry: (id: string) => Promise<boolean>;
  /** Presses the extension's toolbar button on the tab showing `url`, as a person would. */
  pressToolbarButton: (url: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Debian's Chromium with the extension loaded, in a profile of its own (extensions need one on
 * disk), headless (Chromium's headless is the full browser since the old one was removed).
 * `--enable-unsafe-extension-debugging` lets the test press the toolbar button through the
 * DevTools protocol (`Extensions.triggerAction`), which grants `activeTab` as a click does.
 */
export async function launchWithExtension(): Promise<WithExtension> {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json')))
    throw new Error(`No built extension in ${EXTENSION_DIR}: run npm run build first`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-extension-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumLaunchOptions.executablePath,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      ...chromiumLaunchOptions.args,
      '--enable-unsafe-extension-debugging',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;
  const browser = context.browser();
  if (!browser) throw new Error('The persistent context has no browser to speak to');
  const devtools = await browser.newBrowserCDPSession();

  const pressToolbarButton = async (url: string) => {
    const { targetInfos } = await devtools.send('Target.getTargets', {
      filter: [{ type: 'tab' }],
    });
    const tab = targetInfos.find((target) => target.url === url);
    if (!tab) throw new Error(`No tab shows ${url}`);
    await devtools.send('Extensions.triggerAction', { id, targetId: tab.targetId });
  };
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  // Each runs in the worker: only the function's text is sent, so it names only what is there.
  const storedToken = () =>
    worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as InWorker;
      return (await chrome.storage.local.get('token')).token;
    });
  const tabIdOf = (url: string) =>
    worker.evaluate(async (address) => {
      const { chrome } = globalThis as unknown as InWorker;
      return (await chrome.tabs.query({ url: address }))[0]?.id;
    }, url);
  const hasMenuEntry = (entry: string) =>
    worker.evaluate((name) => {
      const { chrome } = globalThis as unknown as InWorker;
      return chrome.contextMenus.update(name, {}).then(
        () => true,
        () => false,
      );
    }, entry);
  return { context, worker, id, storedToken, tabIdOf, hasMenuEntry, pressToolbarButton, close };
}
