import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AuthResult, SCRAPE_HTML_MAX_BYTES, type ScrapeResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import * as fetcher from './fetch/fetch-page.js';

// The real fetcher, watched: a page sent with its address must never reach it.
vi.mock('./fetch/fetch-page.js', async (original) => {
  const real = await original<typeof import('./fetch/fetch-page.js')>();
  return { ...real, fetchPageBytes: vi.fn(real.fetchPageBytes) };
});

/** As the browser shows it: relative image addresses, markup and entities in the description. */
const SENT_PAGE = `<html><head><title>Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Oak Side Table","description":"<p>Solid <b>oak</b> &amp; linseed oil</p>",
"image":["img/table.jpg","/cdn/table-2.jpg"],
"offers":{"@type":"Offer","price":"129.00","priceCurrency":"EUR"}}</script></head>
<body><h1>Oak Side Table</h1></body></html>`;
const ROBOT_CHECK =
  '<html><head><title>Robot Check</title></head><body>Enter the characters you see below</body></html>';

/** A shop that refuses every request a server makes (403), counting them. */
async function startRefusingShop() {
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits++;
    res.writeHead(403, { 'content-type': 'text/html' }).end('<title>Access denied</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, hits: () => hits, close: () => new Promise((resolve) => server.close(resolve)) };
}

type Refusal = { message: string; code: string };

describe(`POST /api/scrape with the page's html (X1, ${dialectName})`, () => {
  let server: TestServer;
  let shop: Awaited<ReturnType<typeof startRefusingShop>>;
  let user: AuthResult;
  const scrape = <T = ScrapeResult>(body: unknown, token: string | null = user.token) =>
    server.request<T>('POST', '/api/scrape', { token: token ?? undefined, body });

  beforeAll(async () => {
    shop = await startRefusingShop();
    // Without SCRAPE_ALLOW_PRIVATE: a fetch of the loopback shop would be refused outright.
    server = await TestServer.start();
    user = await server.user();
  });
  afterAll(async () => {
    await server.stop();
    await shop.close();
  });

  it('reads the page sent for a shop that refuses servers: plain text, images against url, fetching nothing', async () => {
    vi.mocked(fetcher.fetchPageBytes).mockClear();
    const url = `${shop.base}/p/oak-table?colour=natural#reviews`;
    const res = await scrape({ url, html: SENT_PAGE });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: 'Oak Side Table',
      description: 'Solid oak & linseed oil',
      price: '129.00',
      currency: 'EUR',
      category: '',
      url: `${shop.base}/p/oak-table?colour=natural`,
      images: [`${shop.base}/p/img/table.jpg`, `${shop.base}/cdn/table-2.jpg`],
    });
    expect(shop.hits()).toBe(0);
    expect(fetcher.fetchPageBytes).not.toHaveBeenCalled();
  });

  it('reads the page sent for an address that cannot be reached', async () => {
    vi.mocked(fetcher.fetchPageBytes).mockClear();
    const res = await scrape({ url: 'https://shop.invalid/oak', html: SENT_PAGE });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Oak Side Table', url: 'https://shop.invalid/oak' });
    expect(fetcher.fetchPageBytes).not.toHaveBeenCalled();
  });

  it('keeps a sent page from everyone else: the next plain Quick Add of that address fetches it', async () => {
    const url = `${shop.base}/p/kept?x=1`;
    expect((await scrape({ url, html: SENT_PAGE })).status).toBe(200);
    const other = await server.user();
    const res = await scrape<Refusal>({ url }, other.token);
    // The fetcher was asked (and, on this server, refuses a loopback address).
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ADDRESS_NOT_ALLOWED');
  });

  it('holds a sent page to the same rules as a fetched one: a robot check is refused', async () => {
    const res = await scrape<Refusal>({ url: `${shop.base}/robot`, html: ROBOT_CHECK });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/robot check/i);
  });

  it.each([
    ['a javascript: link', { url: 'javascript:alert(1)' }, 'URL_NOT_ALLOWED', /http/],
    [
      'a link with a password',
      { url: 'https://me:pw@shop.example/' },
      'URL_NOT_ALLOWED',
      /password/,
    ],
    ['no link', {}, 'INVALID_INPUT', /^URL is required$/],
    ['html that is not text', { url: 'https://shop.example/', html: 42 }, 'INVALID_INPUT', /Html/],
  ])('refuses %s with 400', async (_case, fields, code, message) => {
    const res = await scrape<Refusal>({ html: SENT_PAGE, ...fields });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(message);
  });

  it('takes a page of nearly 5 MB, and refuses one over 5 MB in UTF-8 with 413', async () => {
    // "é" is two bytes: this page has fewer characters than the limit but more bytes.
    const filler = (bytes: number, unit: string) =>
      unit.repeat(Math.floor(bytes / Buffer.byteLength(unit)));
    const big = SENT_PAGE.replace(
      '<body>',
      `<body><p>${filler(SCRAPE_HTML_MAX_BYTES - 8192, 'é')}</p>`,
    );
    // A fresh account: big bodies are paced per account (2 MB/s past 4 MB).
    const sender = await server.user();
    const ok = await scrape({ url: 'https://shop.example/big', html: big }, sender.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'Oak Side Table' });

    const over = `${big}${filler(16_384, 'é')}`;
    expect(over.length).toBeLessThan(SCRAPE_HTML_MAX_BYTES);
    const res = await scrape<Refusal>(
      { url: 'https://shop.example/big', html: over },
      sender.token,
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'PAGE_TOO_LARGE',
      message: 'The page is larger than 5 MB, too large to read; add the item by hand.',
    });
  });

  it("refuses a body over the route's limit with 413, while other routes keep 1 MB", async () => {
    const huge = { url: 'https://shop.example/', html: 'x'.repeat(9 * 1024 * 1024) };
    const sender = await server.user();
    // Straight to the app: the server answers before reading such a body and closes, and Prism,
    // still sending it, then answers 500 itself.
    const res = await fetch(`${server.baseUrl}/api/scrape`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(huge),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'BODY_TOO_LARGE',
      message: 'The page is larger than 5 MB, too large to read; add the item by hand.',
    });
    const owner = await server.user();
    const list = await server.list(owner.token);
    const other = await server.request<Refusal>('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { description: 'x'.repeat(1024 * 1024) },
    });
    expect(other.status).toBe(413);
    expect(other.body.message).toBe('The request body is larger than 1 MB');
  });

  it('is for signed-in users only', async () => {
    const res = await scrape({ url: 'https://shop.example/', html: SENT_PAGE }, null);
    expect(res.status).toBe(401);
  });
});

describe(`POST /api/scrape with html: the rate limit (${dialectName})`, () => {
  it('counts a sent page as any Quick Add: 429 past AUTH_RATE_LIMIT', async () => {
    const server = await TestServer.start({ AUTH_RATE_LIMIT: '2' });
    try {
      const user = await server.user();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const body = { url: `https://shop.example/p${i}`, html: SENT_PAGE };
        statuses.push(
          (await server.request('POST', '/api/scrape', { token: user.token, body })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await server.stop();
    }
  });
});
