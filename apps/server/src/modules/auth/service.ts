import type {
  AuthResult,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  User,
} from '@wishlist/core';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, unauthorized } from '../../errors.js';
import { newId, newToken, nowIso, sha256 } from '../../ids.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail } from '../../mail/templates.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import type { UserRepository, UserRow } from './repository.js';
import type { TokenClaims, TokenService } from './tokens.js';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, a password reset link has been sent.';
export const INVALID_CREDENTIALS = 'Invalid email or password';

export const presentUser = (user: Pick<UserRow, 'id' | 'email' | 'name'>): User => ({
  id: user.id,
  email: user.email,
  name: user.name,
});

/**
 * `user`, read for the token that said `claims`, if that token still speaks for them; a 401 if
 * the account is gone or the token was revoked since (its version is older than the user's).
 */
export function tokenHolder<U extends Pick<UserRow, 'token_version'>>(
  claims: TokenClaims,
  user: U | undefined,
): U {
  if (!user || user.token_version !== claims.version)
    throw unauthorized('Your session has expired. Please sign in again.', 'INVALID_TOKEN');
  return user;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {}

  async register(input: RegisterInput): Promise<AuthResult> {
    const passwordHash = await hashPassword(input.password);
    const user = { id: newId(), email: input.email, name: input.name, passwordHash, now: nowIso() };
    const created = await this.users.create(user);
    if (!created) throw conflict('An account with this email already exists', 'EMAIL_TAKEN');
    return this.issue({ ...user, token_version: 0 });
  }

  async login(input: LoginInput): Promise<AuthResult> {
    await this.limiter.consumeLoginAttempt(input.email);
    const user = await this.users.findByEmail(input.email);
    // An unknown e-mail verifies against a dummy hash: same work, same answer.
    const ok = await verifyPassword(
      user?.password_hash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
    await this.limiter.clearFailedLogins(input.email);
    return this.issue(user);
  }

  async forgotPassword(email: string): Promise<{ message: string }> {
    const user = await this.users.findByEmail(email);
    if (user) {
      const token = newToken();
      const now = new Date();
      await this.db.transaction().execute(async (trx) => {
        const expiresAt = new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString();
        await this.users.createReset(trx, {
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt,
          now: now.toISOString(),
        });
        const link = `${this.appUrl}/reset-password/${encodeURIComponent(token)}`;
        await this.mailer.enqueue(
          trx,
          [passwordResetMail({ to: user.email, name: user.name, link })],
          now.toISOString(),
        );
      });
      this.mailer.deliverSoon();
    }
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  async resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
    const passwordHash = await hashPassword(input.password);
    const done = await this.users.consumeReset(sha256(input.token), passwordHash, nowIso());
    if (!done)
      throw badRequest(
        'This password reset link is invalid or has expired.',
        'INVALID_RESET_TOKEN',
      );
    return { message: 'Your password has been reset. You can now sign in.' };
  }

  async updateProfile(userId: string, name: string): Promise<{ user: User }> {
    await this.users.updateName(userId, name, nowIso());
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    return { user: presentUser(user) };
  }

  /**
   * What a well-signed, unexpired bearer token says, or a 401; without reading the database, so
   * the token may still have been revoked (see `authenticate`).
   */
  async claims(authorization: string | undefined): Promise<TokenClaims> {
    const match = authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized('Please sign in to continue', 'UNAUTHENTICATED');
    const claims = await this.tokens.verify(match[1]);
    if (!claims)
      throw unauthorized('Your session has expired. Please sign in again.', 'INVALID_TOKEN');
    return claims;
  }

  /** The user a bearer token speaks for, or a 401. */
  async authenticate(authorization: string | undefined): Promise<UserRow> {
    return this.userOf(await this.claims(authorization));
  }

  /**
   * The user whose token said `claims`, or a 401 if the token was revoked since (see
   * `tokenHolder`). `db`: a transaction to read the user in.
   */
  async userOf(claims: TokenClaims, db: Db = this.db): Promise<UserRow> {
    return tokenHolder(claims, await this.users.findById(claims.userId, db));
  }

  private async issue(
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'token_version'>,
  ): Promise<AuthResult> {
    const token = await this.tokens.sign({ userId: user.id, version: user.token_version });
    return { token, user: presentUser(user) };
  }
}
