import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@wishlist/core';
import { conflict, notFound } from '../../../errors.js';
import { msg } from '../../../i18n/message.js';
import { newId, sha256 } from '../../../ids.js';
import type { ApiTokenHolder, Caller } from '../caller.js';
import type { ApiTokenRepository, ApiTokenRow } from './repository.js';

/** A token's last use is written at most this often (a write on every request would not do). */
export const LAST_USED_EVERY_MS = 60_000;

/**
 * `wl_` and 256 random bits (43 base64url characters): too many to guess, so one fast hash is
 * all the storing it needs (decision 022).
 */
const mintToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

const present = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** Personal API tokens (P2): made, listed and revoked by a signed-in person; used by scripts. */
export class ApiTokenService {
  constructor(
    private readonly tokens: ApiTokenRepository,
    /** Told of each revocation, to end what the token holds open (its event streams). */
    private readonly revoked: (id: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new token; its text is in this answer and nowhere else, ever. */
  async create(caller: Caller, input: CreateApiTokenInput): Promise<CreatedApiToken> {
    const viewer = await caller.viewer();
    const token = mintToken();
    const created = {
      id: newId(),
      name: input.name,
      scope: input.scope,
      createdAt: new Date(this.now()).toISOString(),
    };
    const stored = await this.tokens.insertUnderCap(
      {
        id: created.id,
        user_id: viewer.id,
        name: created.name,
        scope: created.scope,
        token_hash: sha256(token),
        // The caller's token was checked against the account's version just now.
        token_version: caller.claims.version,
        created_at: created.createdAt,
      },
      API_TOKEN_LIMITS.perAccount,
    );
    if (!stored)
      throw conflict(
        msg('server.apiTokens.limit', { max: API_TOKEN_LIMITS.perAccount }),
        'API_TOKEN_LIMIT',
      );
    return { ...created, token };
  }

  async list(caller: Caller): Promise<ApiToken[]> {
    const viewer = await caller.viewer();
    return (await this.tokens.list(viewer.id, caller.claims.version)).map(present);
  }

  /** Ends the caller's token `id` at once; another person's, or none, is a 404. */
  async revoke(caller: Caller, id: string): Promise<void> {
    const viewer = await caller.viewer();
    if (!(await this.tokens.delete(viewer.id, id)))
      throw notFound(msg('server.apiTokens.notFound'), 'NOT_FOUND');
    this.revoked(id);
  }

  /**
   * Who the token `text` speaks for, read from the database on every call (so a revocation
   * holds on every process from the next request), or undefined for no such token. Whether the
   * owner's password changed since is left to the caller's checks, as for a session.
   */
  async holderOf(text: string): Promise<ApiTokenHolder | undefined> {
    const tokenHash = sha256(text);
    const row = await this.tokens.findByHash(tokenHash);
    if (!row) return undefined;
    const now = this.now();
    if (row.last_used_at === null || Date.parse(row.last_used_at) <= now - LAST_USED_EVERY_MS)
      await this.tokens.touch(
        row.id,
        new Date(now).toISOString(),
        new Date(now - LAST_USED_EVERY_MS).toISOString(),
      );
    return {
      claims: {
        userId: row.user_id,
        version: row.token_version,
        tokenId: tokenHash,
        // An API token lives until it is revoked (or a new password ends it).
        expiresAtMs: Number.POSITIVE_INFINITY,
      },
      holder: {
        id: row.user_id,
        email: row.email,
        name: row.name,
        email_verified: row.email_verified,
        token_version: row.user_token_version,
        token_revoked: null,
      },
      grant: { id: row.id, scope: row.scope },
    };
  }
}
