/**
 * Descriptions arrive as plain text (extensions Q1), whatever markup the shop put in them and in
 * whatever language: synthetic pages, one rule for all of them.
 */
import { capAtWord, isWellFormedText, LIMITS } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { descriptionText, htmlToText } from './html-text.js';
import { extractProduct } from './product.js';

const URL = 'https://shop.example/p/1';
const ld = (description: unknown) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Lamp',
    description,
  }).replace(/<\/script/gi, '<\\/script')}</script>`;
const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Lamp</title>${head}</head><body>${body}</body></html>`;
const described = (head: string, body = '') => extractProduct(page(head, body), URL).description;

const MIB = 1024 * 1024;
const repeatTo = (unit: string, length = MIB) => unit.repeat(Math.ceil(length / unit.length));
function timed<T>(work: () => T): T {
  const started = performance.now();
  const result = work();
  expect(performance.now() - started).toBeLessThan(1500);
  return result;
}

describe('an HTML description becomes plain text', () => {
  it('English: paragraphs, <br>, lists and entities', () => {
    const html =
      '<p>Warm &amp; soft&nbsp;wool.</p><p>Hand wash<br>Dry flat</p>' +
      '<ul><li>100% wool</li><li>It&#8217;s 2&nbsp;m &times; 1.5&#x00A0;m</li></ul>';
    expect(described(ld(html))).toBe(
      'Warm & soft wool.\n\nHand wash\nDry flat\n\n• 100% wool\n• It’s 2 m × 1.5 m',
    );
  });

  it('German: headings, bold text and a table of details', () => {
    const html =
      '<h3>Gem&uuml;tliche Decke</h3><div>Aus <b>reiner</b> Schurwolle &ndash; ' +
      'waschbar.</div><table><tr><th>Gr&ouml;&szlig;e</th><td>150&nbsp;&times;&nbsp;200 cm</td></tr></table>';
    expect(described(ld(html))).toBe(
      'Gemütliche Decke\n\nAus reiner Schurwolle – waschbar.\n\nGröße 150 × 200 cm',
    );
  });

  it('French: escaped twice (&lt;p&gt;) in a meta description', () => {
    const meta =
      '<meta name="description" content="&amp;lt;p&amp;gt;Lampe d&amp;#8217;appoint en ' +
      'laiton&amp;lt;/p&amp;gt;&amp;lt;p&amp;gt;Id&amp;eacute;ale pour la lecture&amp;lt;/p&amp;gt;">';
    expect(described(meta)).toBe('Lampe d’appoint en laiton\n\nIdéale pour la lecture');
    expect(htmlToText('&lt;p&gt;Un&lt;/p&gt;&lt;p&gt;Deux &amp;amp; trois&lt;/p&gt;')).toBe(
      'Un\n\nDeux & trois',
    );
  });

  it('Japanese: markup and full-width spaces are folded, the text kept', () => {
    const html = '<p>北欧風　テーブルランプ</p><ul><li>電球色</li><li>高さ&nbsp;45cm</li></ul>';
    expect(described(ld(html))).toBe('北欧風 テーブルランプ\n\n• 電球色\n• 高さ 45cm');
  });

  it('Arabic: right-to-left text keeps its words and line breaks', () => {
    const html = '<div dir="rtl"><p>مصباح مكتب أنيق</p>ضوء دافئ<br/>مناسب للقراءة</div>';
    expect(described(ld(html))).toBe('مصباح مكتب أنيق\n\nضوء دافئ\nمناسب للقراءة');
  });

  it('drops scripts, styles and comments, and never keeps a tag', () => {
    const html =
      '<style>p{color:red}</style><p onclick="x()">Lamp<!-- note --></p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"><p>Brass</p>';
    const text = described(ld(html));
    expect(text).toBe('Lamp\n\nBrass');
    expect(text).not.toMatch(/[<>]/);
  });

  it('keeps the line breaks of a plain-text description, and a lone "<" in it', () => {
    expect(described(ld('Brass lamp\r\nHeight < 50 cm\n\n\n\nWarm light'))).toBe(
      'Brass lamp\nHeight < 50 cm\n\nWarm light',
    );
    expect(htmlToText('Tom &amp; Jerry &lt; 3 &#x1F600;')).toBe('Tom & Jerry < 3 😀');
  });

  it('reads a microdata description element as lines', () => {
    const body = `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Lamp</h1>
      <div itemprop="description"><p>Brass   lamp.</p><ul><li>Warm</li><li>Dimmable</li></ul></div></div>`;
    expect(described('', body)).toBe('Brass lamp.\n\n• Warm\n• Dimmable');
  });

  it('takes the next source when a structured description is only markup', () => {
    expect(described(`${ld('<p> </p>')}<meta name="description" content="A lamp.">`)).toBe(
      'A lamp.',
    );
  });
});

describe('a long description is cut to what the item form takes', () => {
  const max = LIMITS.itemTextMax;

  it('English: at a word boundary, with an ellipsis, within the limit', () => {
    const html = `<p>${'Soft wool blanket for cold evenings. '.repeat(120)}</p>`;
    const text = described(ld(html));
    expect(text.length).toBeLessThanOrEqual(max);
    expect(text.length).toBeGreaterThan(max - 60);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toMatch(/(blanket|for|cold|evenings|Soft|wool)…$/);
  });

  it('German and French: never in the middle of a word', () => {
    const words = ['Schurwolldecke', 'für', 'kalte', 'Abende', 'couverture', 'très', 'douce'];
    const text = described(ld(`<p>${`${words.join(' ')} `.repeat(60)}</p>`));
    expect(text.length).toBeLessThanOrEqual(max);
    const last = text.slice(0, -1).split(/\s+/).at(-1);
    expect(words).toContain(last);
  });

  it('Japanese and Arabic: within the limit, and no surrogate pair split', () => {
    for (const unit of ['北欧風のテーブルランプです。', 'مصباح مكتب أنيق ', '𠮷野家の𩸽定食 ']) {
      const text = described(ld(`<p>${unit.repeat(400)}</p>`));
      expect(text.length).toBeLessThanOrEqual(max);
      expect(text.endsWith('…')).toBe(true);
      expect(isWellFormedText(text)).toBe(true);
    }
  });

  it('a text at the limit is kept whole; one word too long is cut hard', () => {
    expect(capAtWord('a'.repeat(max), max)).toBe('a'.repeat(max));
    expect(capAtWord('a'.repeat(max + 5), max)).toBe(`${'a'.repeat(max - 1)}…`);
    expect(capAtWord('one two three', 9)).toBe('one two…');
    expect(descriptionText('<p>one two, three</p>', 10)).toBe('one two…');
  });
});

describe('hostile descriptions read quickly', () => {
  it('a MiB of unclosed tags, nested elements, escaped markup or breaks', () => {
    expect(timed(() => descriptionText(repeatTo('<p')))).toBe('');
    expect(timed(() => descriptionText(`${repeatTo('<div>', 150_000)}deep`))).toBe('deep');
    expect(timed(() => descriptionText(repeatTo('&lt;b&gt;x')).length)).toBeLessThanOrEqual(
      LIMITS.itemTextMax,
    );
    expect(timed(() => descriptionText(repeatTo('<br>')))).toBe('');
    expect(timed(() => capAtWord(repeatTo('x'), 100))).toBe(`${'x'.repeat(99)}…`);
  });
});
