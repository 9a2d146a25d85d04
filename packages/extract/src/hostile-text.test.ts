/**
 * The searches that replaced backtracking patterns: each keeps the pattern's meaning and reads
 * a hostile MiB in a blink (the patterns they replaced took seconds to minutes on these).
 */
import { describe, expect, it } from 'vitest';
import { detectBotWall } from './bot-wall.js';
import { joinCrumbs } from './category.js';
import { isJunkImage } from './images.js';
import { findPrice, normaliseNumber } from './price.js';
import { extractProduct } from './product.js';
import { hostOf } from './text.js';
import { cleanSiteTitle } from './title.js';

const MIB = 1024 * 1024;
const repeatTo = (unit: string, length = MIB) => unit.repeat(Math.ceil(length / unit.length));
/** Far above what a linear read of a MiB takes, far below what the old patterns took. */
const QUICK_MS = 1000;

function timed<T>(work: () => T): T {
  const started = performance.now();
  const result = work();
  expect(performance.now() - started).toBeLessThan(QUICK_MS);
  return result;
}

describe('bot-wall detection on hostile pages', () => {
  it('reads the first <title> as before, and a MiB of unclosed ones quickly', () => {
    expect(detectBotWall('<TITLE lang="en">404 Not Found</title><title>Lamp</title>')).toBe(
      'not-found',
    );
    expect(timed(() => detectBotWall(repeatTo('<title>')))).toBeNull();
    expect(timed(() => detectBotWall(repeatTo('<title>'), 403))).toBe('blocked');
  });

  it('finds "permission … on this server" on one line only, and never backtracks', () => {
    const denied = (gap: string) =>
      `<p>You don't have permission to access "/p/1"${gap} on this server.</p>`;
    expect(detectBotWall(denied(''))).toBe('blocked');
    expect(detectBotWall(denied('\n'))).toBeNull();
    const almost = repeatTo("You don't have permission to access ");
    expect(timed(() => detectBotWall(almost))).toBeNull();
    expect(timed(() => detectBotWall(`${almost} on this server`))).toBe('blocked');
  });

  it('counts og:type "product" only within one tag, and repeats cost nothing', () => {
    const wall = (meta: string) =>
      `<html><head>${meta}<title>Lamp</title></head><body><div id="challenge-form"></div></body></html>`;
    expect(detectBotWall(wall('<meta property="og:type" content="product">'))).toBeNull();
    expect(detectBotWall(wall('<meta property="og:type"><meta content="product">'))).not.toBeNull();
    expect(timed(() => detectBotWall(wall(`<meta ${repeatTo('og:type" ')}>`)))).not.toBeNull();
  });
});

describe('titles, prices, crumbs and hosts on hostile text', () => {
  it('drops marketplace SEO tails and the shop after "at", as before', () => {
    expect(
      cleanSiteTitle(
        'Cheese Slicer - Buy Cheese Slicer,Kitchen Tools Product on Alibaba.com',
        'www.alibaba.com',
      ),
    ).toBe('Cheese Slicer');
    expect(cleanSiteTitle('Desk Lamp at Lampshop', 'www.lampshop.com')).toBe('Desk Lamp');
    expect(timed(() => cleanSiteTitle(`${repeatTo(' - buy ')}x`, 'shop.com'))).toMatch(/^- buy/);
    expect(timed(() => cleanSiteTitle(repeatTo('a at\n'), 'shop.com')).length).toBeGreaterThan(0);
  });

  it('reads numbers and crumbs ending in long runs quickly', () => {
    expect(normaliseNumber('12,99,,')).toBe('12.99');
    expect(timed(() => normaliseNumber(`1${repeatTo(',')}x`))).toBe('');
    expect(timed(() => findPrice(`€ 1${repeatTo('.')}`))).toBe('1');
    expect(joinCrumbs(['» Lamps »'], { title: '', host: '' })).toBe('Lamps');
    // Too long to be a crumb, once its separators are trimmed.
    expect(timed(() => joinCrumbs([`Lamps${repeatTo(' >')}x`], { title: '', host: '' }))).toBe('');
  });

  it('reads categories with long white space and Amazon titles with many colons quickly', () => {
    const category = (text: string, title = 'Lamp') =>
      extractProduct(
        `<title>${title}</title><script type="application/ld+json">${JSON.stringify({
          '@type': 'Product',
          name: 'Lamp',
          category: text,
        })}</script><h1>Lamp</h1>`,
        'https://shop.example/p',
      ).category;
    expect(category('Home > Lighting >  Desk lamps')).toBe('Lighting > Desk lamps');
    expect(timed(() => category(`Lighting${repeatTo(' ')}x`))).toBe('Lighting x');
    const amazon = (title: string) =>
      extractProduct(
        `<title>${title}</title><span id="productTitle">Lamp</span>`,
        'https://www.amazon.co.uk/dp/1',
      ).category;
    expect(amazon('Lamp : Amazon.co.uk: Home & Kitchen')).toBe('Home & Kitchen');
    expect(timed(() => amazon(`:Amazon.x:${repeatTo(':')}`))).toBe('');
  });

  it('takes no host longer than DNS allows, so host patterns read little', () => {
    const host = `${repeatTo('pixel.')}x-1`;
    expect(timed(() => hostOf(`http://${host}/`))).toBe('');
    expect(timed(() => isJunkImage(`http://${host}/a.jpg`))).toBe(true);
    expect(isJunkImage('https://cdn.shop.example/lamp.jpg')).toBe(false);
  });
});
