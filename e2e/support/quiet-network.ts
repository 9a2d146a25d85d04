import type { Page, Request } from 'playwright-core';

/** A page's live stream (N1): an answer that never ends while the page is open. */
const LIVE_STREAM = /\/events$/;

/**
 * `waitForLoadState('networkidle')` for a page that keeps a live stream open: Chromium's network
 * idle counts that request too, so it never comes. This counts every other request the page
 * makes from now on; `quiet()` waits until none has been open for `ms`. Start it before the
 * navigation it is to wait for.
 */
export function watchNetwork(page: Page) {
  const open = new Set<Request>();
  let changedAt = Date.now();
  page.on('request', (request) => {
    if (LIVE_STREAM.test(new URL(request.url()).pathname)) return;
    open.add(request);
    changedAt = Date.now();
  });
  const settled = (request: Request) => {
    if (open.delete(request)) changedAt = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet(ms = 500, timeout = 30_000): Promise<void> {
      const deadline = Date.now() + timeout;
      while (open.size > 0 || Date.now() - changedAt < ms) {
        if (Date.now() > deadline)
          throw new Error(`The network did not go quiet: ${[...open].map((r) => r.url())}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
