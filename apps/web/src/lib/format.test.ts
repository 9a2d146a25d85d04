import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format';

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
