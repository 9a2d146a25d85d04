/**
 * Web performance bench (issue "performance", web part).
 *
 *   npm run bench:web [-- --runs 5 --items 200 --image-delay 400 --skip-build]
 *
 * Builds the app, starts the built server on a free port with a fresh DATA_DIR, registers a
 * user and fills a list with 200 items whose images come from a local server that answers
 * late. Then, in Debian's Chromium (/usr/bin/chromium):
 *
 *  1. gzipped JS loaded by /login and by the list page: every script the page loaded, fetched
 *     again with `Accept-Encoding: gzip`, counting the bytes the server transfers;
 *  2. with the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate), the time from navigation
 *     start to the 200th item card being visible, cold cache, median of --runs;
 *  3. layout shift while the delayed images arrive and after (all scrolled through);
 *  4. hashed assets served compressed with `public, max-age=31536000, immutable`, index.html
 *     with `no-cache`.
 *
 * Prints one table and exits 1 when a target is missed. Not part of the test suite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AuthResult, WishList } from '@wishlist/core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/chromium.js';
import { type ImageServers, startImageServers } from './image-server.js';
import {
  busyLoopScript,
  type ImageState,
  imageStateScript,
  type ProbeResult,
  probeScript,
  scrollThroughScript,
} from './page-probe.js';
import { get, postJson, run, type ServerProcess, startBuiltServer } from './processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = chromiumLaunchOptions.executablePath;
const CARD = '.item-card';
const CPU_SLOWDOWN = 4;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const TARGETS = {
  loginJsKb: 120,
  listJsKb: 170,
  cardsVisibleMs: 1000,
  layoutShift: 0.001,
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    items: { type: 'string', default: '200' },
    'image-delay': { type: 'string', default: '400' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const itemCount = Math.max(1, Number(values.items));
const imageDelay = Math.max(0, Number(values['image-delay']));

const log = (line: string) => process.stdout.write(`bench:web: ${line}\n`);
const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => bytes / 1024;

interface Row {
  figure: string;
  value: string;
  target: string;
  met: boolean | null;
}

interface Cleanup {
  browser?: Browser;
  server?: ServerProcess;
  images?: ImageServers;
  dir?: string;
}
const cleanup: Cleanup = {};

async function tidyUp(): Promise<void> {
  await cleanup.browser?.close().catch(() => {});
  await cleanup.server?.stop().catch(() => {});
  await cleanup.images?.close().catch(() => {});
  if (cleanup.dir) fs.rmSync(cleanup.dir, { recursive: true, force: true });
  cleanup.browser = undefined;
  cleanup.server = undefined;
  cleanup.images = undefined;
  cleanup.dir = undefined;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void tidyUp().finally(() => process.exit(130));
  });
}

async function seed(base: string, images: ImageServers) {
  const auth = await postJson<AuthResult>(`${base}/api/auth/register`, 'POST', {
    email: 'bench@example.com',
    password: 'bench-password-123',
    name: 'Bench Person',
  });
  const list = await postJson<WishList>(
    `${base}/api/lists`,
    'POST',
    { name: 'Birthday 2026', description: 'Everything I would love this year.' },
    auth.token,
  );
  const categories = ['Books', 'Kitchen', 'Games', null, 'Outdoor', 'Music'];
  const items = Array.from({ length: itemCount }, (_, i) => ({
    name: `Gift ${i + 1}: ${['Walking boots', 'Cast iron pan', 'Board game', 'Vinyl record', 'Headphones'][i % 5]}`,
    description:
      i % 3 === 0
        ? null
        : 'A longer description of the thing, with the size, colour and where to find it. '.repeat(
            1 + (i % 3),
          ),
    category: categories[i % categories.length],
    price: i % 4 === 0 ? null : 9.99 + i,
    affiliateLink: i % 2 === 0 ? `https://shop.example/p/${i}` : null,
    imageUrl: images.urlFor(i),
    type: i % 7 === 0 ? 'have' : 'want',
  }));
  const filled = await postJson<WishList>(
    `${base}/api/lists/${list._id}`,
    'PUT',
    { items },
    auth.token,
  );
  if (filled.items.length !== itemCount) throw new Error('The list was not filled');
  return { auth, listId: list._id };
}

async function newPage(
  browser: Browser,
  base: string,
  session: AuthResult | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    probeScript({ origin: base, session, target: itemCount, cardSelector: CARD }),
  );
  const page = await context.newPage();
  return { context, page };
}

/**
 * A page with the CPU throttled, on a same-origin blank page first so that the throttled
 * renderer is the one the app will use.
 */
async function throttledPage(browser: Browser, base: string, session: AuthResult | null) {
  const opened = await newPage(browser, base, session);
  await opened.page.goto(`${base}/api/bench-blank`);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return opened;
}

