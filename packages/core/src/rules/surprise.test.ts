import { describe, expect, it } from 'vitest';
import { isCalendarDate, isSurpriseActive, utcDay } from './surprise.js';

describe('surprise mode', () => {
  it('hides claims until the end of the event day (UTC), then reveals them', () => {
    const list = { surprise: true, eventDate: '2026-12-24' };
    expect(isSurpriseActive(list, '2026-12-23')).toBe(true);
    expect(isSurpriseActive(list, '2026-12-24')).toBe(true);
    expect(isSurpriseActive(list, '2026-12-25')).toBe(false);
    expect(isSurpriseActive(list, '2027-01-01')).toBe(false);
  });

  it('keeps hiding with no event date, and never hides when surprise is off', () => {
    expect(isSurpriseActive({ surprise: true, eventDate: null }, '2099-01-01')).toBe(true);
    expect(isSurpriseActive({ surprise: false, eventDate: '2026-12-24' }, '2026-12-01')).toBe(
      false,
    );
  });

  it('takes the day in UTC, whatever the time zone of the clock', () => {
    expect(utcDay(new Date('2026-12-24T23:59:59.999Z'))).toBe('2026-12-24');
    expect(utcDay(new Date('2026-12-25T00:00:00.000Z'))).toBe('2026-12-25');
    expect(utcDay(new Date('2026-12-25T01:00:00+03:00'))).toBe('2026-12-24');
  });

  it.each([
    ['2026-12-24', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-1-01', false],
    ['24/12/2026', false],
    ['2026-12-24T00:00:00Z', false],
  ])('%s is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});
