import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthResult, ScrapeResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** A product page of a few tens of kilobytes, as shops serve them, its name from the query. */
const page = (name: string) => `<!doctype html><html><head><title>${name} | Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"${name}",
"offers":{"@type":"Offer","price":"19.90","priceCurrency":"EUR"}}</script></head>
<body><h1>${name}</h1>${'<p>Handmade from oak, oiled, and packed in paper. </p>'.repeat(600)}</body></html>`;

/** Stands in for other people's shops: every path is a product named after its `n`. */
async function startShop() {
  const server = http.createServer((req, res) => {
    const n = new URL(req.url ?? '/', 'http://shop').searchParams.get('n') ?? '0';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(`Item ${n}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A family's burst of Quick Adds on an idle server: each page waits its turn in the extraction
 * queue, none is refused as busy, and the address and account limits (at their default of 30
 * per 15 minutes) let all of them through.
 */
describe(`Quick Adds at once (${dialectName})`, () => {
  let server: TestServer;
  let shop: Awaited<ReturnType<typeof startShop>>;
  let family: AuthResult[];
  let next = 0;

  /** `count` Quick Adds at once, of pages never read before, spread over the family. */
  const burst = (count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, n) => {
        next += 1;
        return server.request<ScrapeResult>('POST', '/api/scrape', {
          token: family[n % family.length]!.token,
          body: { url: `${shop.base}/product?n=${next}` },
        });
      }),
    );

  beforeAll(async () => {
    shop = await startShop();
    server = await TestServer.start({ SCRAPE_ALLOW_PRIVATE: '1', AUTH_RATE_LIMIT: '30' });
    family = await Promise.all([1, 2, 3, 4, 5].map(() => server.user()));
  });
  afterAll(async () => {
    await server.stop();
    await shop.close();
  });

  it('answers ten from five people on a fresh server, every one with its page', async () => {
    const answers = await burst(10);
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(answers.map((res) => res.body.title)).toEqual(
      Array.from({ length: 10 }, (_, n) => `Item ${n + 1}`),
    );
  });

  it('then twenty more at once, warm', async () => {
    const answers = await burst(20);
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(answers.map((res) => res.body.price)).toEqual(Array(20).fill('19.90'));
  });
});
