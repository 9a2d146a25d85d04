import { utcDay } from '@wishlist/core';

/**
 * The server's one clock: every date it reads, writes or compares (surprise mode's reveal, a
 * row's times, a link's or a rate window's expiry), passed in from the composition root.
 * Tests move it instead of waiting; `CLOCK_START` (tests only) starts it at another instant,
 * from which it runs on at the normal pace. Not read through it: lengths of time the process
 * measures on itself (timeouts, deadlines, heartbeats), which a moved clock must not cut
 * short, and bearer tokens' lifetimes and a provider's ID tokens, which jose checks against
 * the real time they were signed in (a session must not end because a test moved the date).
 */
export class Clock {
  private offsetMs = 0;
  private day = '';
  /** When `day` stops being today. */
  private dayEndsAt = 0;

  constructor(start?: Date) {
    if (start) this.set(start);
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Milliseconds since the epoch, for readers that count in them (bound: pass it as is). */
  readonly nowMs = (): number => Date.now() + this.offsetMs;

  nowIso(): string {
    return this.now().toISOString();
  }

  /** Today in UTC, `YYYY-MM-DD`; worked out once a day (every read answer asks). */
  today(): string {
    const now = Date.now() + this.offsetMs;
    if (now >= this.dayEndsAt || now < this.dayEndsAt - DAY_MS) {
      this.day = utcDay(new Date(now));
      this.dayEndsAt = Date.parse(`${this.day}T00:00:00.000Z`) + DAY_MS;
    }
    return this.day;
  }

  /** Moves the clock so that it reads `instant` now, and runs on from there. */
  set(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
