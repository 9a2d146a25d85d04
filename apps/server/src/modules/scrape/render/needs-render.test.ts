import type { ScrapeResult } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { looksLikeScriptShell, needsRender, SHELL_TEXT_MAX } from './needs-render.js';

const bytes = (html: string) => new TextEncoder().encode(html);
const product = (fields: Partial<ScrapeResult>): ScrapeResult => ({
  title: '',
  description: '',
  price: '',
  currency: '',
  category: '',
  url: 'https://shop.example/p',
  images: [],
  ...fields,
});

const SHELL = `<!doctype html><html><head><title>Acme</title>
<style>body { margin: 0 }</style><script src="/app.js"></script></head>
<body><div id="root"></div><noscript>${'Please turn on JavaScript. '.repeat(40)}</noscript>
<!-- ${'a comment '.repeat(100)} --><template><p>${'tile '.repeat(200)}</p></template>
<script>window.__STATE__ = ${JSON.stringify({ text: 'x'.repeat(5000) })}</script></body></html>`;
const ARTICLE = `<html><head><script src="/ads.js"></script></head><body><article>
${'<p>A long article about lamps, with many words in it.</p>'.repeat(20)}</article></body></html>`;

describe('looksLikeScriptShell', () => {
  it('sees a shell through its styles, scripts, templates, comments and <noscript>', () => {
    expect(looksLikeScriptShell(bytes(SHELL))).toBe(true);
    expect(looksLikeScriptShell(bytes(SHELL.toUpperCase()))).toBe(true);
  });

  it('is not fooled by a page with text, or a page with no script', () => {
    expect(looksLikeScriptShell(bytes(ARTICLE))).toBe(false);
    expect(looksLikeScriptShell(bytes('<html><body><div id="root"></div></body></html>'))).toBe(
      false,
    );
  });

  it('counts text up to the limit, white space aside', () => {
    const page = (chars: number) =>
      bytes(`<script></script><p>${'x '.repeat(chars)}</p><div>\n\t </div>`);
    expect(looksLikeScriptShell(page(SHELL_TEXT_MAX - 1))).toBe(true);
    expect(looksLikeScriptShell(page(SHELL_TEXT_MAX))).toBe(false);
  });

  it('reads a 5 MB page of empty tags in one pass', () => {
    const hostile = bytes(`<script></script>${'<b></b>'.repeat(700_000)}`);
    const started = performance.now();
    expect(looksLikeScriptShell(hostile)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('needsRender', () => {
  it('renders when there is neither title nor price', () => {
    expect(needsRender(product({}), { bytes: bytes(ARTICLE) })).toBe(true);
  });

  it('renders a shell that has a title but no price', () => {
    expect(needsRender(product({ title: 'Acme' }), { bytes: bytes(SHELL) })).toBe(true);
    expect(needsRender(product({ title: 'Lamps' }), { bytes: bytes(ARTICLE) })).toBe(false);
  });

  it('never renders a page with a price', () => {
    expect(needsRender(product({ price: '9.99' }), { bytes: bytes(SHELL) })).toBe(false);
  });
});
