import type { Page } from '@playwright/test';

/**
 * Keeps a page from hearing of other people's changes (N1): for tests of what a tab that missed
 * them does (a claim refused as stale, a save that reads the list again). Its event streams fail
 * as on a network that drops them, so the page keeps trying and never reads anything new.
 */
export async function missLiveUpdates(page: Page): Promise<void> {
  await page.route(/\/api\/(?:lists\/[^/?#]+|me)\/events(?:\?.*)?$/, (route) => route.abort());
}
