import type { Selectable } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { EMAIL_PROOF, type EmailProof } from './email-proof.js';

const USER_COLUMNS = [
  'id',
  'email',
  'name',
  'password_hash',
  'token_version',
  'email_verified',
] as const;

export type UserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>;

/** A user read for a bearer token: whether that very token was revoked (1) or not (null). */
export type TokenHolderRow = UserRow & { token_revoked: number | null };

export class UserRepository {
  constructor(private readonly db: Db) {}

  // Runs on every signed-in request (the token's version and revocation checks).
  private readonly holder = compiledQuery((id: string, tokenId: string) =>
    this.db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('revoked_tokens')
          .select(eb.lit(1).as('one'))
          .where('token_hash', '=', tokenId)
          .as('token_revoked'),
      )
      .where('id', '=', id),
  );

  /** The account of `email`, with the language its e-mails go out in. */
  findByEmail(email: string): Promise<(UserRow & { language: string }) | undefined> {
    return this.db
      .selectFrom('users')
      .select([...USER_COLUMNS, 'language'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /** The language `id`'s e-mails go out in (N5); undefined when there is no such account. */
  async languageOf(id: string, db: Db = this.db): Promise<string | undefined> {
    const row = await db
      .selectFrom('users')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.language;
  }

  findById(id: string, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** The user `id` and whether the token `tokenId` was revoked, in one read. */
  async findTokenHolder(
    id: string,
    tokenId: string,
    db: Db = this.db,
  ): Promise<TokenHolderRow | undefined> {
    return (await this.holder(db, id, tokenId)).rows[0] as TokenHolderRow | undefined;
  }

  /**
   * Which of these session tokens still speak for their owner: the account is there, its
   * token version is the one the token was made at, and the token was not signed out. Two
   * reads, whatever the number of tokens (live event streams check theirs each heartbeat).
   */
  async sessionsStillValid(
    sessions: Array<{ tokenId: string; userId: string; version: number }>,
  ): Promise<Set<string>> {
    if (sessions.length === 0) return new Set();
    const [users, revoked] = await Promise.all([
      this.db
        .selectFrom('users')
        .select(['id', 'token_version'])
        .where('id', 'in', [...new Set(sessions.map((s) => s.userId))])
        .execute(),
      this.db
        .selectFrom('revoked_tokens')
        .select('token_hash')
        .where(
          'token_hash',
          'in',
          sessions.map((s) => s.tokenId),
        )
        .execute(),
    ]);
    const versions = new Map(users.map((row) => [row.id, row.token_version]));
    const ended = new Set(revoked.map((row) => row.token_hash));
    return new Set(
      sessions
        .filter((s) => versions.get(s.userId) === s.version && !ended.has(s.tokenId))
        .map((s) => s.tokenId),
    );
  }

  /** Ends one bearer token; the row goes once the token would have expired anyway. */
  async revokeToken(tokenId: string, expiresAt: string): Promise<void> {
    await this.db
      .insertInto('revoked_tokens')
      .values({ token_hash: tokenId, expires_at: expiresAt })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .execute();
  }

  async deleteExpiredRevocations(now: string): Promise<void> {
    await this.db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  }

  /** Inserts a user; answers false when the e-mail is taken (the unique index decides). */
  async create(
    db: Db,
    user: {
      id: string;
      email: string;
      name: string;
      passwordHash: string;
      now: string;
      /** How its address is proven already (not at all unless given). */
      emailProof?: EmailProof;
      /** The language of its e-mails (`en` when not given, the column's default). */
      language?: string;
    },
  ): Promise<boolean> {
    const result = await db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        name: user.name,
        password_hash: user.passwordHash,
        email_verified: user.emailProof ?? EMAIL_PROOF.none,
        ...(user.language ? { language: user.language } : {}),
        created_at: user.now,
        updated_at: user.now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async updateName(id: string, name: string, now: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ name, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Sets a new password hash and ends every token issued before (answers the new version). */
  async setPassword(id: string, passwordHash: string, now: string): Promise<number | undefined> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', id)
      .returning('token_version')
      .executeTakeFirst();
    return row?.token_version;
  }

  /** Whether a reset token could still be used (unknown, used and expired ones cannot). */
  async resetUsable(tokenHash: string, now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('password_resets')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  async createReset(
    db: Db,
    reset: { tokenHash: string; userId: string; expiresAt: string; now: string },
  ): Promise<void> {
    await db
      .insertInto('password_resets')
      .values({
        token_hash: reset.tokenHash,
        user_id: reset.userId,
        expires_at: reset.expiresAt,
        created_at: reset.now,
      })
      .execute();
  }

  /**
   * Uses a reset token once: marks it used, sets the new hash and ends every older session
   * (token_version + 1), all in one transaction. The link came to the mailbox, so following it
   * proves the address too. Answers the account's id, or undefined for an unknown, used or
   * expired token.
   */
  consumeReset(tokenHash: string, passwordHash: string, now: string): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const reset = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!reset) return undefined;
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          email_verified: EMAIL_PROOF.mailbox,
          updated_at: now,
        }))
        .where('id', '=', reset.user_id)
        .execute();
      // Any other outstanding reset links for this account stop working too.
      await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', reset.user_id)
        .where('used_at', 'is', null)
        .execute();
      return reset.user_id;
    });
  }
}
