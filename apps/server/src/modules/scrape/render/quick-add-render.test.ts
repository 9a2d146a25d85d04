import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthResult, ScrapeResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CHROMIUM_PATH, loadConfig } from '../../../config.js';
import { dialectName } from '../../../test/databases.js';
import { TestServer } from '../../../test/harness.js';

/** What the shop's scripts fetch: the product is nowhere in the page's own HTML. */
const PRODUCTS: Record<string, object> = {
  lamp: { name: 'Walnut Desk Lamp', price: '49.90', currency: 'GBP' },
  mug: { name: 'Enamel Mug', price: '12.00', currency: 'GBP' },
};

/** A shell its script fills in: JSON-LD for /lamp, only a heading and a printed price for /mug. */
const shell = (id: string) => `<!doctype html><html><head><title>Acme Shop</title>
<script src="/app.js?id=${id}" defer></script></head>
<body><div id="root"></div><noscript>Please turn on JavaScript to shop with us.</noscript></body></html>`;

const APP_JS = `const id = new URL(document.currentScript.src).searchParams.get('id');
fetch('/api/products/' + id + '.json').then((r) => r.json()).then((p) => {
  if (id === 'lamp') {
    const ld = document.createElement('script');
    ld.type = 'application/ld+json';
    ld.textContent = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product',
      name: p.name, offers: { '@type': 'Offer', price: p.price, priceCurrency: p.currency } });
    document.head.appendChild(ld);
  }
  document.getElementById('root').innerHTML =
    '<main><h1>' + p.name + '</h1><span class="price">£' + p.price + '</span></main>';
});`;

/** A page whose HTML holds its product already; its script must never be fetched. */
const STATIC_PAGE = `<!doctype html><html><head><title>Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Oak Shelf","offers":{"@type":"Offer","price":"30.00","priceCurrency":"GBP"}}</script>
<script src="/tracker.js"></script></head><body><h1>Oak Shelf</h1></body></html>`;

async function startShop() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    hits.push(url);
    const path = url.split('?')[0] ?? '';
    const product = /^\/api\/products\/(\w+)\.json$/.exec(path)?.[1];
    if (path === '/lamp' || path === '/mug') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shell(path.slice(1)));
    } else if (path === '/shelf') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STATIC_PAGE);
    } else if (path === '/app.js' || path === '/tracker.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(APP_JS);
    } else if (product && PRODUCTS[product]) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(PRODUCTS[product]));
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, hits, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe(`POST /api/scrape with SCRAPE_RENDER (${dialectName})`, () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  let rendering: TestServer;
  let staticOnly: TestServer;
  let user: AuthResult;
  let other: AuthResult;

  const scrape = (server: TestServer, who: AuthResult, path: string) =>
    server.request<ScrapeResult & { message?: string }>('POST', '/api/scrape', {
      token: who.token,
      body: { url: `${shop.base}${path}` },
    });

  beforeAll(async () => {
    shop = await startShop();
    rendering = await TestServer.start({ SCRAPE_ALLOW_PRIVATE: '1', SCRAPE_RENDER: '1' });
    staticOnly = await TestServer.start({ SCRAPE_ALLOW_PRIVATE: '1' });
    user = await rendering.user();
    other = await staticOnly.user();
  });
  afterAll(async () => {
    await rendering.stop();
    await staticOnly.stop();
    await shop.close();
  });

  it('renders a page built by script and extracts its JSON-LD product', async () => {
    const res = await scrape(rendering, user, '/lamp');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Walnut Desk Lamp',
      price: '49.90',
      currency: 'GBP',
      url: `${shop.base}/lamp`,
    });
    // Chromium got the document from the static fetch: the shop served it once.
    expect(shop.hits.filter((hit) => hit === '/lamp')).toHaveLength(1);
    expect(shop.hits).toContain('/api/products/lamp.json');
  });

  it('reads a price written by script, with no structured data', async () => {
    const res = await scrape(rendering, user, '/mug');
    expect(res.status).toBe(200);
    // The printed price and its sign exist only once the script has run.
    expect(res.body).toMatchObject({ price: '12.00', currency: 'GBP', url: `${shop.base}/mug` });
  });

  it('without SCRAPE_RENDER, the same page yields no product, as before', async () => {
    const before = shop.hits.length;
    const res = await scrape(staticOnly, other, '/lamp?off');
    expect(res.status).toBe(200);
    expect(res.body.price).toBe('');
    expect(res.body.title).not.toContain('Walnut');
    expect(shop.hits.slice(before)).toEqual(['/lamp?off']);
  });

  it('does not render a page whose HTML holds its product', async () => {
    const res = await scrape(rendering, user, '/shelf');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Oak Shelf', price: '30.00' });
    expect(shop.hits).not.toContain('/tracker.js');
  });

  it('still refuses error pages before any render', async () => {
    const res = await scrape(rendering, user, '/missing');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/doesn't exist/);
  });
});

describe('SCRAPE_RENDER and CHROMIUM_PATH settings', () => {
  it('are off, with Debian Chromium, by default', () => {
    expect(loadConfig({})).toMatchObject({
      scrapeRender: false,
      chromiumPath: DEFAULT_CHROMIUM_PATH,
    });
    expect(loadConfig({ SCRAPE_RENDER: '0' }).scrapeRender).toBe(false);
    expect(loadConfig({ SCRAPE_RENDER: '1' }).scrapeRender).toBe(true);
  });

  it.each([['yes'], ['true'], ['on'], ['2']])('refuse SCRAPE_RENDER=%s by name', (value) => {
    expect(() => loadConfig({ SCRAPE_RENDER: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SCRAPE_RENDER: value })).toThrow(/^SCRAPE_RENDER: "/);
  });

  it('refuse a CHROMIUM_PATH that is no executable, only when rendering is on', () => {
    const env = { CHROMIUM_PATH: '/nonexistent/chromium' };
    expect(loadConfig(env).chromiumPath).toBe('/nonexistent/chromium');
    expect(() => loadConfig({ ...env, SCRAPE_RENDER: '1' })).toThrow(/^CHROMIUM_PATH: /);
    expect(() => loadConfig({ CHROMIUM_PATH: '/etc', SCRAPE_RENDER: '1' })).toThrow(
      /^CHROMIUM_PATH: /,
    );
  });
});
