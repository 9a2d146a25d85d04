import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import {
  type CurrencyContext,
  currencyCode,
  currencyContext,
  currencyInText,
  type PriceReading,
  priceCurrency,
} from './currency.js';

const NONE: CurrencyContext = { structured: '', language: '' };
const reading = (price: string, currency = '', text = ''): PriceReading => ({
  price,
  currency,
  text,
});

describe('currencyInText', () => {
  it.each([
    ['12,99 €', 'EUR'],
    ['€ 1.299,-', 'EUR'],
    ['£4.45', 'GBP'],
    ['£10 - £20', 'GBP'],
    ['₹1,23,456.00', 'INR'],
    ['₩39,000', 'KRW'],
    ['1.299,90 ₺', 'TRY'],
    ['1.299,90 TL', 'TRY'],
    ['4 990 ₽', 'RUB'],
    ['44 890 ₸', 'KZT'],
    ['1 299,99 zł', 'PLN'],
    ['1 299 Kč', 'CZK'],
    ['12 990 Ft', 'HUF'],
    ['1,980円', 'JPY'],
    ['1,980円(税込)', 'JPY'],
    ['US $12.00', 'USD'],
    ['US$12.00', 'USD'],
    ['C$ 249.99', 'CAD'],
    ['CA$249.99', 'CAD'],
    ['AU$89.95', 'AUD'],
    ['A$89.95', 'AUD'],
    ['NZ$45', 'NZD'],
    ['HK$1,299', 'HKD'],
    ['S$29.90', 'SGD'],
    ['NT$1,290', 'TWD'],
    ['R$ 1.234,56', 'BRL'],
    ['CN¥199', 'CNY'],
    ['EUR 1.234', 'EUR'],
    ['12,99 EUR*', 'EUR'],
    ["CHF 1'234.50", 'CHF'],
    ['CHF 49.–', 'CHF'],
    ['USD $12.00', 'USD'],
    ['¥1,980 JPY', 'JPY'],
  ])('%s → %s', (text, code) => {
    expect(currencyInText(text)).toBe(code);
  });

  it.each([
    // Signs several currencies share say nothing on their own.
    ['$12.00'],
    ['¥1,980'],
    ['￥１，９８０'],
    ['1 495 kr'],
    ['173,34 Lei'],
    ['Rs. 1,499'],
    // Marks that disagree.
    ['€12 ($14)'],
    ['£10 / 12 €'],
    ['EUR 12 (CAD $18)'],
    // Letters count only beside a number: words are not codes.
    ['ALL DEALS'],
    ['Price in EUR: see below'],
    ['12.99'],
    [''],
  ])('%s → ""', (text) => {
    expect(currencyInText(text)).toBe('');
  });

  it("settles a shared sign with the page's structured currency when the sign fits it", () => {
    expect(currencyInText('$12.00', { structured: 'CAD', language: '' })).toBe('CAD');
    expect(currencyInText('¥1,980', { structured: 'JPY', language: '' })).toBe('JPY');
    expect(currencyInText('$12.00', { structured: 'EUR', language: '' })).toBe('');
  });

  it("settles kr with the page's language, and only kr", () => {
    expect(currencyInText('1 495 kr', { structured: '', language: 'sv' })).toBe('SEK');
    expect(currencyInText('kr 1 495,00', { structured: '', language: 'nb' })).toBe('NOK');
    expect(currencyInText('1.495 kr.', { structured: '', language: 'da' })).toBe('DKK');
    expect(currencyInText('1 495 kr', { structured: '', language: 'en' })).toBe('');
    expect(currencyInText('$12.00', { structured: '', language: 'en' })).toBe('');
  });
});

describe('currencyCode', () => {
  it.each([
    ['EUR', 'EUR'],
    ['eur', 'EUR'],
    [' GBP ', 'GBP'],
    ['€', 'EUR'],
    ['US$', 'USD'],
    ['$', ''],
    ['EURO', ''],
    ['XYZ', ''],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (value, code) => {
    expect(currencyCode(value)).toBe(code);
  });
});

describe('currencyContext', () => {
  it('keeps a structured currency only when the sources agree, and the primary language', () => {
    const $ = load('<html lang="sv-SE"><head></head><body></body></html>');
    expect(currencyContext($, ['SEK', '', 'SEK'])).toEqual({ structured: 'SEK', language: 'sv' });
    expect(currencyContext($, ['SEK', 'EUR']).structured).toBe('');
    const og = load('<html><head><meta property="og:locale" content="nb_NO"></head></html>');
    expect(currencyContext(og, []).language).toBe('nb');
  });
});

describe('priceCurrency', () => {
  it("takes the chosen price's own currency first", () => {
    const others = [reading('30', 'USD')];
    expect(priceCurrency(reading('24.50', 'EUR'), others, NONE)).toBe('EUR');
  });

  it('reads the sign printed with the price', () => {
    expect(priceCurrency(reading('4.45', '', '£4.45'), [], NONE)).toBe('GBP');
  });

  it('takes the currency of another source that states the same price, if it fits the sign', () => {
    const ld = reading('249.99', 'CAD');
    expect(priceCurrency(reading('249.99', '', '$249.99'), [ld], NONE)).toBe('CAD');
    expect(priceCurrency(reading('249.99', '', '249.99'), [ld], NONE)).toBe('CAD');
    expect(priceCurrency(reading('249.99', '', '£249.99'), [reading('249.99', 'CAD')], NONE)).toBe(
      'GBP',
    );
    expect(priceCurrency(reading('249.99', '', '$249.99'), [reading('249.99', 'EUR')], NONE)).toBe(
      '',
    );
    expect(priceCurrency(reading('249.99', '', '$249.99'), [reading('199', 'CAD')], NONE)).toBe('');
  });

  it("falls back to the page's one structured currency when it fits what is printed", () => {
    const page: CurrencyContext = { structured: 'AUD', language: '' };
    expect(priceCurrency(reading('59.95', '', '59.95'), [], page)).toBe('AUD');
    expect(priceCurrency(reading('59.95', '', '$59.95'), [], page)).toBe('AUD');
    expect(priceCurrency(reading('59.95', '', '€59.95'), [], page)).toBe('EUR');
    expect(priceCurrency(reading('59.95', '', '1 495 kr'), [], page)).toBe('');
  });

  it('gives "" without a price, and for a bare sign nothing settles', () => {
    expect(priceCurrency(reading('', 'EUR'), [], NONE)).toBe('');
    expect(priceCurrency(reading('12', '', '$12'), [], NONE)).toBe('');
  });

  it('reads the other sources lazily, stopping at the first that answers', () => {
    let read = 0;
    function* others(): Generator<PriceReading> {
      read += 1;
      yield reading('12', 'NZD');
      read += 1;
      yield reading('12', 'AUD');
    }
    expect(priceCurrency(reading('12', '', '$12'), others(), NONE)).toBe('NZD');
    expect(read).toBe(1);
  });
});
