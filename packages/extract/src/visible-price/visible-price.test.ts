/** The visible price, on small pages written per class of wording, in several languages. */
import { load } from 'cheerio';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { extractProduct } from '../product.js';
import { printedText } from './printed-text.js';

const page = (lang: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><title>Teapot | Shop</title></head><body>${body}</body></html>`;
const priceOf = (lang: string, body: string) => {
  const { price, currency } = extractProduct(page(lang, body), 'https://shop.example/p/1');
  return { price, currency };
};
const printed = (html: string) =>
  printedText(load(`<div id="x">${html}</div>`)('#x').get(0) as Element);

describe('printedText', () => {
  it('joins a raised or named fraction to its whole part with the sign it leaves room for', () => {
    expect(printed('<span>12<sup>99</sup> €</span>')).toBe('12.99 €');
    expect(printed('<span>1.299<sup>00</sup> €</span>')).toBe('1.299,00 €');
    expect(
      printed(
        '<span class="a-price-whole">24<span class="a-price-decimal">.</span></span><span class="a-price-fraction">99</span>',
      ),
    ).toBe('24.99');
    expect(printed('<span>$</span><span>5</span><span class="cents">49</span>')).toBe('$5.49');
  });

  it('keeps blocks apart and leaves out what is never shown', () => {
    expect(printed('<div>Was £20</div><div>Now £15</div>')).toBe('Was £20 Now £15');
    expect(printed('<span>£15</span><script>var p = 99</script>')).toBe('£15');
  });
});

describe('the price the buyer pays, not the one struck or compared', () => {
  it.each([
    ['en', '<p class="price"><del>$30.00</del> <ins>$24.00</ins></p>', '24.00'],
    [
      'de',
      '<div><span class="uvp">UVP 59,99 €</span><span class="preis">44,99 €</span></div>',
      '44.99',
    ],
    ['fr', '<div><span>Prix barré : 80,00 €</span></div><div class="prix">64,00 €</div>', '64.00'],
    [
      'es',
      '<div><span>Antes: 45,00 €</span> <span class="precio-oferta">39,90 €</span></div>',
      '39.90',
    ],
    ['ru', '<div class="old-price">5 990 ₽</div><div class="price">4 490 ₽</div>', '4490'],
    ['zh-CN', '<div><span>原价 ¥299</span></div><div class="jiage">¥199</div>', '199'],
    ['en-GB', '<p class="price">Was £20.00 £15.00</p>', '15.00'],
    ['en-GB', '<p class="price">£15.00 (was £20.00)</p>', '15.00'],
  ])('%s', (lang, prices, price) => {
    expect(priceOf(lang, `<main><h1>Teapot</h1>${prices}<button>Add</button></main>`).price).toBe(
      price,
    );
  });
});

describe('not a price of this product', () => {
  it.each([
    ['en', '<p>Free shipping on orders over $50</p><p class="price">$19.99</p>', '19.99'],
    ['pt-BR', '<p class="preco">R$ 299,00</p><p>ou 10x de R$ 29,90 sem juros</p>', '299.00'],
    ['de', '<p class="preis">12,99 €</p><p class="grundpreis">(2,60 € / 100 ml)</p>', '12.99'],
    ['pl', '<p class="cena">149,00 zł</p><p>Zyskaj 149 punkty</p>', '149.00'],
    [
      'sk',
      '<p class="cena"><span>bez DPH</span> 81,30 €</p><p class="cena">s DPH 99,99 €</p>',
      '99.99',
    ],
  ])('%s', (lang, prices, price) => {
    expect(priceOf(lang, `<main><h1>Teapot</h1>${prices}</main>`).price).toBe(price);
  });

  it('leaves related products and the mini-cart out, but not a wrapper that holds the heading', () => {
    const body = `<div class="site-header-wrap">
      <div class="minicart">Cart: 3 items, $120.00</div>
      <main><h1>Teapot</h1><span class="price">$35.00</span></main>
      <section class="related-products"><span class="price">$12.00</span></section>
    </div>`;
    expect(priceOf('en', body).price).toBe('35.00');
  });
});

describe('separators settled by the currency and the page', () => {
  const ld = (offer: unknown) =>
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Tetera', offers: offer })}</script>`;

  it('reads machine "24.990" as thousands for a currency without cents, or as the page prints it', () => {
    expect(
      priceOf('es-CL', `${ld({ price: '24.990', priceCurrency: 'CLP' })}<h1>Tetera</h1>`),
    ).toEqual({
      price: '24990',
      currency: 'CLP',
    });
    expect(
      priceOf(
        'es-AR',
        `${ld({ price: '24.990', priceCurrency: 'ARS' })}<main><h1>Tetera</h1><span class="precio">$ 24.990</span></main>`,
      ),
    ).toEqual({ price: '24990', currency: 'ARS' });
    // Cents stay cents where the page prints them so.
    expect(
      priceOf(
        'en',
        `${ld({ price: '24.990', priceCurrency: 'USD' })}<h1>Kettle</h1><span class="price">$24.99</span>`,
      ).price,
    ).toBe('24.990');
  });

  it('reads a Kuwaiti "12.345 KWD" as twelve dinars', () => {
    expect(
      priceOf('ar-KW', '<main><h1>إبريق</h1><span class="price">12.345 KWD</span></main>'),
    ).toEqual({
      price: '12.345',
      currency: 'KWD',
    });
  });
});
