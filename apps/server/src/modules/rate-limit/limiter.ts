import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError, tooManyRequests } from '../../errors.js';
import { type Message, msg } from '../../i18n/message.js';
import { clientAddressGroup, DEFAULT_IPV6_PREFIX } from './address-group.js';
import type { RateLimitRepository } from './repository.js';

export const RATE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address before that address is refused. */
export const FAILED_LOGINS_PER_ADDRESS = 10;
/** Attempts on one account from all addresses before unknown addresses are slowed down. */
export const ACCOUNT_ATTEMPTS_BEFORE_SLOWDOWN = 10;
/** How long an address an account signed in from stays known. */
export const KNOWN_LOGIN_MS = 90 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The slowdown's wait before the next attempt from an unknown address: 1 s, 2 s, 4 s … 15 min. */
export const slowdownMs = (level: number) =>
  Math.min(1000 * 2 ** Math.min(level, 20), RATE_WINDOW_MS);

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Login throttling follows OWASP's guidance: limit by account *and* address, and slow down
 * rather than lock out. One address gets 10 tries at an account per 15 minutes (then 429 with
 * Retry-After). Past 10 attempts on an account from everywhere, addresses the account never
 * signed in from pass one at a time with a doubling wait, while the owner's own known addresses
 * are let through: an attacker spread over many addresses is slowed to a few guesses an hour,
 * and cannot lock the owner out.
 *
 * Every address a method is given counts as its group (`addressGroup`): an IPv6 client as its
 * network (RATE_LIMIT_IPV6_PREFIX, a /64 by default), so no caller can forget it.
 */
export class RateLimiter {
  constructor(
    private readonly repository: RateLimitRepository,
    private readonly perAddressLimit: number,
    private readonly now: () => number = Date.now,
    private readonly ipv6Prefix: number = DEFAULT_IPV6_PREFIX,
  ) {}

  /**
   * Who a client address is for anything counted or bounded per address (see
   * `clientAddressGroup`): the key to hold it under.
   */
  addressGroup(clientAddress: string): string {
    return clientAddressGroup(clientAddress, this.ipv6Prefix);
  }

  /** One request of `action` from a client address; throws 429 past the limit. */
  async consume(action: string, clientAddress: string): Promise<void> {
    const now = this.now();
    const { count, windowStart } = await this.repository.hit(
      `${action}:${this.addressGroup(clientAddress)}`,
      now,
      RATE_WINDOW_MS,
    );
    if (count > this.perAddressLimit) throw tooManyRequests(this.retryAfter(windowStart, now));
  }

  /**
   * A route's `preValidation` hook counting each request of `action` by its address, before
   * the request's input is checked: a refused body counts as an attempt too.
   */
  counting(action: string): (request: FastifyRequest) => Promise<void> {
    return (request) => this.consume(action, request.ip);
  }

  /**
   * Counts a login attempt before the password is checked, and refuses it past the limits.
   * Counting first means simultaneous guesses (from any number of processes) cannot all slip
   * past a check made before the earlier ones were recorded. A success clears the address's.
   */
  async consumeLoginAttempt(email: string, clientAddress: string): Promise<void> {
    const address = this.addressGroup(clientAddress);
    const now = this.now();
    const pair = await this.repository.hit(`login:${email}:${address}`, now, RATE_WINDOW_MS);
    if (pair.count > FAILED_LOGINS_PER_ADDRESS)
      throw tooManyRequests(this.retryAfter(pair.windowStart, now));
    const account = await this.repository.hit(`login:${email}`, now, RATE_WINDOW_MS);
    if (account.count <= ACCOUNT_ATTEMPTS_BEFORE_SLOWDOWN) return;
    const since = new Date(now - KNOWN_LOGIN_MS).toISOString();
    if (await this.repository.isKnownLogin(email, address, since)) return;
    const gate = await this.repository.passGate(`login-gate:${email}`, now, slowdownMs);
    if (!gate.passed)
      throw new AppError(429, 'LOGIN_SLOWED', msg('server.auth.loginSlowed'), {
        'retry-after': String(seconds(gate.opensAt - now)),
      });
  }

  /** A correct password: the address's count starts again and the address becomes known. */
  async loginSucceeded(email: string, userId: string, clientAddress: string): Promise<void> {
    await this.repository.clear(`login:${email}:${this.addressGroup(clientAddress)}`);
    await this.rememberAddress(userId, clientAddress);
  }

  /** The account's owner proved themselves from `clientAddress` (a login or a reset link). */
  async rememberAddress(userId: string, clientAddress: string): Promise<void> {
    const address = this.addressGroup(clientAddress);
    await this.repository.rememberLogin(userId, address, new Date(this.now()).toISOString());
  }

  /**
   * Spends `amount` of a daily budget `key` inside `db`'s transaction, or throws 429 (and
   * spends nothing) when it would go past `cap`.
   */
  async spendDaily(db: Db, key: string, amount: number, cap: number, message: Message) {
    const now = this.now();
    const spent = await this.repository.spend(db, key, now, DAY_MS, amount, cap);
    if (spent) return;
    const window = await this.repository.peek(key, db);
    const retryMs = window ? window.windowStart + DAY_MS - now : DAY_MS;
    throw new AppError(429, 'DAILY_LIMIT', message, { 'retry-after': String(seconds(retryMs)) });
  }

  async sweep(): Promise<void> {
    const now = this.now();
    // Daily budgets are the longest windows kept.
    await this.repository.deleteExpired(now - DAY_MS);
    await this.repository.forgetLoginsBefore(new Date(now - KNOWN_LOGIN_MS).toISOString());
  }

  private retryAfter(windowStart: number, now: number): number {
    return seconds(windowStart + RATE_WINDOW_MS - now);
  }
}
