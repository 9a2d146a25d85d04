import { LIMITS, type ScrapeResult, toAllowedText } from '@wishlist/core';
import type { Refusal } from '@wishlist/extract';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../errors.js';
import { type Message, msg } from '../../i18n/message.js';
import type { Caller } from '../auth/caller.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import type { ExtractPool } from './extract-pool.js';
import type { ExtractTask } from './extract-worker.js';
import { ScrapeRefusedError } from './fetch/errors.js';
import type { FetchPageOptions } from './fetch/fetch-page.js';
import type { PageRenderer } from './render/renderer.js';

/**
 * The fetcher (undici) and the extraction pool load on the first Quick Add, not at start: most
 * processes never scrape. The extractor (cheerio) itself only ever loads in the pool's thread.
 */
const loadScraper = async () => {
  const [fetcher, pool] = await Promise.all([
    import('./fetch/fetch-page.js'),
    import('./extract-pool.js'),
  ]);
  return { fetchPageBytes: fetcher.fetchPageBytes, ExtractPool: pool.ExtractPool };
};

/**
 * What a page said, cut to what the item form takes and cleaned of what the form's rules refuse
 * (a page may hold control characters, or entities for lone surrogates), so it can be saved.
 */
function formFields(product: ScrapeResult): ScrapeResult {
  return {
    ...product,
    title: toAllowedText(product.title, 'line', LIMITS.itemNameMax),
    description: toAllowedText(product.description, 'block', LIMITS.itemTextMax),
    category: toAllowedText(product.category, 'line', LIMITS.itemTextMax),
  };
}

/** Why the extractor refused a page, as the caller hears it, in their own language. */
const REFUSALS: Record<Refusal, Message> = {
  'bot-wall': msg('server.scrape.botWall'),
  blocked: msg('server.scrape.blocked'),
  'not-found': msg('server.scrape.pageNotFound'),
  'shop-error': msg('server.scrape.shopError'),
};

/**
 * Rendering (SCRAPE_RENDER=1) loads on the first page that needs it, and Chromium with it: with
 * rendering off, neither ever loads.
 */
const loadRenderer = () => import('./render/index.js');

export interface RenderSettings {
  chromiumPath: string;
}

/**
 * By when, from the start of its Quick Add, a page's turn to be read must come: the fetch's own
 * 10 s, and as long again to wait behind the pages of others who pressed Quick Add at the same
 * moment. Later, it is refused as too slow (422), not as busy.
 */
const TURN_DEADLINE_MS = 20_000;

const CACHE_TTL_MS = 5 * 60 * 1000;
const CACHE_MAX_ENTRIES = 500;

/**
 * Quick Add: fetch a shop page safely, refuse bot walls and error pages, extract the product.
 * Results are kept briefly per URL (in-flight ones too), so a double paste costs one fetch.
 */
export class ScrapeService {
  private readonly cache = new LRUCache<string, Promise<ScrapeResult>>({
    max: CACHE_MAX_ENTRIES,
    ttl: CACHE_TTL_MS,
  });
  private pool: ExtractPool | undefined;
  private renderer: PageRenderer | undefined;

  /** `render`: set when SCRAPE_RENDER=1, pages with no product are rendered in Chromium. */
  constructor(
    private readonly limiter: RateLimiter,
    private readonly fetchOptions: FetchPageOptions,
    private readonly render?: RenderSettings,
  ) {}

  /**
   * `html`: the page as the caller's browser shows it (X1). It is read instead of fetching
   * `url`, and never kept for anyone else: a page sent is only its sender's word.
   */
  async scrape(
    caller: Caller,
    clientAddress: string,
    url: string,
    html?: string,
  ): Promise<ScrapeResult> {
    const viewer = await caller.viewer();
    await this.limiter.consume('scrape', clientAddress);
    await this.limiter.consume('scrape-user', viewer.id);
    if (html !== undefined) return this.extractSent(url, html);
    const key = url.trim();
    const cached = this.cache.get(key);
    if (cached) return cached;

    const result = this.fetchAndExtract(key);
    this.cache.set(key, result);
    // A failure is not worth keeping: the next paste tries again.
    result.catch(() => this.cache.delete(key));
    return result;
  }

  private async fetchAndExtract(url: string): Promise<ScrapeResult> {
    const startedAt = Date.now();
    try {
      const { fetchPageBytes, ExtractPool } = await loadScraper();
      this.pool ??= new ExtractPool();
      const pool = this.pool;
      pool.warm();
      let page = await fetchPageBytes(url, this.fetchOptions);
      const deadline = startedAt + TURN_DEADLINE_MS;
      let product = await this.extract(pool, page, deadline);
      if (this.render) {
        const { needsRender, PageRenderer } = await loadRenderer();
        if (needsRender(product, page)) {
          this.renderer ??= new PageRenderer({ ...this.render, fetch: this.fetchOptions });
          page = await this.renderer.render(page, startedAt);
          product = await this.extract(pool, page, deadline);
        }
      }
      return { ...formFields(product), url: page.finalUrl };
    } catch (error) {
      if (error instanceof ScrapeRefusedError)
        throw new AppError(error.status, error.code, error.text);
      throw error;
    }
  }

  /** Reads a page the caller sent, in the same thread and queue as fetched ones. */
  private async extractSent(url: string, html: string): Promise<ScrapeResult> {
    const startedAt = Date.now();
    try {
      const [{ sentPage }, { ExtractPool }] = await Promise.all([
        import('./sent-page.js'),
        import('./extract-pool.js'),
      ]);
      const page = sentPage(url, html);
      this.pool ??= new ExtractPool();
      const product = await this.extract(this.pool, page, startedAt + TURN_DEADLINE_MS);
      return { ...formFields(product), url: page.finalUrl };
    } catch (error) {
      if (error instanceof ScrapeRefusedError)
        throw new AppError(error.status, error.code, error.text);
      throw error;
    }
  }

  /**
   * Reads a page in the extraction thread, its turn by `deadline`; bot walls and error pages
   * are refused.
   */
  private async extract(
    pool: ExtractPool,
    page: ExtractTask,
    deadline: number,
  ): Promise<ScrapeResult> {
    const outcome = await pool.run(page, deadline);
    if (outcome.kind === 'refused')
      throw new AppError(422, 'PAGE_NOT_USABLE', REFUSALS[outcome.refusal]);
    if (outcome.kind === 'unreadable') {
      throw new AppError(422, 'PAGE_NOT_USABLE', msg('server.scrape.unreadable'));
    }
    return outcome.product;
  }

  /** Stops the extraction thread and Chromium, if they were started. */
  async close(): Promise<void> {
    await Promise.all([this.pool?.close(), this.renderer?.close()]);
  }
}
