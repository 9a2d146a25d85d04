/** CPU time of one `extractProduct` call per page, after a warm-up pass over the same pages. */
import { extractProduct } from '../../src/product.js';

export interface TimedPage {
  html: string;
  url: string;
}

export interface Spread {
  pages: number;
  median: number;
  p90: number;
  p99: number;
  max: number;
}

/** Milliseconds of user + system CPU per call, in page order. */
export function cpuTimes(pages: readonly TimedPage[]): number[] {
  // The first pass compiles and warms caches; only the second is measured.
  for (const page of pages) extractProduct(page.html, page.url);
  return pages.map((page) => {
    const start = process.cpuUsage();
    extractProduct(page.html, page.url);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  });
}

/** Nearest-rank percentile of ascending `sorted`. */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? 0;
}

export function spread(ms: readonly number[]): Spread {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    pages: sorted.length,
    median: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}
