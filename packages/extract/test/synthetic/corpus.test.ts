/**
 * Checks the synthetic corpus itself, not the extractor: that it is what it claims to be
 * (classes, languages, scripts, held-out families) and that each page's expected answer is one
 * a reader of that page could give.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus.js';
import { FAMILIES, PAGE_CLASSES, syntheticPages } from './index.js';

const pages = syntheticPages();

const fold = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The text a visitor sees: no head, scripts or text kept only for screen readers. */
function visibleText(html: string): string {
  const $ = load(html);
  $('head, script, style, noscript, template, [hidden]').remove();
  $('.visually-hidden, .a-offscreen, .screen-reader-text').remove();
  return $('body').text();
}

const ARABIC_ZERO = 0x660;
/** Digits with single separators between them: spaces (not line breaks), dots, commas, apostrophes. */
const PRINTED_NUMBER = /\d(?:[ \u00a0\u2009\u202f.,'’\u066b\u066c]?\d)*/g;

/** The digit strings of every number printed in `text`, separators dropped. */
function printedNumbers(text: string): Set<string> {
  const western = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_ZERO));
  return new Set([...western.matchAll(PRINTED_NUMBER)].map((m) => m[0].replace(/\D/g, '')));
}

/** The digit strings a price may print as: "1234.50" is 123450; "29.00" may print as 29. */
function printedForms(price: string): string[] {
  const [whole = '', cents = ''] = price.split('.');
  const forms = [whole + cents];
  if (/^0*$/.test(cents)) forms.push(whole);
  return forms;
}

describe('the synthetic product-page corpus', () => {
  it('has between 150 and 300 pages with unique ids', () => {
    expect(pages.length).toBeGreaterThanOrEqual(150);
    expect(pages.length).toBeLessThanOrEqual(300);
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
  });

  it('is the same on every build', () => {
    const again = buildCorpus();
    expect(again.map((p) => [p.id, p.html, p.expected])).toEqual(
      pages.map((p) => [p.id, p.html, p.expected]),
    );
  });

  it('has pages in at least six languages in every class, and four scripts overall', () => {
    for (const cls of PAGE_CLASSES) {
      const langs = new Set(pages.filter((p) => p.class === cls).map((p) => p.lang.split('-')[0]));
      expect(langs.size, cls).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(pages.map((p) => p.script)).size).toBeGreaterThanOrEqual(4);
  });

  it('holds out some families and develops on the others, each in every class', () => {
    const heldOut = FAMILIES.filter((f) => f.heldOut).map((f) => f.name);
    expect(heldOut.length).toBeGreaterThanOrEqual(2);
    expect(FAMILIES.length - heldOut.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) expect(page.heldOut).toBe(heldOut.includes(page.family));
    for (const family of FAMILIES) {
      for (const cls of PAGE_CLASSES) {
        const count = pages.filter((p) => p.family === family.name && p.class === cls).length;
        expect(count, `${family.name} × ${cls}`).toBeGreaterThan(0);
      }
    }
  });

  it('writes expected prices normalised and currencies as ISO codes or empty', () => {
    for (const page of pages) {
      const { price, currency } = page.expected;
      if (price !== null) expect(price, page.id).toMatch(/^\d+(?:\.\d+)?$/);
      expect(currency, page.id).toMatch(/^(?:[A-Z]{3})?$/);
      if (price === null) expect(currency, page.id).toBe('');
    }
    expect(pages.some((p) => p.expected.price === null)).toBe(true);
    expect(pages.some((p) => p.expected.price !== null && p.expected.currency === '')).toBe(true);
  });

  it('puts the expected title in the h1 and, with the shop name, in <title>', () => {
    for (const page of pages) {
      const $ = load(page.html);
      expect(fold($('h1').first().text()), page.id).toContain(fold(page.expected.title));
      expect($('title').text(), page.id).toMatch(/ \| \S/);
      expect(fold($('title').text()), page.id).toContain(fold(page.expected.title));
    }
  });

  it('prints each expected price in the visible text, in some printed form', () => {
    for (const page of pages) {
      if (page.expected.price === null) continue;
      const numbers = printedNumbers(visibleText(page.html));
      const found = printedForms(page.expected.price).some((form) => numbers.has(form));
      expect(found, `${page.id}: ${page.expected.price}`).toBe(true);
    }
  });

  it('shows the main image, and only the main image carries its id', () => {
    for (const page of pages) {
      const $ = load(page.html);
      const sources = $('img')
        .toArray()
        .flatMap((el) => [$(el).attr('src') ?? '', $(el).attr('data-src') ?? '']);
      expect(
        sources.some((src) => src.includes(page.expected.image)),
        page.id,
      ).toBe(true);
      expect(
        sources.filter((src) => src.includes(page.expected.image)).length,
        page.id,
      ).toBeLessThan(sources.length);
    }
  });

  it('gives no price in structured data or Open Graph', () => {
    for (const page of pages) {
      const $ = load(page.html);
      expect($('[itemprop="price"], [itemprop="lowPrice"]').length, page.id).toBe(0);
      expect($('meta[property$="price:amount"]').length, page.id).toBe(0);
      for (const el of $('script[type="application/ld+json"]').toArray()) {
        expect($(el).text(), page.id).not.toMatch(/"(?:price|lowPrice|highPrice)"\s*:/);
      }
    }
  });
});
