/**
 * The Quick Add extractor: what a shop's product page says about its product. Pure: no I/O, the
 * caller fetches and decodes the page (`@wishlist/extract/decode`).
 */
import type { ScrapeResult } from '@wishlist/core';
import { detectBotWall, type Refusal } from './bot-wall.js';
import { extractProduct } from './product.js';

export type { Refusal } from './bot-wall.js';

/** What a page gave: its product, or why it gives none. */
export type Extraction =
  | { kind: 'product'; product: ScrapeResult }
  /** A bot wall or an error page. */
  | { kind: 'refused'; refusal: Refusal }
  /** The page nests too deeply for the parser's recursion. */
  | { kind: 'unreadable' };

/**
 * Reads the page at `url` (the address it was fetched from, after redirects), answered with the
 * HTTP `status` when known: bot walls and error pages are refused before any extraction.
 */
export function extract(html: string, url: string, status?: number): Extraction {
  try {
    const refusal = detectBotWall(html, status);
    if (refusal) return { kind: 'refused', refusal };
    return { kind: 'product', product: extractProduct(html, url) };
  } catch (error) {
    // Tens of thousands of nested elements overflow the stack of cheerio's recursive walks.
    if (error instanceof RangeError) return { kind: 'unreadable' };
    throw error;
  }
}
