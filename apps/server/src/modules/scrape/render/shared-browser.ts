import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { processesWithArgument } from './process-tree.js';

/** Loaded on the first render: a server that never renders never loads it. */
const loadPlaywright = () => import('playwright-core');

/**
 * - `--host-resolver-rules`: Chromium can resolve no name and reach no address, literal IPs
 *   included, so whatever escapes request routing (a worker's WebSocket, a WebRTC relay, a
 *   preconnect) fails to connect instead of reaching the network.
 * - `--webrtc-ip-handling-policy=disable_non_proxied_udp`: WebRTC sends no UDP (STUN) at all,
 *   which the resolver rules do not stop for a literal address. (Debian's Chromium ignores the
 *   `--force-webrtc-ip-handling-policy` some guides name.)
 * - `HttpsUpgrades` off: Chromium would load an `http://` shop as `https://`, a page no shop
 *   served and the static fetch never read; it renders the address it was given.
 * - The rest stop Chromium's own traffic (updates, sync, field trials) and QUIC, which routing
 *   never sees; the renderer's heap is capped so a page cannot grow it without bound (its
 *   array buffers live outside it: memory-watchdog.ts bounds those).
 */
export const CHROMIUM_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-features=MediaRouter,OptimizationHints,Translate,HttpsUpgrades',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--mute-audio',
  '--js-flags=--max-old-space-size=256',
];

/** Longest a launch may take before the render that asked for it gives up on it. */
const LAUNCH_TIMEOUT_MS = 15_000;

/**
 * One Chromium for every render, launched on the first one. A browser that crashes, is killed
 * or disconnects is forgotten, and the next render launches a new one.
 */
export class SharedBrowser {
  private launching: Promise<Browser> | undefined;
  private current: Browser | undefined;
  /** The current browser's own processes: the roots of the tree the watchdog measures. */
  private roots: readonly number[] = [];
  private closed = false;

  constructor(private readonly executablePath: string) {}

  get(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('The renderer is closed'));
    if (!this.launching) {
      const launch = this.launch();
      this.launching = launch;
      launch.catch(() => this.forget(launch));
    }
    return this.launching;
  }

  /** Contexts open in the running browser, as Chromium counts them. */
  openContexts(): number {
    return this.current?.isConnected() ? this.current.contexts().length : 0;
  }

  /** The running browser's own processes; none while no browser runs. */
  processIds(): readonly number[] {
    return this.current?.isConnected() ? this.roots : [];
  }

  /** Kills the browser (a context that will not close); the next render launches another. */
  async discard(browser: Browser): Promise<void> {
    this.forgetBrowser(browser);
    await browser.close().catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    const launch = this.launching;
    this.launching = undefined;
    this.current = undefined;
    const browser = await launch?.catch(() => undefined);
    await browser?.close().catch(() => {});
  }

  private async launch(): Promise<Browser> {
    const { chromium } = await loadPlaywright();
    // Names this launch's processes in /proc (Chromium ignores a switch it does not know).
    const mark = `--wishlist-render=${randomUUID()}`;
    const browser = await chromium.launch({
      executablePath: this.executablePath,
      args: [...CHROMIUM_ARGS, mark],
      // Chromium refuses its sandbox to root; any other user keeps it (docs/decisions/017).
      chromiumSandbox: process.getuid?.() !== 0,
      timeout: LAUNCH_TIMEOUT_MS,
      // The server's own shutdown closes the browser (ScrapeService.close()).
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    // A browser whose memory cannot be watched is not used (no /proc: not Linux).
    const roots = processesWithArgument(mark);
    if (this.closed || roots.length === 0) {
      await browser.close().catch(() => {});
      throw new Error(this.closed ? 'The renderer is closed' : 'Chromium cannot be watched');
    }
    this.current = browser;
    this.roots = roots;
    browser.on('disconnected', () => this.forgetBrowser(browser));
    return browser;
  }

  private forgetBrowser(browser: Browser): void {
    if (this.current !== browser) return;
    this.current = undefined;
    this.launching = undefined;
    this.roots = [];
  }

  private forget(launch: Promise<Browser>): void {
    if (this.launching === launch) this.launching = undefined;
  }
}
