import http from 'node:http';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractPool } from '../extract-pool.js';
import { type FetchPageOptions, fetchPageBytes } from '../fetch/fetch-page.js';
import { PageRenderer } from './renderer.js';

/**
 * A shop's public name. Chromium leaves an address alone (127.0.0.1), a name it cannot tell is
 * public (shop.test) and a port other than 80; it would load a name like this one, on port 80,
 * as https. So the shop below serves it where a real one would: port 80.
 */
const HOST = 'shop.example.com';

const SHELL = `<!doctype html><html><head><title>Acme Shop</title></head>
<body><div id="root"></div><script>
fetch('/api/lamp.json').then((r) => r.json()).then((p) => {
  const ld = document.createElement('script');
  ld.type = 'application/ld+json';
  ld.textContent = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product',
    name: p.name, offers: { '@type': 'Offer', price: p.price, priceCurrency: 'GBP' } });
  document.head.appendChild(ld);
  document.getElementById('root').innerHTML = '<h1>' + p.name + '</h1>';
});
</script></body></html>`;

/** Listens on port 80 of a loopback address of its own (127.x.y.z), free of other runs. */
async function listenOnPort80(server: http.Server): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const address = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(80, address, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return address;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EACCES') {
        throw new Error('Port 80 needs root or CAP_NET_BIND_SERVICE: run the tests as CI does');
      }
      if (code !== 'EADDRINUSE' || attempt === 4) throw error;
    }
  }
}

describe('rendering a plain http shop', () => {
  const hits: string[] = [];
  let shop: http.Server;
  let renderer: PageRenderer;
  let pool: ExtractPool;
  let options: FetchPageOptions;

  beforeAll(async () => {
    shop = http.createServer((req, res) => {
      hits.push(`${req.headers.host} ${req.url}`);
      if (req.url === '/lamp') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHELL);
      } else if (req.url === '/api/lamp.json') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ name: 'Walnut Desk Lamp', price: '49.90' }));
      } else res.writeHead(404).end();
    });
    const address = await listenOnPort80(shop);
    // The name resolves to the shop's address, and only that address may be reached.
    const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
      const error = Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
      if (hostname !== HOST) callback(error, []);
      else if (lookupOptions.all) callback(null, [{ address, family: 4 }]);
      else callback(null, address, 4);
    };
    options = { lookup, addressPolicy: (candidate) => candidate === address };
    renderer = new PageRenderer({ chromiumPath: '/usr/bin/chromium', fetch: options });
    pool = new ExtractPool();
  });
  afterAll(async () => {
    await Promise.all([renderer.close(), pool.close()]);
    shop.closeAllConnections();
    await new Promise((resolve) => shop.close(resolve));
  });

  it('renders it at its http address, and reads the product its script brings', async () => {
    const url = `http://${HOST}/lamp`;
    const rendered = await renderer.render(await fetchPageBytes(url, options));
    expect(rendered.finalUrl).toBe(url);
    expect(await pool.run(rendered)).toMatchObject({
      kind: 'product',
      product: { title: 'Walnut Desk Lamp', price: '49.90', currency: 'GBP' },
    });
    expect(hits).toEqual([`${HOST} /lamp`, `${HOST} /api/lamp.json`]);
  });
});
