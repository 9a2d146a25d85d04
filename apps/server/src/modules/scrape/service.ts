import type { ScrapeResult } from '@wishlist/core';
import { AppError } from '../../errors.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import { ScrapeRefusedError } from './fetch/errors.js';
import type { FetchPageOptions } from './fetch/fetch-page.js';

/**
 * The fetcher (undici) and the extractor (cheerio) load on the first Quick Add, not at start:
 * they are the largest part of the server's code, and most processes never scrape.
 */
const loadScraper = async () => {
  const [fetcher, extractor] = await Promise.all([
    import('./fetch/fetch-page.js'),
    import('./extract/index.js'),
  ]);
  return { ...fetcher, ...extractor };
};

const CACHE_TTL_MS = 5 * 60 * 1000;
const CACHE_MAX_ENTRIES = 500;

interface CacheEntry {
  expires: number;
  result: Promise<ScrapeResult>;
}

/**
 * Quick Add: fetch a shop page safely, refuse bot walls and error pages, extract the product.
 * Results are kept briefly per URL (in-flight ones too), so a double paste costs one fetch.
 */
export class ScrapeService {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly fetchOptions: FetchPageOptions,
    private readonly now: () => number = Date.now,
  ) {}

  async scrape(userId: string, clientAddress: string, url: string): Promise<ScrapeResult> {
    await this.limiter.consume('scrape', clientAddress);
    await this.limiter.consume('scrape-user', userId);
    const key = url.trim();
    const cached = this.cache.get(key);
    if (cached && cached.expires > this.now()) return cached.result;

    const result = this.fetchAndExtract(key);
    this.remember(key, result);
    // A failure is not worth keeping: the next paste tries again.
    result.catch(() => this.cache.delete(key));
    return result;
  }

  private async fetchAndExtract(url: string): Promise<ScrapeResult> {
    try {
      const { fetchPage, detectBotWall, extractProduct } = await loadScraper();
      const page = await fetchPage(url, this.fetchOptions);
      const refusal = detectBotWall(page.html, page.status);
      if (refusal) throw new AppError(422, 'PAGE_NOT_USABLE', refusal);
      return { ...extractProduct(page.html, page.finalUrl), url: page.finalUrl };
    } catch (error) {
      if (error instanceof ScrapeRefusedError)
        throw new AppError(error.status, error.code, error.message);
      throw error;
    }
  }

  private remember(key: string, result: Promise<ScrapeResult>): void {
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      const now = this.now();
      for (const [k, entry] of this.cache) if (entry.expires <= now) this.cache.delete(k);
      // Still full: drop the oldest (Map keeps insertion order).
      if (this.cache.size >= CACHE_MAX_ENTRIES)
        this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(key, { expires: this.now() + CACHE_TTL_MS, result });
  }
}
