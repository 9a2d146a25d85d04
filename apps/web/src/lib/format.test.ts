import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatNames } from './format';

describe('formatDate', () => {
  it('prints what en-US Intl prints for year, short month and day, in local time', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    for (const iso of [
      '2026-03-05T10:00:00.000Z',
      '2025-12-31T23:59:59.000Z',
      '2024-01-01T00:00:00.000Z',
      '2024-02-29T12:00:00.000Z',
      '1999-09-09T09:09:09.000Z',
    ]) {
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('an unparsable date prints nothing', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDay', () => {
  it('prints a calendar day as written, whatever the time zone', () => {
    expect(formatDay('2026-12-24')).toBe('Dec 24, 2026');
    expect(formatDay('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatDay('2024-02-29')).toBe('Feb 29, 2024');
  });

  it('leaves anything else as it is', () => {
    expect(formatDay('2026-13-01')).toBe('2026-13-01');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('in German and French', () => {
  it('dates, days and prices follow the language in use', async () => {
    const { setLanguage } = await import('./i18n');
    const { formatPrice } = await import('./format');
    await setLanguage('de');
    expect(formatDay('2026-12-24')).toBe('24. Dez. 2026');
    expect(formatPrice(1299)).toBe('1.299,00\u00a0$');
    expect(formatPrice(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    expect(formatPrice(12.3)).toBe('12,30\u00a0$');
    await setLanguage('fr');
    expect(formatDay('2026-12-24')).toBe('24 déc. 2026');
    expect(formatPrice(1234.5, 'EUR')).toBe('1\u202f234,50\u00a0€');
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('5 mars 2026');
    await setLanguage('en');
    expect(formatPrice(12.3)).toBe('$12.30');
    // The spec's $ and 2 decimals, with the thousands grouped as the other languages' are.
    expect(formatPrice(1299)).toBe('$1,299.00');
  });
});

describe('formatNames', () => {
  it('joins names as each language does, English as en-US Intl does', async () => {
    const intl = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
    for (const names of [['Olly'], ['Olly', 'Sam'], ['Olly', 'Sam', 'Ann']]) {
      expect(formatNames(names)).toBe(intl.format(names).replace(', and', ' and'));
    }
    expect(formatNames(['Olly', 'Sam', 'Ann'])).toBe('Olly, Sam and Ann');
    const { setLanguage } = await import('./i18n');
    await setLanguage('de');
    expect(formatNames(['Olly', 'Sam', 'Ann'])).toBe('Olly, Sam und Ann');
    await setLanguage('fr');
    expect(formatNames(['Olly', 'Sam'])).toBe('Olly et Sam');
    await setLanguage('en');
  });
});
