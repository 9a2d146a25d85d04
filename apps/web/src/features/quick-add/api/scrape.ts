import type { ScrapeResult } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export function scrapeProduct(url: string, signal?: AbortSignal): Promise<ScrapeResult> {
  return apiRequest<ScrapeResult>('/api/scrape', {
    method: 'POST',
    body: { url },
    ...(signal ? { signal } : {}),
  });
}
