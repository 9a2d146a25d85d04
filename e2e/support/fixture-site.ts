import http from 'node:http';
import type { AddressInfo } from 'node:net';

// 1×1 PNGs in two colours, so the image chooser shows distinct pictures.
const PNGS: Record<string, string> = {
  red: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  blue: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};

function productPage(base: string): string {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Cosy Wool Blanket',
    description: 'A warm, soft blanket for winter evenings.',
    category: 'Home',
    image: [`${base}/images/red.png`, `${base}/images/blue.png`],
    offers: { '@type': 'Offer', price: '49.99', priceCurrency: 'GBP' },
  };
  return `<!doctype html><html><head>
<title>Cosy Wool Blanket | Test Shop</title>
<meta property="og:title" content="Cosy Wool Blanket">
<meta property="og:description" content="A warm, soft blanket for winter evenings.">
<meta property="og:image" content="${base}/images/red.png">
<meta property="product:price:amount" content="£49.99">
<script type="application/ld+json">${JSON.stringify(product)}</script>
</head><body><h1>Cosy Wool Blanket</h1></body></html>`;
}

/**
 * A product whose description is the kind of HTML shops put in JSON-LD (paragraphs, a list,
 * entities), far longer than the item form takes: Quick Add must give it as plain text that
 * fits. Its pictures are given by `images` (paths on this site; missing ones answer 404).
 */
function richProductPage(base: string, name: string, images: string[]): string {
  const paragraph =
    '<p>Soft &amp; warm merino wool, woven in Yorkshire &ndash; it&#8217;s made to last.</p>';
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: `<p><strong>Merino&nbsp;Throw</strong></p><ul><li>100% wool</li><li>130 &times; 170 cm</li></ul>${paragraph.repeat(60)}`,
    image: images.map((image) => `${base}${image}`),
    offers: { '@type': 'Offer', price: '89.00', priceCurrency: 'GBP' },
  };
  return `<!doctype html><html><head><title>${name} | Test Shop</title>
<script type="application/ld+json">${JSON.stringify(product)}</script>
</head><body><h1>${name}</h1></body></html>`;
}

/** Synthetic shop pages for Quick Add's harder cases, by path. */
const RICH_PAGES: Record<string, [name: string, images: string[]]> = {
  // Every picture fails to load: the chooser goes on to the form by itself.
  '/shop/throw-broken-images': [
    'Merino Throw',
    ['/images/gone-front.png', '/images/gone-back.png'],
  ],
  // One picture of two loads: the chooser offers that one alone.
  '/shop/throw-one-image': ['Merino Throw', ['/images/gone-front.png', '/images/blue.png']],
  // A single picture: no chooser, the form has it.
  '/shop/throw-single-image': ['Merino Throw', ['/images/red.png']],
};

/** A small shop served on loopback, for Quick Add to scrape (SCRAPE_ALLOW_PRIVATE=1). */
export async function startFixtureSite(): Promise<{ url: string; close: () => Promise<void> }> {
  let base = '';
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/product')) {
      // "slow" keeps the extraction running long enough to see its progress state.
      const delay = url.includes('slow') ? 1_500 : 0;
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(productPage(base));
      }, delay);
      return;
    }
    const rich = RICH_PAGES[url];
    if (rich) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(richProductPage(base, ...rich));
      return;
    }
    if (url.startsWith('/shop/no-product')) {
      // A page with nothing of a product on it: no name, no price, no picture.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html><head></head><body><p>Welcome!</p></body></html>');
      return;
    }
    if (url.startsWith('/plain')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><html><head><title>Plain Mug</title></head><body>Mug</body></html>',
      );
      return;
    }
    const image = /^\/images\/(red|blue)\.png$/.exec(url);
    const png = image?.[1] ? PNGS[image[1]] : undefined;
    if (png) {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from(png, 'base64'));
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
