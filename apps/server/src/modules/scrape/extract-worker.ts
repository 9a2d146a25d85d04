/**
 * The part of a scrape that reads the page: decoding, bot-wall detection and extraction. It runs
 * in a worker thread of the pool in extract-pool.ts, so a page built to be slow stalls that
 * thread, which the pool can stop, and never the server's event loop.
 */
import type { ScrapeResult } from '@wishlist/core';
import { detectBotWall, extractProduct } from './extract/index.js';
import { decodeHtml } from './fetch/decode.js';

export interface ExtractTask {
  finalUrl: string;
  status: number;
  contentType: string | undefined;
  bytes: Uint8Array;
}

export type ExtractOutcome =
  | { kind: 'product'; product: ScrapeResult }
  /** A bot wall or an error page: the sentence to show instead. */
  | { kind: 'refused'; message: string }
  /** The page nests too deeply for the parser's recursion. */
  | { kind: 'unreadable' };

export default function extract(task: ExtractTask): ExtractOutcome {
  try {
    const html = decodeHtml(task.bytes, task.contentType);
    const refusal = detectBotWall(html, task.status);
    if (refusal) return { kind: 'refused', message: refusal };
    return { kind: 'product', product: extractProduct(html, task.finalUrl) };
  } catch (error) {
    // Tens of thousands of nested elements overflow the stack of cheerio's recursive walks.
    if (error instanceof RangeError) return { kind: 'unreadable' };
    throw error;
  }
}
