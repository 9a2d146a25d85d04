/**
 * Reads fetched pages off the main thread: extract-worker.ts runs in one worker thread (piscina),
 * each task under a time limit. A task over its limit is aborted, which terminates the thread;
 * the pool starts a fresh one. So no page, however it was built, holds the event loop.
 */
import { Piscina } from 'piscina';
import { AppError } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { ExtractOutcome, ExtractTask } from './extract-worker.js';

/** Longest a page may take to be read, waiting for the thread included (see warm()). */
export const EXTRACT_TIME_LIMIT_MS = 2000;
/** Pages being read or waiting at once; more are refused, since each holds its bytes. */
const MAX_TASKS = 4;
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

function createPool(): Piscina<ExtractTask, ExtractOutcome> {
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

export class ExtractPool {
  private pool: Piscina<ExtractTask, ExtractOutcome> | undefined;
  private loaded: Promise<unknown> = Promise.resolve();
  private tasks = 0;

  constructor(private readonly timeLimitMs = EXTRACT_TIME_LIMIT_MS) {}

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

  async run(task: ExtractTask): Promise<ExtractOutcome> {
    if (this.tasks >= MAX_TASKS) throw busy();
    this.warm();
    const pool = this.pool as Piscina<ExtractTask, ExtractOutcome>;
    this.tasks++;
    try {
      await this.loaded;
      return await pool.run(task, { signal: AbortSignal.timeout(this.timeLimitMs) });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw pageTooSlow();
      if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw pageTooLarge();
      }
      throw error;
    } finally {
      this.tasks--;
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
