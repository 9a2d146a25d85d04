/** Quick Add's `currency` on whole pages, written here in several languages and layouts. */
import { describe, expect, it } from 'vitest';
import { extractProduct } from './product.js';

const URL = 'https://shop.example/p/1';
const page = (lang: string, head: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><title>Shop</title>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const product = (offers: unknown) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Teekanne',
  offers,
});
const extract = (html: string, url = URL) => {
  const { price, currency } = extractProduct(html, url);
  return { price, currency };
};

describe('currency from the visible price', () => {
  it.each([
    ['de', 'Teekanne aus Gusseisen', '<span class="preis">1.299,00 €</span>', '1299.00', 'EUR'],
    ['en-GB', 'Walnut Desk Lamp', '<p class="price">£49.99</p>', '49.99', 'GBP'],
    ['pl', 'Czajnik żeliwny', '<div class="cena">1 299,99 zł</div>', '1299.99', 'PLN'],
    ['hi-IN', 'Brass Diya Set', '<span class="price">₹1,23,456.00</span>', '123456.00', 'INR'],
    ['pt-BR', 'Chaleira de ferro', '<span class="preco">R$ 1.234,56</span>', '1234.56', 'BRL'],
    ['kk', 'Шәйнек', '<span class="price">44 890 ₸</span>', '44890', 'KZT'],
    ['ja', '南部鉄器 急須', '<span class="price">1,980円(税込)</span>', '1980', 'JPY'],
    ['cs', 'Litinová konvice', '<span class="cena">1 299 Kč</span>', '1299', 'CZK'],
    ['de-CH', 'Teekanne', '<span class="preis">CHF 49.–</span>', '49', 'CHF'],
    ['en', 'Maple Kettle', '<span class="price">C$ 89.99</span>', '89.99', 'CAD'],
    ['sv', 'Tekanna i gjutjärn', '<span class="pris">1 495 kr</span>', '1495', 'SEK'],
    ['da', 'Tekande', '<span class="pris">1.495 kr.</span>', '1495', 'DKK'],
  ])('%s: %s', (lang, title, priceHtml, price, currency) => {
    const html = page(lang, '', `<main><h1>${title}</h1>${priceHtml}</main>`);
    expect(extract(html)).toEqual({ price, currency });
  });

  it('gives "" for a bare $, ¥ or kr the page does not settle', () => {
    for (const [lang, priceHtml] of [
      ['en', '<span class="price">$12.00</span>'],
      ['ja', '<span class="price">¥1,980</span>'],
      ['en', '<span class="price">1 495 kr</span>'],
    ]) {
      const html = page(lang ?? '', '', `<main><h1>Kettle</h1>${priceHtml}</main>`);
      expect(extract(html).currency, priceHtml).toBe('');
    }
  });
});

describe('currency from structured data', () => {
  it('Japanese page: JSON-LD JPY decides the ¥ printed on the page', () => {
    const html = page(
      'ja',
      ld(product({ '@type': 'Offer', price: '1980', priceCurrency: 'JPY' })),
      '<h1>南部鉄器 急須</h1><span class="price">¥1,980</span>',
    );
    expect(extract(html)).toEqual({ price: '1980', currency: 'JPY' });
  });

  it('takes the currency of the offer the price came from', () => {
    const html = page(
      'en',
      ld(
        product([
          { '@type': 'Offer', price: '30.00', priceCurrency: 'usd' },
          { '@type': 'Offer', price: '24.50', priceCurrency: 'EUR' },
        ]),
      ) +
        '<meta property="product:price:amount" content="48.00">' +
        '<meta property="product:price:currency" content="GBP">',
      '<h1>Teekanne</h1>',
    );
    expect(extract(html)).toEqual({ price: '24.50', currency: 'EUR' });
  });

  it('reads priceSpecification, and an AggregateOffer whose inner offers inherit its currency', () => {
    const spec = page(
      'de',
      ld(
        product({
          '@type': 'Offer',
          priceSpecification: [
            { '@type': 'UnitPriceSpecification', price: 59.9, priceCurrency: 'EUR' },
          ],
        }),
      ),
      '',
    );
    expect(extract(spec)).toEqual({ price: '59.9', currency: 'EUR' });
    const aggregate = page(
      'en',
      ld(
        product({
          '@type': 'AggregateOffer',
          priceCurrency: 'AUD',
          offers: [{ '@type': 'Offer', price: '89.95' }],
        }),
      ),
      '',
    );
    expect(extract(aggregate)).toEqual({ price: '89.95', currency: 'AUD' });
  });

  it('reads microdata priceCurrency, as a code or as a sign', () => {
    const html = (currency: string) =>
      page(
        'fr',
        '',
        `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Théière</h1>
         <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
           <span itemprop="price" content="39.90">39,90</span>
           <meta itemprop="priceCurrency" content="${currency}"></div></div>`,
      );
    expect(extract(html('EUR'))).toEqual({ price: '39.90', currency: 'EUR' });
    expect(extract(html('€'))).toEqual({ price: '39.90', currency: 'EUR' });
  });

  it('pairs Open Graph amounts with their own currency tag', () => {
    const html = page(
      'en-GB',
      '<meta property="og:price:amount" content="19.99"><meta property="og:price:currency" content="GBP">',
      '<h1>Mug</h1>',
    );
    expect(extract(html)).toEqual({ price: '19.99', currency: 'GBP' });
  });

  it('settles a shop rule’s bare $ with the structured data stating the same price', () => {
    const html = page(
      'en-CA',
      ld(product({ '@type': 'Offer', price: '249.99', priceCurrency: 'CAD' })),
      `<span id="productTitle">Kettle</span>
       <div id="corePrice_feature_div"><span class="a-price"><span class="a-offscreen">$249.99</span></span></div>`,
    );
    expect(extract(html, 'https://www.amazon.ca/dp/B000')).toEqual({
      price: '249.99',
      currency: 'CAD',
    });
  });

  it('finds a JSON-LD price without priceCurrency in the text printed beside it', () => {
    const html = page(
      'it',
      ld(product({ '@type': 'Offer', price: '24.50' })),
      '<h1>Teiera</h1><span class="prezzo">24,50 €</span>',
    );
    expect(extract(html)).toEqual({ price: '24.50', currency: 'EUR' });
  });

  it('gives "" when no price was found, whatever the page names', () => {
    const html = page(
      'en',
      '<meta property="og:price:currency" content="USD">',
      '<h1>Kettle</h1><p>Sold out</p>',
    );
    expect(extract(html)).toEqual({ price: '', currency: '' });
  });
});
