import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionExpired } from '../../errors.js';
import { type ApiTokenGrant, apiTokenIn, refusal } from './api-tokens/scope.js';
import { addressConfirmed, mailboxProven } from './email-proof.js';
import type { TokenHolderRow } from './repository.js';
import type { TokenClaims } from './tokens.js';

/** The signed-in person as the rules see them. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  /** Whether they followed a link mailed to their address (`emailVerified` in answers). */
  emailVerified: boolean;
  /** Whether they proved the mailbox itself: invitations to it are shown only then (E6). */
  mailboxProven: boolean;
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
    emailVerified: addressConfirmed(user.email_verified),
    mailboxProven: mailboxProven(user.email_verified),
  };
}

/**
 * Who is calling, for one request. Made by the `signedIn` guard from a bearer token whose
 * signature and expiry were checked, without reading the database, so that an answer kept by
 * the answer cache costs no query. Every service starts from it: `viewer()` reads the caller's
 * row once per request and checks that the token still speaks for them (its version, a
 * logout); a query that reads the row along with other things (a claim) hands it to
 * `adopt()`, which checks it the same way. A caller with a personal API token (P2) has its
 * `grant`; the token's row was read with the owner's, so its caller starts checked.
 */
export class Caller {
  private checked: Promise<Viewer> | undefined;

  constructor(
    readonly claims: TokenClaims,
    private readonly readHolder: (claims: TokenClaims, db?: Db) => Promise<HolderRow | undefined>,
    /** What the API token the caller came with allows; undefined for a session. */
    readonly grant?: ApiTokenGrant,
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
    /** The one way a route says it needs a signed-in caller: `{ preValidation: app.signedIn }`. */
    signedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Who a personal API token speaks for, as its row and its owner's were read together. */
export interface ApiTokenHolder {
  claims: TokenClaims;
  holder: HolderRow;
  grant: ApiTokenGrant;
}

/** Where the guard learns who is calling. */
export interface CallerSources {
  /** A session token's claims, checked without the database, or a 401. */
  sessionClaims: (authorization: string | undefined) => Promise<TokenClaims>;
  readHolder: (claims: TokenClaims, db?: Db) => Promise<HolderRow | undefined>;
  /** Who a personal API token speaks for, read from the database; undefined for none. */
  apiTokenHolder: (token: string) => Promise<ApiTokenHolder | undefined>;
}

/** The account an `Authorization` header speaks for, if any (pacing big bodies per account). */
export async function accountOf(
  sources: CallerSources,
  authorization: string,
): Promise<string | undefined> {
  const apiToken = apiTokenIn(authorization);
  if (apiToken !== undefined) return (await sources.apiTokenHolder(apiToken))?.holder.id;
  return sources.sessionClaims(authorization).then(
    (claims) => claims.userId,
    () => undefined,
  );
}

/**
 * The caller an API token speaks for, checked as a session is; undefined once a new password
 * ended the token.
 */
function liveCaller(found: ApiTokenHolder, sources: CallerSources): Caller | undefined {
  const caller = new Caller(found.claims, sources.readHolder, found.grant);
  try {
    caller.adopt(found.holder);
    return caller;
  } catch {
    return undefined;
  }
}

/**
 * Registers the `signedIn` guard: a bearer token's claims, or a 401. An API token is read from
 * the database when the request arrives, on every route: one that may not make the request (a
 * `read` token writing, any token on a session-only route) is refused there, before anything
 * else runs; the guard then takes the caller it found. Other requests pay one substring search.
 */
export function registerCallerGuard(app: FastifyInstance, sources: CallerSources): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', (request, _reply, done) => {
    const apiToken = apiTokenIn(request.headers.authorization);
    if (apiToken === undefined) return done();
    sources.apiTokenHolder(apiToken).then((found) => {
      const caller = found && liveCaller(found, sources);
      // An unknown or ended token is refused by the guard of a route that needs a caller, and
      // means nothing to one that does not, as an ended session token does.
      if (!found || !caller) return done();
      const refused = refusal(found.grant, request.method, request.routeOptions.url);
      if (refused) return done(refused);
      request.caller = caller;
      done();
    }, done);
  });
  app.decorate('signedIn', async (request: FastifyRequest) => {
    const { authorization } = request.headers;
    if (apiTokenIn(authorization) !== undefined) {
      if (!request.caller) throw sessionExpired();
      return;
    }
    request.caller = new Caller(await sources.sessionClaims(authorization), sources.readHolder);
  });
}
