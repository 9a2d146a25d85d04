import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.js';

describe('formatPrice', () => {
  it("English USD keeps the spec's $ and 2 decimals, grouped in thousands", () => {
    expect(formatPrice(1299)).toBe('$1,299.00');
    expect(formatPrice(12.3)).toBe('$12.30');
    expect(formatPrice(999.99)).toBe('$999.99');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('writes what en-US Intl writes for USD, without loading it', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const price of [0, 0.5, 7, 99.999, 1000, 1299, 12345.6, 999999.99, 1e9, -1234.5]) {
      expect(formatPrice(price)).toBe(intl.format(price));
    }
  });

  it('other languages and currencies keep what Intl writes, grouping included', () => {
    expect(formatPrice(1299, 'USD', 'de')).toBe('1.299,00\u00a0$');
    expect(formatPrice(1299, 'USD', 'fr')).toBe('1\u202f299,00\u00a0$US');
    expect(formatPrice(1299, 'EUR', 'en')).toBe('€1,299.00');
    expect(formatPrice(1299, 'GBP', 'de')).toBe('1.299,00\u00a0£');
  });
});
