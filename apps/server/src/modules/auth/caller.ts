import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionExpired } from '../../errors.js';
import type { TokenHolderRow } from './repository.js';
import type { TokenClaims } from './tokens.js';

/** The signed-in person as the rules see them. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  /** Whether they proved their mailbox (invitations to it are shown only then). */
  emailVerified: boolean;
}

/** The fields of a user row the token checks and the rules read. */
export type HolderRow = Pick<
  TokenHolderRow,
  'id' | 'email' | 'name' | 'email_verified' | 'token_version' | 'token_revoked'
>;

/**
 * `user`, read for the token that said `claims`, if that token still speaks for them; a 401 if
 * the account is gone, all its tokens were ended since (its version is older than the user's)
 * or this very token was (a logout).
 */
function tokenHolder(claims: TokenClaims, user: HolderRow | undefined): Viewer {
  if (!user || user.token_version !== claims.version || user.token_revoked !== null)
    throw sessionExpired();
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.email_verified === 1,
  };
}

/**
 * Who is calling, for one request. Made by the `signedIn` guard from a bearer token whose
 * signature and expiry were checked, without reading the database, so that an answer kept by
 * the answer cache costs no query. Every service starts from it: `viewer()` reads the caller's
 * row once per request and checks that the token still speaks for them (its version, a
 * logout); a query that reads the row along with other things (a purchase) hands it to
 * `adopt()`, which checks it the same way.
 */
export class Caller {
  private checked: Promise<Viewer> | undefined;

  constructor(
    readonly claims: TokenClaims,
    private readonly readHolder: (claims: TokenClaims, db?: Db) => Promise<HolderRow | undefined>,
  ) {}

  get id(): string {
    return this.claims.userId;
  }

  /** The caller, checked; read at the first call of the request (in `db` if given). */
  viewer(db?: Db): Promise<Viewer> {
    this.checked ??= this.readHolder(this.claims, db).then((row) => tokenHolder(this.claims, row));
    return this.checked;
  }

  /** The caller's row as another query read it: checked as `viewer()` would. */
  adopt(row: HolderRow | undefined): Viewer {
    const viewer = tokenHolder(this.claims, row);
    this.checked = Promise.resolve(viewer);
    return viewer;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set by the `signedIn` guard, on the routes that declare it. */
    caller: Caller;
  }
  interface FastifyInstance {
    /** The one way a route says it needs a signed-in caller: `{ preHandler: app.signedIn }`. */
    signedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Registers the `signedIn` guard: a bearer token's claims, or a 401. */
export function registerCallerGuard(
  app: FastifyInstance,
  claimsOf: (authorization: string | undefined) => Promise<TokenClaims>,
  readHolder: (claims: TokenClaims, db?: Db) => Promise<HolderRow | undefined>,
): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.decorate('signedIn', async (request: FastifyRequest) => {
    request.caller = new Caller(await claimsOf(request.headers.authorization), readHolder);
  });
}
