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

  /** Refuses a login attempt when the e-mail has had too many failures lately. */
  async assertLoginAllowed(email: string): Promise<void> {
    const now = this.now();
    const { count, windowStart } = await this.repository.peek(
      `login-failed:${email}`,
      now,
      RATE_WINDOW_MS,
    );
    if (count >= FAILED_LOGINS_PER_EMAIL) throw tooManyRequests(this.retryAfter(windowStart, now));
  }

  async recordFailedLogin(email: string): Promise<void> {
    await this.repository.hit(`login-failed:${email}`, this.now(), RATE_WINDOW_MS);
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
