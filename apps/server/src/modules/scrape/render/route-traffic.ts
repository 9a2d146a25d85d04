import type { BrowserContext, Route } from 'playwright-core';
import type { FetchedBytes } from '../fetch/fetch-page.js';
import type { FetchedResource, ResourceFetcher } from '../fetch/fetch-resource.js';

/**
 * Kinds of request a product's data never needs: the extractor reads <img> addresses, not
 * pictures. Refusing them keeps the byte allowance for scripts and data.
 */
const UNNEEDED_TYPES = new Set(['image', 'media', 'font', 'texttrack', 'manifest']);

/**
 * Response headers Chromium must not see: the body it gets is already whole and decompressed,
 * and cookies would outlive nothing (each render's context is thrown away).
 */
const NOT_PASSED_BACK = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
]);

/**
 * Playwright lets any origin read a fulfilled cross-origin answer that names none. An origin no
 * page has keeps the browser's own rule instead: a page reads another site's answer only when
 * that site allows it.
 */
const NO_ORIGIN = 'https://no-origin.invalid';

function browserHeaders(headers: FetchedResource['headers']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_PASSED_BACK.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  kept['access-control-allow-origin'] ??= NO_ORIGIN;
  return kept;
}

/**
 * Makes the Node fetcher the context's only way out: every request is fetched by it (or
 * refused) and fulfilled from what it read, so Chromium itself opens no connection. The page's
 * own document is the one the static fetch already read, so the shop serves it once.
 * WebSockets are refused outright.
 */
export async function routeThroughFetcher(
  context: BrowserContext,
  fetcher: ResourceFetcher,
  document: FetchedBytes,
): Promise<void> {
  let documentServed = false;
  const refuse = (route: Route) => route.abort('blockedbyclient').catch(() => {});

  await context.route('**/*', async (route) => {
    const request = route.request();
    if (UNNEEDED_TYPES.has(request.resourceType())) return refuse(route);
    try {
      if (!documentServed && request.isNavigationRequest() && request.url() === document.finalUrl) {
        documentServed = true;
        fetcher.allowance.spend(document.bytes.length);
        await route.fulfill({
          status: document.status,
          headers: { 'content-type': document.contentType ?? 'text/html' },
          body: Buffer.from(document.bytes),
        });
        return;
      }
      const answer = await fetcher.fetch({
        url: request.url(),
        method: request.method(),
        headers: request.headers(),
      });
      await route.fulfill({
        status: answer.status,
        headers: browserHeaders(answer.headers),
        body: answer.body,
      });
    } catch {
      // Refused by the fetcher's rules, over the allowance or the deadline, or the context is
      // already closing: the page gets a network error either way.
      await refuse(route);
    }
  });
  await context.routeWebSocket(
    () => true,
    (socket) => socket.close({ code: 1008, reason: 'Not allowed' }),
  );
}
