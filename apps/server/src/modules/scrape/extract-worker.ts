/**
 * The part of a scrape that reads the page: decoding, then the extractor (bot walls, error
 * pages, the product). It runs in a worker thread of the pool in extract-pool.ts, so a page built
 * to be slow stalls that thread, which the pool can stop, and never the server's event loop.
 */
import { type Extraction, extract } from '@wishlist/extract';
import { decodeHtml } from '@wishlist/extract/decode';

export interface ExtractTask {
  finalUrl: string;
  status: number;
  contentType: string | undefined;
  bytes: Uint8Array;
}

export default function read(task: ExtractTask): Extraction {
  return extract(decodeHtml(task.bytes, task.contentType), task.finalUrl, task.status);
}