/** Gzipped bytes of every script a page loads, as the server transfers them. */
async function scriptBytes(
  browser: Browser,
  base: string,
  pagePath: string,
  session: AuthResult | null,
  ready: (page: Page) => Promise<void>,
) {
  const { context, page } = await newPage(browser, base, session);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.origin === base &&
      (request.resourceType() === 'script' || url.pathname.endsWith('.js'))
    )
      scripts.add(url.pathname);
  });
  await page.goto(`${base}${pagePath}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
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

interface ListRun {
  probe: ProbeResult;
  images: ImageState;
  layoutShift: number;
}

/** One cold-cache visit of the list page with the CPU throttled. */
async function listVisit(
  browser: Browser,
  base: string,
  listId: string,
  session: AuthResult,
  settle: boolean,
): Promise<ListRun> {
  const { context, page } = await throttledPage(browser, base, session);
  try {
    await page.goto(`${base}/lists/${listId}`, { waitUntil: 'commit' });
    await withTimeout(
      page.evaluate('window.__benchCardsShown'),
      30_000,
      `the ${itemCount}th item card did not show`,
    );
    const probe = (await page.evaluate('window.__bench')) as ProbeResult;
    if (!settle) return { probe, images: await imageState(page), layoutShift: probe.layoutShift };

    // Let the first images arrive where they are, then bring every card into view so each
    // lazy image loads, and wait until every image has loaded or turned into a placeholder.
    await page.waitForTimeout(imageDelay + 500);
    await page.evaluate(scrollThroughScript);
    await waitInPage(page, `(${imageStateScript}).pending === 0`, 60_000);
    await page.waitForTimeout(imageDelay + 500);
    const images = await imageState(page);
    const final = (await page.evaluate('window.__bench')) as ProbeResult;
    return { probe, images, layoutShift: final.layoutShift };
  } finally {
    await context.close();
  }
}

/**
 * The app already open on the dashboard (as when someone goes from their lists to one of them):
 * the time from the click on the list's card to the last item card visible, CPU throttled.
 */
async function inAppVisit(
  browser: Browser,
  base: string,
  listId: string,
  session: AuthResult,
): Promise<number> {
  const { context, page } = await throttledPage(browser, base, session);
  try {
    await page.goto(`${base}/dashboard`);
    const link = `a[href="/lists/${listId}"]`;
    await page.locator(link).waitFor();
    await page.waitForLoadState('networkidle');
    const clickedAt = (await page.evaluate(
      `(() => { const at = performance.now(); document.querySelector('${link}').click(); return at; })()`,
    )) as number;
    await withTimeout(page.evaluate('window.__benchCardsShown'), 30_000, 'in-app navigation');
    const probe = (await page.evaluate('window.__bench')) as ProbeResult;
    return (probe.allCardsAt ?? Number.POSITIVE_INFINITY) - clickedAt;
  } finally {
    await context.close();
  }
}

/**
 * The floor under the cold-load figure: the same page as the app rendered it, saved as plain
 * HTML with its stylesheet and no script at all, served by the same server (WEB_DIST) and
 * timed the same way. No client-rendered page can show its cards sooner on this machine.
 */
async function staticCopy(browser: Browser, base: string, listId: string, session: AuthResult) {
  const { context, page } = await newPage(browser, base, session);
  try {
    await page.goto(`${base}/lists/${listId}`);
    await withTimeout(page.evaluate('window.__benchCardsShown'), 30_000, 'the list page');
    const html = (await page.content())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-bench-static-'));
    fs.cpSync(path.join(root, 'apps/web/dist'), dist, { recursive: true });
    for (const name of fs.readdirSync(dist))
      if (name.startsWith('index.html')) fs.rmSync(path.join(dist, name));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    return dist;
  } finally {
    await context.close();
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls an expression through CDP. (page.waitForFunction with a string evaluates it with
 * eval inside the page, which the app's Content-Security-Policy rightly forbids.)
 */
async function waitInPage(page: Page, expression: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function imageState(page: Page): Promise<ImageState> {
  return (await page.evaluate(imageStateScript)) as ImageState;
}

/** How much slower the throttled page runs a fixed loop than an unthrottled one. */
async function measuredSlowdown(browser: Browser, base: string): Promise<number> {
  const { context, page } = await newPage(browser, base, null);
  try {
    await page.goto(`${base}/api/bench-blank`);
    const loop = async () => ((await page.evaluate(busyLoopScript)) as { ms: number }).ms;
    await loop();
    const plain = median([await loop(), await loop(), await loop()]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const throttled = median([await loop(), await loop(), await loop()]);
    return throttled / plain;
  } finally {
    await context.close();
  }
}

async function headerChecks(base: string, assets: string[]) {
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

async function main(): Promise<number> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing (apt-get install chromium)`);
  if (!values['skip-build']) {
    log('building (npm run build)…');
    await run('npm', ['run', 'build'], root);
  }
  cleanup.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-bench-web-'));
  cleanup.images = await startImageServers(imageDelay);
  cleanup.server = await startBuiltServer(root, {
    DATA_DIR: cleanup.dir,
    JWT_SECRET: 'bench-web-secret-that-is-at-least-32-characters',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    NODE_ENV: 'production',
  });
  const base = cleanup.server.url;
  log(`server at ${base}; seeding a list of ${itemCount} items…`);
  const { auth, listId } = await seed(base, cleanup.images);

  cleanup.browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const browser = cleanup.browser;
  log(`Chromium ${browser.version()}`);

  log('JS loaded by /login and by the list page…');
  const login = await scriptBytes(browser, base, '/login', null, async (page) => {
    await page.locator('form button[type="submit"]').waitFor();
  });
  const list = await scriptBytes(browser, base, `/lists/${listId}`, auth, async (page) => {
    await page
      .locator(CARD)
      .nth(itemCount - 1)
      .waitFor();
  });

  log('CPU slowdown check…');
  const slowdown = await measuredSlowdown(browser, base);

  log(`list page, CPU ${CPU_SLOWDOWN}x slower: 1 warm-up + ${runs} timed visits…`);
  await listVisit(browser, base, listId, auth, false);
  const visits: ListRun[] = [];
  for (let i = 0; i < runs; i++) {
    const visit = await listVisit(browser, base, listId, auth, true);
    visits.push(visit);
    log(
      `  run ${i + 1}: first card ${Math.round(visit.probe.firstCardAt ?? -1)} ms, ` +
        `card ${itemCount} ${Math.round(visit.probe.allCardsAt ?? -1)} ms, ` +
        `first image ${Math.round(visit.images.firstImageAt ?? -1)} ms, ` +
        `images loaded ${visit.images.loaded}, placeholders ${visit.images.placeholders}, ` +
        `layout shift ${visit.layoutShift.toFixed(4)}`,
    );
  }
  const allCards = visits.map((visit) => visit.probe.allCardsAt ?? Number.POSITIVE_INFINITY);
  const firstCards = visits.map((visit) => visit.probe.firstCardAt ?? Number.POSITIVE_INFINITY);
  const shifts = visits.map((visit) => visit.layoutShift);
  const worstShift = Math.max(...shifts);
  const imagesAfterCards = visits.every(
    (visit) =>
      visit.images.firstImageAt !== null &&
      visit.probe.allCardsAt !== null &&
      visit.images.firstImageAt > visit.probe.allCardsAt,
  );
  const shiftSources = [
    ...new Set(visits.flatMap((v) => v.probe.shifts.flatMap((s) => s.sources))),
  ];

  log(`in-app navigation from the dashboard, CPU ${CPU_SLOWDOWN}x slower: ${runs} visits…`);
  const inApp: number[] = [];
  for (let i = 0; i < runs; i++) inApp.push(await inAppVisit(browser, base, listId, auth));

  log('the same page as static HTML without script (the floor)…');
  const staticDist = await staticCopy(browser, base, listId, auth);
  const staticServer = await startBuiltServer(root, {
    DATA_DIR: cleanup.dir!,
    JWT_SECRET: 'bench-web-secret-that-is-at-least-32-characters',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WEB_DIST: staticDist,
  });
  const floor: number[] = [];
  try {
    await listVisit(browser, staticServer.url, listId, auth, false);
    for (let i = 0; i < runs; i++)
      floor.push(
        (await listVisit(browser, staticServer.url, listId, auth, false)).probe.allCardsAt ??
          Number.POSITIVE_INFINITY,
      );
  } finally {
    await staticServer.stop();
    fs.rmSync(staticDist, { recursive: true, force: true });
  }

  log('response headers…');
  const assets = [...new Set([...login.files, ...list.files].map((file) => file.file))];
  const css = [
    ...fs
      .readdirSync(path.join(root, 'apps/web/dist/assets'))
      .filter((name) => name.endsWith('.css'))
      .map((name) => `/assets/${name}`),
  ];
  const headers = await headerChecks(base, [...assets, ...css]);

  const rows: Row[] = [
    {
      figure: 'gzipped JS loaded by /login',
      value: `${kb(login.total).toFixed(1)} KB (${login.files.length} files)`,
      target: `≤ ${TARGETS.loginJsKb} KB`,
      met: kb(login.total) <= TARGETS.loginJsKb,
    },
    {
      figure: 'gzipped JS loaded by a list page',
      value: `${kb(list.total).toFixed(1)} KB (${list.files.length} files)`,
      target: `≤ ${TARGETS.listJsKb} KB`,
      met: kb(list.total) <= TARGETS.listJsKb,
    },
    {
      figure: `${itemCount}th item card visible after a click on the dashboard (CPU ${CPU_SLOWDOWN}x), median of ${runs}`,
      value: `${Math.round(median(inApp))} ms (min ${Math.round(Math.min(...inApp))}, max ${Math.round(Math.max(...inApp))})`,
      target: `≤ ${TARGETS.cardsVisibleMs} ms`,
      met: median(inApp) <= TARGETS.cardsVisibleMs,
    },
    {
      figure: `${itemCount}th item card visible opening the link cold (CPU ${CPU_SLOWDOWN}x, empty cache), median of ${runs}`,
      value: `${Math.round(median(allCards))} ms (min ${Math.round(Math.min(...allCards))}, max ${Math.round(Math.max(...allCards))})`,
      target: `≤ ${TARGETS.cardsVisibleMs} ms`,
      met: median(allCards) <= TARGETS.cardsVisibleMs,
    },
    {
      figure: 'the same page as static HTML, no script (floor), median',
      value: `${Math.round(median(floor))} ms; app / floor ${(median(allCards) / median(floor)).toFixed(2)}`,
      target: '—',
      met: null,
    },
    {
      figure: 'first item card visible (same visits), median',
      value: `${Math.round(median(firstCards))} ms`,
      target: '—',
      met: null,
    },
    {
      figure: 'layout shift while images load and after, worst visit',
      value: `${worstShift.toFixed(4)} (median ${median(shifts).toFixed(4)})`,
      target: `≤ ${TARGETS.layoutShift} (none)`,
      met: worstShift <= TARGETS.layoutShift,
    },
    {
      figure: 'images arrived after the cards were visible',
      value: imagesAfterCards ? 'yes, every visit' : 'no: the shift test saw images early',
      target: 'yes (test validity)',
      met: imagesAfterCards,
    },
    {
      figure: 'hashed assets: br/gzip and immutable; index.html no-cache',
      value: headers.problems.length
        ? `${headers.problems.length} problems`
        : `ok (${headers.compressed}/${headers.checked} answers compressed)`,
      target: 'all',
      met: headers.problems.length === 0,
    },
    {
      figure: 'CPU slowdown measured in the page (fixed loop)',
      value: `${slowdown.toFixed(1)}x`,
      target: '—',
      met: null,
    },
  ];

  process.stdout.write('\n');
  for (const file of [...login.files.map((f) => ({ ...f, page: '/login' }))].concat(
    list.files.map((f) => ({ ...f, page: 'list' })),
  )) {
    process.stdout.write(
      `  ${file.page.padEnd(6)} ${file.file.padEnd(48)} ${kb(file.gzip).toFixed(1).padStart(7)} KB ${file.encoding}\n`,
    );
  }
  for (const problem of headers.problems) process.stdout.write(`  header problem: ${problem}\n`);
  if (shiftSources.length) process.stdout.write(`  shifted: ${shiftSources.join(', ')}\n`);
  printTable(rows);
  process.stdout.write(
    `\nJS sizes are the bytes the server sends for each loaded script with Accept-Encoding: gzip ` +
      `(its .gz files, level 9). Machine: ${os.cpus().length} CPUs, ` +
      `${Math.round(os.totalmem() / 1024 / 1024)} MB, Chromium ${browser.version()}.\n`,
  );
  return rows.some((row) => row.met === false) ? 1 : 0;
}

