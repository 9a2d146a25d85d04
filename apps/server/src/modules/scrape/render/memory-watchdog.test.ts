import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScrapeRefusedError } from '../fetch/errors.js';
import { DEFAULT_TIMEOUT_MS, type FetchPageOptions, fetchPageBytes } from '../fetch/fetch-page.js';
import { DEFAULT_MEMORY_BUDGET_BYTES } from './memory-watchdog.js';
import { measureTree } from './process-tree.js';
import { PageRenderer } from './renderer.js';

const MB = 1024 * 1024;
/** What a page may grow past the budget before the next sample (100 ms) stops it. */
const OVERSHOOT = 512 * MB;

const page = (body: string) =>
  `<!doctype html><html><head><title>Shop</title></head><body>${body}</body></html>`;

/**
 * Array buffers live outside the script heap's 256 MB cap. 100 MB a step, each filled so it is
 * resident; at most 3 GB, so a renderer nothing stops still ends.
 */
const HOG = page(`<h1>Hog</h1><script>
const kept = [];
for (let i = 0; i < 30; i++) { const b = new Uint8Array(${100 * MB}); b.fill(1); kept.push(b); }
</script>`);

/** Two of these grow in step: each asks the shop before each 100 MB, the shop answers pairs. */
const IN_STEP = page(`<h1>Step</h1><script>
(async () => {
  const kept = [];
  for (let i = 0; i < 30; i++) {
    await fetch('/step/' + i + location.search);
    const b = new Uint8Array(${100 * MB}); b.fill(1); kept.push(b);
  }
})();</script>`);

/** Writes its product once the shop answers /held, which the test decides. */
const HELD_PRODUCT = page(`<div id="root"></div><script>
fetch('/held').then((r) => r.text()).then((name) => {
  document.getElementById('root').innerHTML = '<h1>' + name + '</h1><span class="price">£9.50</span>';
});</script>`);

const PAGES: Record<string, string> = {
  '/hog': HOG,
  '/in-step': IN_STEP,
  '/held-product': HELD_PRODUCT,
  '/plain': page('<h1>Plain Mug</h1><span class="price">£4.00</span>'),
};

async function startShop() {
  const held: http.ServerResponse[] = [];
  const steps = new Map<string, http.ServerResponse[]>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/held') held.push(res);
    else if (path.startsWith('/step/')) {
      const waiting = [...(steps.get(path) ?? []), res];
      steps.set(path, waiting);
      if (waiting.length === 2) for (const each of waiting) each.writeHead(204).end();
    } else {
      const body = PAGES[path];
      if (body === undefined) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const release = () => {
    for (const res of held.splice(0)) res.writeHead(200).end('Held Lamp');
  };
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { origin, release, close };
}

const treeBytes = (roots: readonly number[]) =>
  measureTree(roots).reduce((sum, process) => sum + process.bytes, 0);

/** Whether `pid` still runs (a killed process its parent has not reaped yet does not). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The processes of `pids` still running once they are all gone, or `withinMs` has passed. */
async function stillRunningAfter(pids: readonly number[], withinMs: number): Promise<number[]> {
  const deadline = Date.now() + withinMs;
  let left = pids.filter(running);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = left.filter(running);
  }
  return left;
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe("rendering: Chromium's memory, as processes, within a budget", () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  let renderer: PageRenderer;
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;
  const options: FetchPageOptions = { addressPolicy: (address) => address === '127.0.0.1' };
  const render = async (path: string) =>
    renderer.render(await fetchPageBytes(`${shop.origin}${path}`, options));

  beforeAll(async () => {
    shop = await startShop();
    renderer = new PageRenderer({ chromiumPath: '/usr/bin/chromium', fetch: options });
    // The first launch is no page's doing.
    expect(text((await render('/plain')).bytes)).toContain('Plain Mug');
  });
  afterAll(async () => {
    clearInterval(sampler);
    await renderer.close();
    await shop.close();
  });
  // What the browser's whole tree holds, measured apart from the watchdog, every 50 ms.
  beforeEach(() => {
    clearInterval(sampler);
    peak = 0;
    sampler = setInterval(() => {
      peak = Math.max(peak, treeBytes(renderer.browserProcessIds()));
    }, 50);
  });

  it('stops a page growing past the budget with a 422, and the page rendering beside it goes on', async () => {
    const roots = renderer.browserProcessIds();
    const serverBefore = process.memoryUsage().rss;
    const beside = render('/held-product');
    const started = Date.now();
    const error = await refusalOf(render('/hog'));
    const took = Date.now() - started;
    // The page beside it gets its product only now: it was rendering throughout.
    shop.release();
    expect(text((await beside).bytes)).toContain('<h1>Held Lamp</h1>');

    expect(error).toBeInstanceOf(ScrapeRefusedError);
    expect(error).toMatchObject({ code: 'PAGE_TOO_LARGE', status: 422 });
    expect(took).toBeLessThan(DEFAULT_TIMEOUT_MS);
    // It did grow to the budget (these samples miss its last 100 ms or so).
    expect(peak).toBeGreaterThan(DEFAULT_MEMORY_BUDGET_BYTES / 2);
    expect(peak).toBeLessThan(DEFAULT_MEMORY_BUDGET_BYTES + OVERSHOOT);
    // Only the page's renderer was killed: the browser is the same, and back under the budget.
    expect(renderer.browserProcessIds()).toEqual(roots);
    expect(treeBytes(roots)).toBeLessThan(DEFAULT_MEMORY_BUDGET_BYTES);
    const serverGrew = process.memoryUsage().rss - serverBefore;
    expect(serverGrew).toBeLessThan(100 * MB);
    expect(text((await render('/plain')).bytes)).toContain('Plain Mug');
    expect(renderer.openContexts()).toBe(0);
    console.info(
      `stopped in ${took} ms; Chromium peaked at ${Math.round(peak / MB)} MB, the server grew ${Math.round(serverGrew / MB)} MB`,
    );
  });

  it('kills the whole browser when pages grow together: both answer 422, the next render relaunches it', async () => {
    const roots = renderer.browserProcessIds();
    const tree = measureTree(roots).map((process) => process.pid);
    const serverBefore = process.memoryUsage().rss;
    const errors = await Promise.all([
      refusalOf(render('/in-step?a')),
      refusalOf(render('/in-step?b')),
    ]);
    for (const error of errors)
      expect(error).toMatchObject({ code: 'PAGE_TOO_LARGE', status: 422 });
    expect(peak).toBeLessThan(DEFAULT_MEMORY_BUDGET_BYTES + OVERSHOOT);
    // SIGKILLed processes take a moment to give their memory back and exit (longer on a busy
    // machine); the renders may fail first, as the renderers go.
    expect(await stillRunningAfter(tree, 5000)).toEqual([]);
    expect(renderer.browserProcessIds()).toEqual([]);
    const serverGrew = process.memoryUsage().rss - serverBefore;
    expect(serverGrew).toBeLessThan(100 * MB);

    expect(text((await render('/plain')).bytes)).toContain('Plain Mug');
    const relaunched = renderer.browserProcessIds();
    expect(relaunched).toHaveLength(1);
    expect(relaunched).not.toEqual(roots);
    console.info(
      `Chromium peaked at ${Math.round(peak / MB)} MB, the server grew ${Math.round(serverGrew / MB)} MB`,
    );
  });
});
