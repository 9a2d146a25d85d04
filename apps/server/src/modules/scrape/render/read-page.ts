import type { Page } from 'playwright-core';
import { ScrapeRefusedError } from '../fetch/errors.js';

/**
 * Longest a page is watched after its document is parsed. Script-built shops show their
 * product within a few round trips; a page still busy after this is read as it stands.
 */
export const SETTLE_LIMIT_MS = 4000;

/** Product data the extractor trusts most: once present, there is no need to wait longer. */
const HAS_PRODUCT_DATA = `(() => {
  const ld = document.querySelectorAll('script[type="application/ld+json"]');
  for (const script of ld) if ((script.textContent || '').includes('"price"')) return true;
  return document.querySelector(
    'meta[property="product:price:amount"], meta[property="og:price:amount"], [itemprop="price"]',
  ) !== null;
})()`;

/**
 * Waits until the page shows product data or its network has been quiet for 500 ms, whichever
 * comes first, and never past `SETTLE_LIMIT_MS` or the deadline. Neither happening is no
 * error: the page is read as it stands.
 */
export async function settle(page: Page, deadline: number): Promise<void> {
  const timeout = Math.max(1, Math.min(SETTLE_LIMIT_MS, deadline - Date.now()));
  await Promise.any([
    page.waitForFunction(HAS_PRODUCT_DATA, undefined, { polling: 100, timeout }),
    page.waitForLoadState('networkidle', { timeout }),
  ]).catch(() => {});
}

/**
 * The page's markup as scripts left it. Its size is checked in the page before it is copied
 * out, so a script that builds an endless DOM costs the server nothing.
 */
export async function readMarkup(page: Page, maxBytes: number): Promise<string> {
  const markup: unknown = await page.evaluate(`(() => {
    const doctype = document.doctype ? new XMLSerializer().serializeToString(document.doctype) : '';
    const html = doctype + document.documentElement.outerHTML;
    return html.length > ${maxBytes} ? null : html;
  })()`);
  if (typeof markup !== 'string' || Buffer.byteLength(markup) > maxBytes) {
    throw new ScrapeRefusedError('TOO_LARGE');
  }
  return markup;
}
