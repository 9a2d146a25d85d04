/**
 * What the server sends for the app's files: the gzipped bytes of the scripts a page loads, and
 * the cache and encoding headers of hashed assets and of index.html.
 */
import type { AuthResult } from '@wishlist/core';
import type { Page } from 'playwright-core';
import { watchNetwork } from '../../e2e/support/quiet-network.js';
import { newPage, type VisitSetup } from './page-visits.js';
import { get } from './processes.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Gzipped bytes of every script a page loads, as the server transfers them. */
export async function scriptBytes(
  setup: VisitSetup,
  base: string,
  pagePath: string,
  session: AuthResult | null,
  ready: (page: Page) => Promise<void>,
) {
  const { context, page } = await newPage(setup, base, session);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.origin === base &&
      (request.resourceType() === 'script' || url.pathname.endsWith('.js'))
    )
      scripts.add(url.pathname);
  });
  // A signed-in page keeps its live stream open: the network is never idle, only quiet.
  const network = watchNetwork(page);
  await page.goto(`${base}${pagePath}`);
  await ready(page);
  await network.quiet();
  await context.close();

  const files: Array<{ file: string; gzip: number; encoding: string }> = [];
  for (const file of [...scripts].sort()) {
    const answer = await get(`${base}${file}`, { 'accept-encoding': 'gzip' });
    if (answer.status !== 200) throw new Error(`GET ${file} answered ${answer.status}`);
    files.push({
      file,
      gzip: answer.body.length,
      encoding: String(answer.headers['content-encoding'] ?? 'identity'),
    });
  }
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

export async function headerChecks(base: string, assets: string[]) {
  const problems: string[] = [];
  let compressed = 0;
  for (const file of assets) {
    for (const [accept, wanted] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await get(`${base}${file}`, { 'accept-encoding': accept });
      const cache = answer.headers['cache-control'];
      const encoding = answer.headers['content-encoding'];
      if (cache !== IMMUTABLE) problems.push(`${file}: cache-control "${cache}"`);
      const plain = await get(`${base}${file}`, {});
      // Compressing a file under 1 KB gains nothing; the server's threshold agrees.
      if (plain.body.length >= 1024 && encoding !== wanted)
        problems.push(`${file} (Accept-Encoding: ${accept}): content-encoding "${encoding}"`);
      else if (encoding === wanted) compressed++;
    }
  }
  for (const page of ['/', '/index.html', '/login', '/lists/some-id']) {
    const answer = await get(`${base}${page}`, { 'accept-encoding': 'br, gzip' });
    const cache = answer.headers['cache-control'];
    if (cache !== 'no-cache') problems.push(`${page}: cache-control "${cache}"`);
    if (!String(answer.headers['content-type']).includes('text/html'))
      problems.push(`${page}: content-type "${answer.headers['content-type']}"`);
  }
  return { problems, compressed, checked: assets.length * 2 };
}
