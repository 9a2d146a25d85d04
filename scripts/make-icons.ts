/**
 * Renders the app's icons from apps/web/icons/*.svg into apps/web/public, in Debian's Chromium:
 * PNGs for home screens (180 for iOS, 192 and 512 for install prompts, and a maskable 512 whose
 * star sits in the safe zone) and favicon.ico, which holds PNGs of 16, 32 and 48 px (ICO may
 * wrap PNG since Windows Vista; every browser reads it), and the browser extension's PNGs of
 * 16, 32, 48 and 128 px. Run it after changing an icon:
 *   npx tsx scripts/make-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium.js';

const web = path.join(import.meta.dirname, '..', 'apps', 'web');
const source = (name: string) => fs.readFileSync(path.join(web, 'icons', name), 'utf8');

/** An ICO file holding the given PNGs, one directory entry each. */
function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage();
async function render(svg: string, size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  return page.screenshot({ omitBackground: true });
}

const icon = source('icon.svg');
const out = (name: string, data: Buffer | string) =>
  fs.writeFileSync(path.join(web, 'public', name), data);
out('favicon.svg', icon);
out('apple-touch-icon.png', await render(source('maskable.svg'), 180));
out('icon-192.png', await render(icon, 192));
out('icon-512.png', await render(icon, 512));
out('icon-maskable-512.png', await render(source('maskable.svg'), 512));
const small = [];
for (const size of [16, 32, 48]) small.push({ size, png: await render(icon, size) });
out('favicon.ico', ico(small));
// The browser extension's toolbar and store icons (X1), from the same star.
const extensionIcons = path.join(web, '..', 'extension', 'static', 'icons');
fs.mkdirSync(extensionIcons, { recursive: true });
for (const size of [16, 32, 48, 128])
  fs.writeFileSync(path.join(extensionIcons, `icon-${size}.png`), await render(icon, size));
await browser.close();
console.log('icons written to apps/web/public and apps/extension/static/icons');
