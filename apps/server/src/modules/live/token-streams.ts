import type { Caller } from '../auth/caller.js';
import type { EventStream } from './event-stream.js';

/** A bearer token that opened streams here: a session's (its JWT) or a personal API token. */
export interface StreamToken {
  /** The session token's id (the hash of its text), or the API token's id. */
  id: string;
  kind: 'session' | 'api';
  userId: string;
  /** The account's token version the token was made at: a new password moves it on. */
  version: number;
  expiresAtMs: number;
}

/** Which of these tokens still speak for their owner. */
export type StillValid = (tokens: StreamToken[]) => Promise<Set<string>>;

interface Held {
  token: StreamToken;
  streams: Set<EventStream>;
}

/** Tokens asked about in one query: far below SQLite's and PostgreSQL's bound values. */
const CHECK_CHUNK = 1000;

const keyOf = (kind: StreamToken['kind'], id: string) => `${kind}:${id}`;

/**
 * Event streams by the bearer token that opened them, so that a stream ends with its token
 * (decisions 022 and 029): a session's at logout, a new password or the account's deletion, a
 * personal API token's at its revocation or a new password. At once in the process that ended
 * it (`endToken`, `endAccount`), and at the next heartbeat in every other (`check`: a query or
 * two for all the tokens with streams open, none when there is none). A session that expires
 * ends its streams at the next heartbeat too.
 */
export class TokenStreams {
  private readonly byToken = new Map<string, Held>();

  constructor(
    private readonly stillValid: StillValid,
    private readonly now: () => number,
  ) {}

  add(caller: Caller, stream: EventStream): void {
    const { claims, grant } = caller;
    const token: StreamToken = grant
      ? {
          id: grant.id,
          kind: 'api',
          userId: claims.userId,
          version: claims.version,
          expiresAtMs: claims.expiresAtMs,
        }
      : {
          id: claims.tokenId,
          kind: 'session',
          userId: claims.userId,
          version: claims.version,
          expiresAtMs: claims.expiresAtMs,
        };
    const key = keyOf(token.kind, token.id);
    let held = this.byToken.get(key);
    if (!held) {
      held = { token, streams: new Set() };
      this.byToken.set(key, held);
    }
    const { streams } = held;
    streams.add(stream);
    stream.onEnd(() => {
      streams.delete(stream);
      if (streams.size === 0 && this.byToken.get(key)?.streams === streams)
        this.byToken.delete(key);
    });
  }

  /** Ends the streams of one token: a session (its token id) or an API token (its id). */
  endToken(kind: StreamToken['kind'], id: string): void {
    this.endHeld(this.byToken.get(keyOf(kind, id)));
  }

  /**
   * Ends the streams of `userId`'s tokens: all of them (the account is gone), or those made
   * before the version `version` (a new password ended them).
   */
  endAccount(userId: string, version?: number): void {
    for (const held of [...this.byToken.values()])
      if (held.token.userId === userId && (version === undefined || held.token.version < version))
        this.endHeld(held);
  }

  /** Ends the streams of every token that no longer speaks for its owner. */
  async check(): Promise<void> {
    if (this.byToken.size === 0) return;
    const now = this.now();
    const held = [...this.byToken.values()];
    for (const one of held) if (one.token.expiresAtMs <= now) this.endHeld(one);
    const live = held.filter((one) => one.token.expiresAtMs > now);
    for (let start = 0; start < live.length; start += CHECK_CHUNK) {
      const chunk = live.slice(start, start + CHECK_CHUNK);
      const valid = await this.stillValid(chunk.map((one) => one.token));
      for (const one of chunk)
        if (!valid.has(keyOf(one.token.kind, one.token.id))) this.endHeld(one);
    }
  }

  private endHeld(held: Held | undefined): void {
    for (const stream of [...(held?.streams ?? [])]) stream.end();
  }
}

/** The key `StillValid` answers a token by. */
export const validKey = (token: StreamToken) => keyOf(token.kind, token.id);