function printTable(rows: Row[]): void {
  const header = { figure: 'figure', value: 'measured', target: 'target', met: 'met?' };
  const cells = rows.map((row) => ({
    figure: row.figure,
    value: row.value,
    target: row.target,
    met: row.met === null ? 'info' : row.met ? 'met' : 'MISSED',
  }));
  const width = (key: keyof typeof header) =>
    Math.max(header[key].length, ...cells.map((cell) => cell[key].length));
  const line = (cell: typeof header) =>
    `| ${cell.figure.padEnd(width('figure'))} | ${cell.value.padEnd(width('value'))} | ${cell.target.padEnd(width('target'))} | ${cell.met.padEnd(width('met'))} |`;
  process.stdout.write(`\n${line(header)}\n`);
  process.stdout.write(
    `|${['figure', 'value', 'target', 'met'].map((key) => '-'.repeat(width(key as keyof typeof header) + 2)).join('|')}|\n`,
  );
  for (const cell of cells) process.stdout.write(`${line(cell)}\n`);
}

let code = 1;
try {
  code = await main();
} catch (error) {
  process.stderr.write(`bench:web failed: ${(error as Error).stack ?? error}\n`);
  const output = cleanup.server?.output();
  if (output) process.stderr.write(`server output:\n${output}\n`);
} finally {
  await tidyUp();
}
process.exit(code);
