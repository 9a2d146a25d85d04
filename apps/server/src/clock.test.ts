import { describe, expect, it } from 'vitest';
import { Clock } from './clock.js';

describe('Clock', () => {
  it('reads the system time by default', () => {
    const clock = new Clock();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
    expect(clock.today()).toBe(new Date().toISOString().slice(0, 10));
  });

  it('can be set to another instant, backwards and forwards, and runs on from there', () => {
    const clock = new Clock(new Date('2026-12-24T23:59:59.990Z'));
    expect(clock.today()).toBe('2026-12-24');
    clock.set(new Date('2026-12-25T00:00:00.000Z'));
    expect(clock.today()).toBe('2026-12-25');
    clock.set(new Date('2026-12-01T12:00:00.000Z'));
    expect(clock.today()).toBe('2026-12-01');
    expect(clock.nowIso().startsWith('2026-12-01T12:00:0')).toBe(true);
  });
});
