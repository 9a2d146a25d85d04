import type { ScrapeResult } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

/** Quick Add of `url`; with `html` (a page the bookmarklet sent), read from it instead (X1). */
export function scrapeProduct(
  url: string,
  signal?: AbortSignal,
  html?: string,
): Promise<ScrapeResult> {
  return apiRequest<ScrapeResult>('/api/scrape', {
    method: 'POST',
    body: html === undefined ? { url } : { url, html },
    ...(signal ? { signal } : {}),
  });
}
