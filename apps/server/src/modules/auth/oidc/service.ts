import { type AuthResult, emailField, type Language } from '@wishlist/core';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../errors.js';
import { msg } from '../../../i18n/message.js';
import { newId, newToken, sha256 } from '../../../ids.js';
import type { RateLimiter } from '../../rate-limit/limiter.js';
import { EMAIL_PROOF, mailboxProven } from '../email-proof.js';
import { NO_PASSWORD } from '../passwords.js';
import type { UserRepository } from '../repository.js';
import type { AuthService } from '../service.js';
import type { VerificationService } from '../verification-service.js';
import { accountName } from './account-name.js';
import type { ProviderAccountRepository } from './account-repository.js';
import type { HandoffRepository } from './handoff-repository.js';
import { OidcSignInError, type ProviderClient, type ProviderIdentity } from './provider-client.js';
import type { SignInCookies } from './sign-in-cookies.js';

/** How long the web app has to trade the callback's code for a session. */
export const HANDOFF_LIFETIME_MS = 60 * 1000;

/**
 * S2: signing in through an OpenID Connect provider. The account is the one whose e-mail the
 * provider vouches for (`email_verified: true`), found as the app stores e-mails (trimmed,
 * lower-cased), or made when REGISTRATION lets that address register. The callback hands it
 * to the web app as a one-time code, which `finish` trades for the same answer as a login.
 */
export class OidcSignIn {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly accounts: ProviderAccountRepository,
    private readonly handoffs: HandoffRepository,
    private readonly verification: VerificationService,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
    readonly provider: ProviderClient,
    readonly cookies: SignInCookies,
    private readonly clock: Clock,
  ) {}

  /**
   * The account for whom the provider signed in, found or made (new accounts speak `language`,
   * the browser's), and a one-time code for it. `address` becomes one the account signed in
   * from, as after a correct password.
   */
  async handOff(identity: ProviderIdentity, language: Language, address: string): Promise<string> {
    const userId = await this.accountFor(identity, language);
    await this.limiter.rememberAddress(userId, address);
    const code = newToken();
    const now = this.clock.now().getTime();
    await this.handoffs.create({
      codeHash: sha256(code),
      userId,
      expiresAt: new Date(now + HANDOFF_LIFETIME_MS).toISOString(),
      now: new Date(now).toISOString(),
    });
    return code;
  }

  /**
   * Trades a code for a session, once; 404 for an unknown, used or expired code, and for one
   * brought by another browser than the one it was handed to (`fromItsBrowser`, see
   * `SignInCookies.handOff`), which leaves the code unspent.
   */
  async finish(code: string, fromItsBrowser: boolean): Promise<AuthResult> {
    const userId = fromItsBrowser
      ? await this.handoffs.consume(sha256(code), this.clock.nowIso())
      : undefined;
    const user = userId === undefined ? undefined : await this.users.findById(userId);
    if (!user) throw notFound(msg('server.validation.invalidSignInCode'), 'INVALID_SIGN_IN_CODE');
    return this.auth.issue(user);
  }

  private async accountFor(identity: ProviderIdentity, language: Language): Promise<string> {
    const email = emailField.safeParse(identity.email ?? '');
    if (!identity.emailVerified || !email.success) throw new OidcSignInError('email_unverified');
    const existing = await this.users.findByEmail(email.data);
    if (existing) return this.proven(existing);

    const refused = await this.auth.registration.provenMailboxRefusal(email.data);
    if (refused) throw new OidcSignInError(refused);
    const user = {
      id: newId(),
      email: email.data,
      name: accountName(identity, email.data),
      passwordHash: NO_PASSWORD,
      now: this.clock.nowIso(),
      emailProof: EMAIL_PROOF.mailbox,
      language,
    };
    if (await this.users.create(this.db, user)) return user.id;
    // Made a moment ago by another sign-in or a registration: that is the account.
    const raced = await this.users.findByEmail(email.data);
    if (!raced) throw new OidcSignInError('failed');
    return this.proven(raced);
  }

  /**
   * An existing account, its mailbox now proven by the provider (see `forgetUnproven`): also one
   * that only followed an invitation's link, which someone the link was forwarded to may hold.
   */
  private async proven(user: { id: string; email_verified: number }): Promise<string> {
    if (mailboxProven(user.email_verified)) return user.id;
    await this.db.transaction().execute(async (trx) => {
      if (await this.accounts.forgetUnproven(trx, user.id, this.clock.nowIso()))
        await this.verification.proveMailbox(trx, user.id);
    });
    return user.id;
  }
}
