import { tooManyRequests } from '../../errors.js';
import type { RateLimitRepository } from './repository.js';

export const RATE_WINDOW_MS = 15 * 60 * 1000;
export const FAILED_LOGINS_PER_EMAIL = 10;

export class RateLimiter {
  constructor(
    private readonly repository: RateLimitRepository,
    private readonly perAddressLimit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** One request of `action` from a client address; throws 429 past the limit. */
  async consume(action: string, clientAddress: string): Promise<void> {
    const now = this.now();
    const { count, windowStart } = await this.repository.hit(
      `${action}:${clientAddress}`,
      now,
      RATE_WINDOW_MS,
    );
    if (count > this.perAddressLimit) throw tooManyRequests(this.retryAfter(windowStart, now));
  }

  /**
   * Counts a login attempt for the e-mail before the password is checked, and refuses it past
   * the limit. Counting first means simultaneous guesses (from any number of processes) cannot
   * all slip past a check made before the earlier ones were recorded. A success clears it.
   */
  async consumeLoginAttempt(email: string): Promise<void> {
    const now = this.now();
    const { count, windowStart } = await this.repository.hit(
      `login-failed:${email}`,
      now,
      RATE_WINDOW_MS,
    );
    if (count > FAILED_LOGINS_PER_EMAIL) throw tooManyRequests(this.retryAfter(windowStart, now));
  }

  async clearFailedLogins(email: string): Promise<void> {
    await this.repository.clear(`login-failed:${email}`);
  }

  async sweep(): Promise<void> {
    await this.repository.deleteExpired(this.now() - RATE_WINDOW_MS);
  }

  private retryAfter(windowStart: number, now: number): number {
    return Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - now) / 1000));
  }
}
