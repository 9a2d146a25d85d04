import pLimit, { type LimitFunction } from 'p-limit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findRefusal, ScrapeRefusedError } from '../fetch/errors.js';
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  type FetchedBytes,
  type FetchPageOptions,
} from '../fetch/fetch-page.js';
import { ByteAllowance, ResourceFetcher } from '../fetch/fetch-resource.js';
import { DEFAULT_MEMORY_BUDGET_BYTES, MemoryWatchdog } from './memory-watchdog.js';
import { readMarkup, settle } from './read-page.js';
import { routeThroughFetcher } from './route-traffic.js';
import { SharedBrowser } from './shared-browser.js';

/**
 * Renders at once; more wait their turn within their own deadline. Each costs a renderer
 * process and a core while its scripts run, and the machine has two cores.
 */
export const DEFAULT_MAX_CONCURRENT_RENDERS = 2;
/** Longest a context may take to close before the whole browser is killed instead. */
const CLOSE_LIMIT_MS = 3000;

export interface RendererOptions {
  chromiumPath: string;
  /** The static fetch's options: every request of a render follows the same rules. */
  fetch: FetchPageOptions;
  maxConcurrent?: number;
  /** Most memory Chromium's processes may hold together (DEFAULT_MEMORY_BUDGET_BYTES). */
  memoryBudgetBytes?: number;
}

const failed = (cause?: unknown) => new ScrapeRefusedError('FETCH_FAILED', undefined, { cause });

/** Rejects when `signal` aborts: what a render waiting in the queue races against. */
function abortion(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(failed(signal.reason));
    else signal.addEventListener('abort', () => reject(failed(signal.reason)), { once: true });
  });
}

async function closeWithin(context: BrowserContext, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const closed = context.close().then(
    () => true,
    () => true,
  );
  const outcome = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  return outcome;
}

/**
 * Renders a page whose static HTML holds no product, in headless Chromium, under the static
 * fetch's limits: every request through the same safe fetcher, all of them together within its
 * byte cap, the whole render (queueing included) within its time limit.
 */
export class PageRenderer {
  private readonly browser: SharedBrowser;
  private readonly watchdog: MemoryWatchdog;
  private readonly queue: LimitFunction;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;

  constructor(private readonly options: RendererOptions) {
    this.browser = new SharedBrowser(options.chromiumPath);
    this.watchdog = new MemoryWatchdog(
      options.memoryBudgetBytes ?? DEFAULT_MEMORY_BUDGET_BYTES,
      () => this.browser.processIds(),
    );
    this.queue = pLimit(options.maxConcurrent ?? DEFAULT_MAX_CONCURRENT_RENDERS);
    this.timeoutMs = options.fetch.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxBytes = options.fetch.maxBytes ?? DEFAULT_MAX_BYTES;
  }

  /**
   * The page as its scripts leave it, as bytes the extractor reads like a fetched page.
   * `startedAt` is when the scrape began: the static fetch and the render (its wait in the
   * queue included) share one time limit.
   * Throws {@link ScrapeRefusedError} (FETCH_FAILED, TOO_LARGE) when the render fails.
   */
  async render(document: FetchedBytes, startedAt = Date.now()): Promise<FetchedBytes> {
    // Launching Chromium (the first render, or the first after a crash) is the server's cost,
    // not the page's: it is waited for outside the time limit, as the extraction thread's
    // first load is, and bounded by the launch's own limit.
    const launchFrom = Date.now();
    await this.browser.get().catch((error: unknown) => Promise.reject(failed(error)));
    const deadline = startedAt + this.timeoutMs + (Date.now() - launchFrom);
    const timeUp = new AbortController();
    const timer = setTimeout(() => timeUp.abort(failed()), Math.max(0, deadline - Date.now()));
    try {
      return await Promise.race([
        this.queue(() => this.renderNow(document, deadline, timeUp.signal)),
        abortion(timeUp.signal),
      ]);
    } finally {
      clearTimeout(timer);
      timeUp.abort(failed());
    }
  }

  /** Contexts open in Chromium right now (each render has one while it runs). */
  openContexts(): number {
    return this.browser.openContexts();
  }

  /** The running browser's own processes (the roots of its tree); none while none runs. */
  browserProcessIds(): readonly number[] {
    return this.browser.processIds();
  }

  async close(): Promise<void> {
    this.queue.clearQueue();
    await this.browser.close();
  }

  private async renderNow(
    document: FetchedBytes,
    deadline: number,
    signal: AbortSignal,
  ): Promise<FetchedBytes> {
    if (signal.aborted) throw failed();
    // A launch outlasting the deadline goes on for the next render; this one stops waiting.
    const browser: Browser = await Promise.race([this.browser.get(), abortion(signal)]).catch(
      (error: unknown) => Promise.reject(findRefusal(error) ?? failed(error)),
    );
    // Playwright can wait forever on a browser killed under it. The render, and its place in
    // the queue, ends when the browser is lost or time is up, whatever Playwright waits for.
    let onLost = () => {};
    const lost = new Promise<never>((_, reject) => {
      onLost = () => reject(new Error('Chromium was lost'));
      if (!browser.isConnected()) onLost();
      browser.once('disconnected', onLost);
    });
    const stopsBefore = this.watchdog.stops;
    const unwatch = this.watchdog.watch();
    try {
      return await Promise.race([
        this.renderInContext(browser, document, deadline, signal),
        lost,
        abortion(signal),
      ]);
    } catch (error) {
      const refusal = findRefusal(error);
      if (refusal) throw refusal;
      // Its renderer or the whole browser was killed for memory while it rendered. (Which
      // page grew cannot be told from the browser: a render it takes with it hears the same.)
      if (this.watchdog.stops !== stopsBefore) throw new ScrapeRefusedError('PAGE_TOO_LARGE');
      throw failed(error);
    } finally {
      unwatch();
      browser.off('disconnected', onLost);
    }
  }

  private async renderInContext(
    browser: Browser,
    document: FetchedBytes,
    deadline: number,
    signal: AbortSignal,
  ): Promise<FetchedBytes> {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      acceptDownloads: false,
      userAgent: this.options.fetch.userAgent ?? DEFAULT_USER_AGENT,
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
    });
    const fetcher = new ResourceFetcher(
      this.options.fetch,
      new ByteAllowance(this.maxBytes),
      signal,
    );
    // At the deadline the context goes at once: that ends whatever the page is doing.
    const stop = () => void context.close().catch(() => {});
    signal.addEventListener('abort', stop, { once: true });
    try {
      await routeThroughFetcher(context, fetcher, document);
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.dismiss().catch(() => {}));
      // A renderer that dies (killed for memory) ends its render at once.
      const crashed = new Promise<never>((_, reject) => {
        page.once('crash', () => reject(new Error('The page crashed')));
      });
      const markup = await Promise.race([this.readRendered(page, document, deadline), crashed]);
      return {
        finalUrl: page.url(),
        status: 200,
        contentType: 'text/html; charset=utf-8',
        bytes: Buffer.from(markup),
      };
    } finally {
      signal.removeEventListener('abort', stop);
      fetcher.close();
      if (!(await closeWithin(context, CLOSE_LIMIT_MS))) await this.browser.discard(browser);
    }
  }

  private async readRendered(page: Page, document: FetchedBytes, deadline: number) {
    await page.goto(document.finalUrl, {
      waitUntil: 'domcontentloaded',
      timeout: Math.max(1, deadline - Date.now()),
    });
    await settle(page, deadline);
    return readMarkup(page, this.maxBytes);
  }
}
