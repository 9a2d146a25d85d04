/**
 * A page the person's browser sent with its address (X1: the browser extension, the
 * bookmarklet), made into what the extraction thread reads, as a fetched page would be. Nothing
 * is fetched, so the address rules that keep the server's fetcher out of private networks do not
 * apply; the link must still be one the item form keeps (http or https, no credentials).
 */
import { SCRAPE_HTML_MAX_BYTES } from '@wishlist/core';
import type { ExtractTask } from './extract-worker.js';
import { anyAddress } from './fetch/address-policy.js';
import { parseTargetUrl } from './fetch/fetch-page.js';
import { sentPageTooLarge } from './sent-page-size.js';

/**
 * The page as the extraction thread takes it: its bytes in UTF-8 (said so in its type, which
 * wins over a `<meta charset>` the page kept from its own bytes), status 200, read against
 * `url`. Throws the scrape refusals for a link no item may keep.
 */
export function sentPage(url: string, html: string): ExtractTask {
  const link = parseTargetUrl(url, anyAddress);
  link.hash = '';
  const bytes = new TextEncoder().encode(html);
  if (bytes.byteLength > SCRAPE_HTML_MAX_BYTES) throw sentPageTooLarge();
  return {
    finalUrl: link.href,
    status: 200,
    contentType: 'text/html; charset=utf-8',
    bytes,
  };
}
