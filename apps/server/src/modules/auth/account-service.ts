import type { AuthResult, ChangePasswordInput, DeleteAccountInput } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { badRequest, sessionExpired } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import type { AccountRepository } from './account-repository.js';
import type { Caller } from './caller.js';
import { hashPassword, NO_PASSWORD, verifyPassword } from './passwords.js';
import type { UserRepository, UserRow } from './repository.js';
import type { AuthService } from './service.js';
import type { SessionEnds } from './session-ends.js';

/** A signed-in person's own account: its password, and deleting it (E4). */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly accounts: AccountRepository,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
    /** Ends what the ended sessions hold open (their event streams). */
    private readonly sessionEnds: SessionEnds,
    private readonly clock: Clock,
  ) {}

  /**
   * Sets a new password (the current one proven, when there is one) and ends every token issued
   * before, this one included: the answer carries the token to go on with.
   */
  async changePassword(
    caller: Caller,
    input: ChangePasswordInput,
    address: string,
  ): Promise<AuthResult> {
    const row = await this.auth.account(caller);
    await this.provePassword(row, input.currentPassword, address);
    const passwordHash = await hashPassword(input.newPassword);
    const version = await this.users.setPassword(row.id, passwordHash, this.clock.nowIso());
    if (version === undefined) throw sessionExpired();
    this.sessionEnds.accountEnded(row.id, version);
    return this.auth.issue({ ...row, password_hash: passwordHash, token_version: version });
  }

  /** Deletes the account and all it owns; its claims on friends' lists become free again. */
  async deleteAccount(caller: Caller, input: DeleteAccountInput, address: string): Promise<void> {
    const row = await this.auth.account(caller);
    await this.provePassword(row, input.password, address);
    await this.db.transaction().execute((trx) => this.accounts.deleteAccount(trx, row));
    this.sessionEnds.accountEnded(row.id);
  }

  /**
   * Someone holding a signed-in device must still know the password to change it or delete the
   * account. Wrong guesses count as failed sign-ins do, so this is no faster way to guess. A
   * wrong one is a 400, not a 403: the app signs out on any 401 or 403 (spec section 4).
   */
  private async provePassword(row: UserRow, password: string | undefined, address: string) {
    if (row.password_hash === NO_PASSWORD) return;
    if (password === undefined)
      throw badRequest(msg('server.auth.currentPasswordRequired'), 'PASSWORD_REQUIRED');
    await this.limiter.consumeLoginAttempt(row.email, address);
    if (!(await verifyPassword(row.password_hash, password)))
      throw badRequest(msg('server.auth.wrongPassword'), 'WRONG_PASSWORD');
    await this.limiter.loginSucceeded(row.email, row.id, address);
  }
}
