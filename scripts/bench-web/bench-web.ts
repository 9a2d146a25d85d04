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
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/chromium.js';
import { headerChecks, scriptBytes } from './asset-checks.js';
import { cleanup, tidyUp, tidyUpOnSignals } from './cleanup.js';
import { startImageServers } from './image-server.js';
import { median } from './median.js';
import {
  CARD,
  CPU_SLOWDOWN,
  inAppVisit,
  type ListRun,
  listVisit,
  measuredSlowdown,
  staticCopy,
  type VisitSetup,
} from './page-visits.js';
import { run, startBuiltServer } from './processes.js';
import { seed } from './seed.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.join(root, 'apps/web/dist');
const CHROMIUM = chromiumLaunchOptions.executablePath;

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
const kb = (bytes: number) => bytes / 1024;

interface Row {
  figure: string;
  value: string;
  target: string;
  met: boolean | null;
}

tidyUpOnSignals();

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
  const { auth, listId } = await seed(base, cleanup.images, itemCount);

  cleanup.browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const browser = cleanup.browser;
  const setup: VisitSetup = { browser, itemCount, imageDelay };
  log(`Chromium ${browser.version()}`);

  log('JS loaded by /login and by the list page…');
  const login = await scriptBytes(setup, base, '/login', null, async (page) => {
    await page.locator('form button[type="submit"]').waitFor();
  });
  const list = await scriptBytes(setup, base, `/lists/${listId}`, auth, async (page) => {
    await page
      .locator(CARD)
      .nth(itemCount - 1)
      .waitFor();
  });

  log('CPU slowdown check…');
  const slowdown = await measuredSlowdown(setup, base);

  log(`list page, CPU ${CPU_SLOWDOWN}x slower: 1 warm-up + ${runs} timed visits…`);
  await listVisit(setup, base, listId, auth, false);
  const visits: ListRun[] = [];
  for (let i = 0; i < runs; i++) {
    const visit = await listVisit(setup, base, listId, auth, true);
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
  for (let i = 0; i < runs; i++) inApp.push(await inAppVisit(setup, base, listId, auth));

  log('the same page as static HTML without script (the floor)…');
  const staticDist = await staticCopy(setup, base, listId, auth, webDist);
  const staticServer = await startBuiltServer(root, {
    DATA_DIR: cleanup.dir!,
    JWT_SECRET: 'bench-web-secret-that-is-at-least-32-characters',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WEB_DIST: staticDist,
  });
  const floor: number[] = [];
  try {
    await listVisit(setup, staticServer.url, listId, auth, false);
    for (let i = 0; i < runs; i++)
      floor.push(
        (await listVisit(setup, staticServer.url, listId, auth, false)).probe.allCardsAt ??
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
      .readdirSync(path.join(webDist, 'assets'))
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
