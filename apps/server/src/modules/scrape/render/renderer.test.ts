import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScrapeRefusedError } from '../fetch/errors.js';
import { type FetchPageOptions, fetchPageBytes } from '../fetch/fetch-page.js';
import { PageRenderer } from './renderer.js';

const DEADLINE_MS = 2500;
const HOLD_MS = 700;

const page = (body: string) =>
  `<!doctype html><html><head><title>Shop</title></head><body>${body}</body></html>`;

/** Writes the product once /held has answered (the shop holds it HOLD_MS). */
const HELD_PRODUCT = page(`<div id="root"></div><script>
fetch('/held').then((r) => r.text()).then((name) => {
  document.getElementById('root').innerHTML = '<h1>' + name + '</h1><span class="price">£9.50</span>';
});</script>`);

const PAGES: Record<string, string> = {
  '/spin': page('<h1>Spin</h1><script>for (;;) {}</script>'),
  // Each script writes the next one before the document can finish: the parse never ends.
  '/endless': page('<script src="/next"></script>'),
  '/held': '',
  '/plain': page('<h1>Plain Mug</h1><span class="price">£4.00</span>'),
};

async function startShop() {
  let holding = 0;
  const stats = { maxHeld: 0, nexts: 0 };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/next') {
      stats.nexts++;
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(`document.write('<script src="/next?' + Math.random() + '"><\\/script>');`);
    } else if (path === '/held') {
      holding++;
      stats.maxHeld = Math.max(stats.maxHeld, holding);
      setTimeout(() => {
        holding--;
        res.writeHead(200, { 'content-type': 'text/plain' }).end('Held Lamp');
      }, HOLD_MS);
    } else {
      const body = path.startsWith('/product') ? HELD_PRODUCT : PAGES[path];
      if (body === undefined) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { origin, stats, close };
}

/** This process's Chromium (Debian's wrapper execs the binary, so the name is "chromium"). */
function chromiumPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (name === 'chromium' && parent === process.pid) pids.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return pids;
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('rendering: deadlines, the concurrency cap and a browser that dies', () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  const policy: FetchPageOptions['addressPolicy'] = (address) => address === '127.0.0.1';
  const fetched = (path: string) =>
    fetchPageBytes(`${shop.origin}${path}`, { addressPolicy: policy });
  /** A renderer, warmed: the first launch is no page's fault, and the deadlines measure pages. */
  const startRenderer = async (fetch: FetchPageOptions) => {
    const renderer = new PageRenderer({ chromiumPath: '/usr/bin/chromium', fetch });
    expect(text((await renderer.render(await fetched('/plain'))).bytes)).toContain('Plain Mug');
    return renderer;
  };

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  describe(`with a ${DEADLINE_MS} ms time limit`, () => {
    let renderer: PageRenderer;
    beforeAll(async () => {
      renderer = await startRenderer({ addressPolicy: policy, timeoutMs: DEADLINE_MS });
    });
    afterAll(() => renderer.close());

    it.each([
      ['a script that never returns', '/spin'],
      ['scripts that keep requesting more scripts', '/endless'],
    ])('cuts %s at the deadline with a 422, and renders the next page', async (_name, path) => {
      const document = await fetched(path);
      const started = Date.now();
      const error = await refusalOf(renderer.render(document, started));
      const took = Date.now() - started;
      expect(error).toBeInstanceOf(ScrapeRefusedError);
      expect(error).toMatchObject({ code: 'FETCH_FAILED', status: 422 });
      expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
      expect(took).toBeLessThan(DEADLINE_MS + 1000);
      if (path === '/endless') expect(shop.stats.nexts).toBeGreaterThan(2);
      const pidsBefore = chromiumPids();
      expect(text((await renderer.render(await fetched('/plain'))).bytes)).toContain('Plain Mug');
      // The same browser rendered it: a cut render costs a context, not the browser.
      expect(chromiumPids()).toEqual(pidsBefore);
      expect(renderer.openContexts()).toBe(0);
    });
  });

  describe('with the default time limit', () => {
    let renderer: PageRenderer;
    const render = async (path: string) => renderer.render(await fetched(path));
    beforeAll(async () => {
      renderer = await startRenderer({ addressPolicy: policy });
    });
    afterAll(() => renderer.close());

    it('never has more contexts open than the cap, however many renders wait', async () => {
      let maxOpen = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          maxOpen = Math.max(maxOpen, renderer.openContexts());
          await sleep(20);
        }
      })();
      const pages = await Promise.all(Array.from({ length: 5 }, (_, i) => render(`/product/${i}`)));
      sampling = false;
      await sampler;
      for (const rendered of pages) expect(text(rendered.bytes)).toContain('<h1>Held Lamp</h1>');
      expect(maxOpen).toBe(2);
      expect(shop.stats.maxHeld).toBeLessThanOrEqual(2);
      expect(renderer.openContexts()).toBe(0);
    });

    it('fails the render in flight when Chromium is killed, and relaunches for the next', async () => {
      const [pid] = chromiumPids();
      expect(chromiumPids()).toHaveLength(1);
      const inFlight = refusalOf(render('/product/killed'));
      await sleep(HOLD_MS / 2);
      const killedAt = Date.now();
      process.kill(pid as number, 'SIGKILL');
      expect(await inFlight).toMatchObject({ code: 'FETCH_FAILED', status: 422 });
      // Found out at once, not at the deadline.
      expect(Date.now() - killedAt).toBeLessThan(2000);
      const rendered = await render('/product/after');
      expect(text(rendered.bytes)).toContain('<h1>Held Lamp</h1>');
      const relaunched = chromiumPids();
      expect(relaunched).toHaveLength(1);
      expect(relaunched).not.toContain(pid);
    });
  });
});
