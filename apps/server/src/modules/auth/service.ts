import type {
  AuthResult,
  Language,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  User,
} from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound, sessionExpired, unauthorized } from '../../errors.js';
import { type Message, msg } from '../../i18n/message.js';
import { toLanguage } from '../../i18n/request-language.js';
import { newId, sha256 } from '../../ids.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail } from '../../mail/templates.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import type { Caller } from './caller.js';
import { EMAIL_PROOF } from './email-proof.js';
import { mailedLink } from './mailed-link.js';
import { dummyPasswordHash, hashPassword, NO_PASSWORD, verifyPassword } from './passwords.js';
import type { RegistrationPolicy } from './registration.js';
import type { TokenHolderRow, UserRepository, UserRow } from './repository.js';
import type { SessionEnds } from './session-ends.js';
import type { TokenClaims, TokenService } from './tokens.js';
import { presentUser } from './user.js';
import type { VerificationService } from './verification-service.js';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly verification: VerificationService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    readonly registration: RegistrationPolicy,
    /** Ends what a signed-out or reset session holds open (its event streams). */
    private readonly sessionEnds: SessionEnds,
    private readonly clock: Clock,
  ) {}

  /**
   * A new account, unverified until its owner follows the link mailed to the address. It
   * speaks `language`, the one its owner signed up in: their e-mails come in it (N5). Refused
   * with a 403 when REGISTRATION does not let the address register (S3): by invitation, the
   * form needs `invitationToken`, the token of an invitation to the address. (It only lets the
   * account be made; the invitation page accepts it next, as for anyone signed in.)
   */
  async register(input: RegisterInput, language: Language): Promise<AuthResult> {
    await this.registration.allowRegistration(input.email, input.invitationToken);
    const passwordHash = await hashPassword(input.password);
    const user = {
      id: newId(),
      email: input.email,
      name: input.name,
      passwordHash,
      language,
      now: this.clock.nowIso(),
    };
    const created = await this.db.transaction().execute(async (trx) => {
      if (!(await this.users.create(trx, user))) return false;
      await this.verification.queue(trx, user);
      return true;
    });
    if (!created) throw conflict(msg('server.auth.emailTaken'), 'EMAIL_TAKEN');
    this.mailer.deliverSoon();
    return this.issue({
      ...user,
      password_hash: passwordHash,
      token_version: 0,
      email_verified: EMAIL_PROOF.none,
    });
  }

  /**
   * A new account without a password for an address an invitation's link was sent to (E3),
   * signed in at once; it speaks `language` (N5). The link proves that invitation, not the
   * mailbox (it may have been forwarded), and is what registering by invitation asks for, so
   * only a closed registration refuses it (S3). `alongside` runs in the account's transaction
   * (the invitation's acceptance), at the same instant. Undefined when the address has an
   * account already.
   */
  async joinByInvitation(
    account: { email: string; name: string; language: Language },
    alongside: (trx: Db, now: string) => Promise<void>,
  ): Promise<AuthResult | undefined> {
    this.registration.allowJoin();
    const user = {
      ...account,
      id: newId(),
      passwordHash: NO_PASSWORD,
      now: this.clock.nowIso(),
      emailProof: EMAIL_PROOF.invitationLink,
    };
    const created = await this.db.transaction().execute(async (trx) => {
      if (!(await this.users.create(trx, user))) return false;
      await alongside(trx, user.now);
      return true;
    });
    if (!created) return undefined;
    return this.issue({
      ...user,
      password_hash: NO_PASSWORD,
      token_version: 0,
      email_verified: EMAIL_PROOF.invitationLink,
    });
  }

  async login(input: LoginInput, address: string): Promise<AuthResult> {
    await this.limiter.consumeLoginAttempt(input.email, address);
    const user = await this.users.findByEmail(input.email);
    // An unknown e-mail, or an account without a password, verifies against a dummy hash: same
    // work, same answer.
    const stored = user && user.password_hash !== NO_PASSWORD ? user.password_hash : undefined;
    const ok = await verifyPassword(stored ?? (await dummyPasswordHash()), input.password);
    if (!user || !stored || !ok)
      throw unauthorized(msg('server.auth.invalidCredentials'), 'INVALID_CREDENTIALS');
    await this.limiter.loginSucceeded(input.email, user.id, address);
    return this.issue(user);
  }

  /** Ends the token the caller signed in with, and only that one. */
  async logout(caller: Caller): Promise<void> {
    await caller.viewer();
    const { tokenId, expiresAtMs } = caller.claims;
    await this.users.revokeToken(tokenId, new Date(expiresAtMs).toISOString());
    this.sessionEnds.tokenEnded(tokenId);
  }

  async forgotPassword(email: string): Promise<{ message: Message }> {
    const user = await this.users.findByEmail(email);
    if (user) {
      const link = mailedLink(
        this.appUrl,
        'reset-password',
        RESET_TOKEN_LIFETIME_MS,
        this.clock.now(),
      );
      await this.db.transaction().execute(async (trx) => {
        await this.users.createReset(trx, { ...link, userId: user.id });
        await this.mailer.enqueue(
          trx,
          [
            passwordResetMail({
              to: user.email,
              language: toLanguage(user.language),
              name: user.name,
              link: link.url,
            }),
          ],
          link.now,
        );
      });
      this.mailer.deliverSoon();
    }
    return { message: msg('server.auth.resetLinkSent') };
  }

  async resetPassword(input: ResetPasswordInput, address: string): Promise<{ message: Message }> {
    const passwordHash = await hashPassword(input.password);
    const userId = await this.users.consumeReset(
      sha256(input.token),
      passwordHash,
      this.clock.nowIso(),
    );
    // Whoever holds the link owns the mailbox: their address is not slowed at sign-in.
    if (userId) await this.limiter.rememberAddress(userId, address);
    if (!userId) throw badRequest(msg('spec.invalidLinkText'), 'INVALID_RESET_TOKEN');
    // Every session and token of the account ended; a reset signs no one in.
    this.sessionEnds.accountEnded(userId);
    return { message: msg('server.auth.passwordReset') };
  }

  /** E5: whether a reset link can still be used, so its page can say so before any typing. */
  async checkResetLink(token: string): Promise<void> {
    if (!(await this.users.resetUsable(sha256(token), this.clock.nowIso())))
      throw notFound(msg('spec.invalidLinkText'), 'INVALID_RESET_TOKEN');
  }

  async me(caller: Caller): Promise<{ user: User }> {
    return { user: presentUser(await this.account(caller)) };
  }

  async updateProfile(caller: Caller, name: string): Promise<{ user: User }> {
    const row = await this.account(caller);
    await this.users.updateName(row.id, name, this.clock.nowIso());
    return { user: presentUser({ ...row, name }) };
  }

  /**
   * The caller's own row (its password hash included), checked as `viewer()` checks it: the
   * token check's one read serves both, instead of a second read of the same row.
   */
  async account(caller: Caller): Promise<UserRow> {
    const row = await this.holder(caller.claims);
    caller.adopt(row);
    return row as TokenHolderRow; // adopt() threw unless there is a row
  }

  /**
   * What a well-signed, unexpired bearer token says, or a 401; without reading the database, so
   * the token may still have been revoked (see `holder` and `Caller.viewer`).
   */
  async claims(authorization: string | undefined): Promise<TokenClaims> {
    const match = authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized(msg('server.auth.signInToContinue'), 'UNAUTHENTICATED');
    const claims = await this.tokens.verify(match[1]);
    if (!claims) throw sessionExpired();
    return claims;
  }

  /** The user row of a token's holder, and whether that token was revoked (unchecked). */
  holder(claims: TokenClaims, db: Db = this.db): Promise<TokenHolderRow | undefined> {
    return this.users.findTokenHolder(claims.userId, claims.tokenId, db);
  }

  async sweep(): Promise<void> {
    await this.users.deleteExpiredRevocations(this.clock.nowIso());
  }

  /** A new token for `user` at its current token version, and the user as answers show them. */
  async issue(user: UserRow): Promise<AuthResult> {
    const token = await this.tokens.sign({ userId: user.id, version: user.token_version });
    return { token, user: presentUser(user) };
  }
}
