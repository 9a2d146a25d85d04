import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthResult, ScrapeResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

const PRODUCT_PAGE = `<!doctype html><html><head><title>Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Walnut Desk Lamp",
"description":"A warm lamp.","image":["/img/lamp-large.jpg"],"category":"Lighting > Desk lamps",
"offers":{"@type":"Offer","price":"49.90","priceCurrency":"GBP"}}</script></head><body><h1>Walnut Desk Lamp</h1></body></html>`;
/** No structured data: the price is printed with a sign several currencies share. */
const DOLLAR_PAGE = `<!doctype html><html lang="en"><head><title>Mug | Shop</title></head>
<body><main><h1>Enamel Mug</h1><span class="price">$12.00</span></main></body></html>`;
/** No structured data: the price is printed in zloty. */
const ZLOTY_PAGE = `<!doctype html><html lang="pl"><head><title>Kubek | Sklep</title></head>
<body><main><h1>Kubek emaliowany</h1><span class="cena">49,99 zł</span></main></body></html>`;
const ROBOT_CHECK =
  '<html><head><title>Robot Check</title></head><body>Enter the characters you see below</body></html>';

/** Stands in for other people's shops: pages served from loopback, with a hit counter. */
async function startShop() {
  const hits: Record<string, number> = {};
  const server = http.createServer((req, res) => {
    hits[req.url ?? ''] = (hits[req.url ?? ''] ?? 0) + 1;
    const path = (req.url ?? '').split('?')[0];
    if (path === '/lamp') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PRODUCT_PAGE);
    } else if (path === '/mug') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(DOLLAR_PAGE);
    } else if (path === '/kubek') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ZLOTY_PAGE);
    } else if (path === '/moved') {
      res.writeHead(302, { location: '/lamp' }).end();
    } else if (path === '/robot') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(ROBOT_CHECK);
    } else if (path === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"x"}');
    } else {
      res
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<html><title>Not found</title></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, hits, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe(`POST /api/scrape (${dialectName})`, () => {
  let server: TestServer;
  let strict: TestServer;
  let shop: Awaited<ReturnType<typeof startShop>>;
  let user: AuthResult;

  beforeAll(async () => {
    shop = await startShop();
    server = await TestServer.start({ SCRAPE_ALLOW_PRIVATE: '1' });
    strict = await TestServer.start();
    user = await server.user();
  });
  afterAll(async () => {
    await server.stop();
    await strict.stop();
    await shop.close();
  });

  it('extracts a product from a page, following redirects to the final URL', async () => {
    const res = await server.request<ScrapeResult>('POST', '/api/scrape', {
      token: user.token,
      body: { url: `${shop.base}/moved` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: 'Walnut Desk Lamp',
      description: 'A warm lamp.',
      price: '49.90',
      currency: 'GBP',
      category: 'Lighting > Desk lamps',
      url: `${shop.base}/lamp`,
      images: [`${shop.base}/img/lamp-large.jpg`],
    });
  });

  it.each([
    ['/kubek', '49.99', 'PLN'],
    ['/mug', '12.00', ''],
  ])(
    'answers the currency printed beside the price on %s, "" for a bare $',
    async (path, price, currency) => {
      const res = await server.request<ScrapeResult>('POST', '/api/scrape', {
        token: user.token,
        body: { url: `${shop.base}${path}` },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ price, currency });
    },
  );

  it('costs one fetch for a double paste', async () => {
    const url = `${shop.base}/lamp?double`;
    const [a, b] = await Promise.all([
      server.request('POST', '/api/scrape', { token: user.token, body: { url } }),
      server.request('POST', '/api/scrape', { token: user.token, body: { url } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(shop.hits['/lamp?double']).toBe(1);
  });

  it.each([
    ['/robot', 422, /robot check/i],
    ['/missing', 422, /doesn't exist/],
    ['/json', 422, /./],
  ])('refuses %s with %i and a message, never a title', async (path, status, message) => {
    const res = await server.request<{ message: string; code: string }>('POST', '/api/scrape', {
      token: user.token,
      body: { url: `${shop.base}${path}` },
    });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });

  it.each([
    [{}, 'URL is required'],
    [{ url: '   ' }, 'URL is required'],
    [{ url: 'file:///etc/passwd' }, /./],
    [{ url: 'javascript:alert(1)' }, /./],
  ])('refuses %j with 400', async (body, message) => {
    const res = await server.request<{ message: string }>('POST', '/api/scrape', {
      token: user.token,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('refuses loopback and private addresses unless SCRAPE_ALLOW_PRIVATE=1, without reaching them', async () => {
    const me = await strict.user();
    const before = shop.hits['/lamp?private'] ?? 0;
    for (const url of [
      `${shop.base}/lamp?private`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
    ]) {
      const res = await strict.request<{ message: string }>('POST', '/api/scrape', {
        token: me.token,
        body: { url },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(shop.hits['/lamp?private'] ?? 0).toBe(before);
  });

  it('is for signed-in users only', async () => {
    const res = await server.request('POST', '/api/scrape', { body: { url: `${shop.base}/lamp` } });
    expect(res.status).toBe(401);
  });
});

describe(`POST /api/scrape rate limit (${dialectName})`, () => {
  it('answers 429 past AUTH_RATE_LIMIT scrapes', async () => {
    const shop = await startShop();
    const server = await TestServer.start({ SCRAPE_ALLOW_PRIVATE: '1', AUTH_RATE_LIMIT: '3' });
    try {
      const user = await server.user();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await server.request('POST', '/api/scrape', {
              token: user.token,
              body: { url: `${shop.base}/lamp?n=${i}` },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await server.stop();
      await shop.close();
    }
  });
});
