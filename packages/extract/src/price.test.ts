import { describe, expect, it } from 'vitest';
import { findPrice, parsePrice } from './price.js';

describe('parsePrice', () => {
  const cases: Array<[string, string]> = [
    ['£4.45', '4.45'],
    ['$10.99', '10.99'],
    ['US $12.00', '12.00'],
    ['US $649.99', '649.99'],
    ['12,99 €', '12.99'],
    ['€ 12,99', '12.99'],
    ['8,71 €', '8.71'],
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1 234,56 €', '1234.56'],
    ['1\u00a0234,56\u00a0€', '1234.56'],
    ['1\u202f299,00 €', '1299.00'],
    ['1.234 €', '1234'],
    ['EUR 1.234', '1234'],
    ['1.234.567,89 €', '1234567.89'],
    ['$1,299', '1299'],
    ['¥1,980', '1980'],
    ['￥１，９８０', '1980'],
    ['1,980円', '1980'],
    ['₹1,23,456.00', '123456.00'],
    ['GBP 12,99', '12.99'],
    ["CHF 1'234.50", '1234.50'],
    ['CHF 49.–', '49'],
    ['€ 1.299,-', '1299'],
    ['29,-', '29'],
    ['R$ 1.234,56', '1234.56'],
    ['4386,00 €', '4386.00'],
    ['173,34 Lei', '173.34'],
    ['1 299 Kč', '1299'],
    ['99 zł', '99'],
    ['kr 1 495,00', '1495.00'],
    ['C$ 249.99', '249.99'],
    ['AU$89.95', '89.95'],
    ['£10 - £20', '10'],
    ['$25.00 - $29.00', '25.00'],
    ['From $5', '5'],
    ['from £12.50', '12.50'],
    ['Ab 19,99 €', '19.99'],
    ['$28.50+', '28.50'],
    ['0,99 €', '0.99'],
    ['0.750', '0.750'],
    ['Price: $59.95', '59.95'],
    ['1,5', '1.5'],
    ['$ 955.00', '955.00'],
    ['&pound;34.99', '34.99'],
    ['1.234,5', '1234.5'],
  ];
  it.each(cases)('%s → %s', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  const garbage = [
    '',
    '   ',
    'Currently unavailable',
    'Call for price',
    'Free',
    '€',
    '$0.00',
    '0',
    '-',
  ];
  it.each(garbage)('garbage %j → ""', (input) => {
    expect(parsePrice(input)).toBe('');
  });

  it('reads machine values: a single dot is always decimal', () => {
    expect(parsePrice('1.234', { machine: true })).toBe('1.234');
    expect(parsePrice('115.0', { machine: true })).toBe('115.0');
    expect(parsePrice('48,00', { machine: true })).toBe('48.00');
  });

  it('accepts numbers', () => {
    expect(parsePrice(29.99)).toBe('29.99');
    expect(parsePrice(450)).toBe('450');
    expect(parsePrice(0)).toBe('');
    expect(parsePrice(Number.NaN)).toBe('');
    expect(parsePrice(null)).toBe('');
  });

  it('never returns more than one dot or anything but digits', () => {
    for (const [input] of cases) expect(parsePrice(input)).toMatch(/^\d+(\.\d+)?$/);
  });
});

describe('findPrice', () => {
  it('takes the number next to a currency in running text', () => {
    expect(findPrice('Now only 12,99 € incl. VAT')).toBe('12.99');
    expect(findPrice('Pack of 2 for $15.00')).toBe('15.00');
    expect(findPrice('Kindle Price: $10.99')).toBe('10.99');
  });
  it('accepts a short bare number, but not phone numbers or prose', () => {
    expect(findPrice('59.95')).toBe('59.95');
    expect(findPrice('+421 2 32132032')).toBe('');
    expect(findPrice('Rated 4.5 out of 5 by 120 reviewers')).toBe('');
  });
  it('requires a currency when asked to', () => {
    expect(findPrice('59.95', true)).toBe('');
    expect(findPrice('59.95 €', true)).toBe('59.95');
  });
});
