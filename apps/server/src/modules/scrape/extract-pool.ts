/**
 * Reads fetched pages off the main thread: extract-worker.ts runs in one worker thread (piscina),
 * each task under a time limit. A task over its limit is aborted, which terminates the thread;
 * the pool starts a fresh one. So no page, however it was built, holds the event loop. Pages
 * arriving together wait their turn in a queue bounded by the bytes they hold (page-queue.ts).
 */

import type { Extraction } from '@wishlist/extract';
import { Piscina } from 'piscina';
import { AppError } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { ExtractTask } from './extract-worker.js';
import { PageQueue, QueueRefused } from './page-queue.js';

/** Longest a page may take to be read once its turn comes (see warm() for the first page). */
export const EXTRACT_TIME_LIMIT_MS = 2000;
/** How long a page may wait for its turn when its caller gives it no deadline. */
export const DEFAULT_WAIT_MS = 10_000;
/**
 * Bytes that pages waiting or being read may hold at once, each as fetched (at most 5 MB): ten
 * pages at that limit fit, with room, and ordinary shop pages (well under 2 MB) by the dozen,
 * so a family's burst waits instead of being refused; and it stays small beside what the rest
 * of the server keeps (its caches hold some 30 MB). Past it a page is refused (503).
 */
export const MAX_HELD_BYTES = 64 * 1024 * 1024;
/** The worker's heap: a parsed 5 MB page fits, a page built to blow up the parser does not. */
const WORKER_HEAP_MB = 256;

// Run from source (tsx, vitest) the worker is a .ts file, and a worker thread does not inherit
// the parent's loader: tsx must be loaded into it. Built (dist, bundle) it is a .js file.
const fromSource = import.meta.url.endsWith('.ts');

const pageTooSlow = () => new AppError(422, 'PAGE_TOO_SLOW', msg('server.scrape.tooSlow'));
const pageTooLarge = () => new AppError(422, 'PAGE_TOO_LARGE', msg('server.scrape.tooLargeToRead'));
const busy = () =>
  new AppError(503, 'SCRAPE_BUSY', msg('server.scrape.busy'), {
    'retry-after': '5',
  });

function createPool(): Piscina<ExtractTask, Extraction> {
  const file = fromSource ? './extract-worker.ts' : './extract-worker.js';
  return new Piscina({
    filename: new URL(file, import.meta.url).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    // One thread: on a two-core machine the event loop keeps the other core.
    minThreads: 1,
    maxThreads: 1,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
}

/** An empty page: reading it is how a new pool knows its thread has loaded the extractor. */
const EMPTY_PAGE: ExtractTask = {
  finalUrl: '',
  status: 200,
  contentType: undefined,
  bytes: new Uint8Array(),
};
const LOAD_LIMIT_MS = 15_000;

export interface ExtractPoolOptions {
  timeLimitMs?: number;
  maxHeldBytes?: number;
}

export class ExtractPool {
  private pool: Piscina<ExtractTask, Extraction> | undefined;
  private loaded: Promise<unknown> = Promise.resolve();
  private readonly timeLimitMs: number;
  private readonly queue: PageQueue;

  constructor(options: ExtractPoolOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? EXTRACT_TIME_LIMIT_MS;
    this.queue = new PageQueue(options.maxHeldBytes ?? MAX_HELD_BYTES);
  }

  /**
   * Creates the pool on the first scrape; its thread loads the extractor while that page
   * downloads, and pages wait for that first load outside their time limit. A thread started
   * after one was stopped loads within the next page's limit: past the first scrape, none
   * outlasts its fetch by more than the limit.
   */
  warm(): void {
    if (this.pool) return;
    this.pool = createPool();
    const signal = AbortSignal.timeout(LOAD_LIMIT_MS);
    this.loaded = this.pool.run(EMPTY_PAGE, { signal }).catch(() => {});
  }

  /**
   * Reads `task` when its turn comes, by `deadline` (epoch milliseconds; by default
   * DEFAULT_WAIT_MS from now): 422 when its turn comes too late or its reading takes too long
   * (PAGE_TOO_SLOW) or too much memory (PAGE_TOO_LARGE), 503 only when the pages waiting
   * already hold all the bytes they may (SCRAPE_BUSY).
   */
  async run(task: ExtractTask, deadline = Date.now() + DEFAULT_WAIT_MS): Promise<Extraction> {
    try {
      return await this.queue.run(task.bytes.byteLength, deadline, () => this.read(task));
    } catch (error) {
      if (error instanceof QueueRefused) throw error.reason === 'full' ? busy() : pageTooSlow();
      throw error;
    }
  }

  /** Bytes held by the pages waiting or being read. */
  get heldBytes(): number {
    return this.queue.heldBytes;
  }

  private async read(task: ExtractTask): Promise<Extraction> {
    this.warm();
    const pool = this.pool as Piscina<ExtractTask, Extraction>;
    try {
      await this.loaded;
      return await pool.run(task, { signal: AbortSignal.timeout(this.timeLimitMs) });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw pageTooSlow();
      if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw pageTooLarge();
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
