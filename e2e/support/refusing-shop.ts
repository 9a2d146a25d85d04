import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A product photo the shop serves: the extension's own icon, a real PNG. */
const PHOTO = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../apps/extension/static/icons/icon-128.png',
  ),
);

/**
 * The product, as the page's own script writes it: the HTML a server fetches holds none of it.
 * The image's address is relative, read against the page's.
 */
const BUILD_PRODUCT = `
const product = { "@context": "https://schema.org", "@type": "Product", name: "Walnut Desk Lamp",
  description: "A warm lamp for late reading.", image: ["img/walnut-lamp.png"],
  offers: { "@type": "Offer", price: "49.90", priceCurrency: "GBP" } };
const data = document.createElement("script");
data.type = "application/ld+json";
data.textContent = JSON.stringify(product);
document.head.append(data);
document.querySelector("main").innerHTML = "<h1>Walnut Desk Lamp</h1><p class=price>£49.90</p>";
`;

/**
 * Stands in for a shop that refuses servers: a visitor without its cookie gets a 403 that sets
 * the cookie and reloads, as bot walls do; only a browser, which keeps the cookie and runs the
 * page's script, ever sees the product. Counts the refusals.
 */
export async function startRefusingShop() {
  let refused = 0;
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/shop/img/')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(PHOTO);
    } else if (url === '/shop/build.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(BUILD_PRODUCT);
    } else if (!/(^|;\s*)visitor=checked/.test(request.headers.cookie ?? '')) {
      refused++;
      response
        .writeHead(403, {
          'content-type': 'text/html; charset=utf-8',
          'set-cookie': 'visitor=checked; Path=/; SameSite=Lax',
        })
        .end('<title>Just a moment…</title><meta http-equiv="refresh" content="0">');
    } else {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><html lang="en"><head><title>Lamp shop</title></head>' +
            '<body><main>Loading…</main><script src="/shop/build.js"></script></body></html>',
        );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    productUrl: `${base}/shop/walnut-lamp`,
    photoUrl: `${base}/shop/img/walnut-lamp.png`,
    refused: () => refused,
    // The test's browser may still hold a connection to the shop (its page stays open): closing
    // waits for every connection, so they are ended here rather than left to time out the test.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
