import type { OidcFailure } from '@wishlist/core';
import * as oidc from 'openid-client';
import type { OidcSettings } from '../../../config.js';
import type { PendingLogin } from './sign-in-cookies.js';

/** What the provider says of the person who signed in there, once its answers were checked. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  /** True only for the JSON value `true`: anything else is no proof of the mailbox. */
  emailVerified: boolean;
  name: string | undefined;
  givenName: string | undefined;
}

/** A sign-in that cannot go on, and why, in the words the sign-in page shows (`OidcFailure`). */
export class OidcSignInError extends Error {
  constructor(
    readonly failure: OidcFailure,
    options?: { cause?: unknown },
  ) {
    super(`OpenID Connect sign-in failed: ${failure}`, options);
  }
}

/** Every request to the provider gives up after this many seconds. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** The provider's metadata is looked up again after an hour (its keys are cached by the client). */
const DISCOVERY_LIFETIME_MS = 60 * 60 * 1000;
const SCOPE = 'openid email profile';

/**
 * The OpenID Connect relying party, through `openid-client` (a certified implementation):
 * discovery, the authorization request with PKCE (S256), state and nonce, the code exchange,
 * the ID token's checks (issuer, audience, expiry, nonce, and its signature against the
 * provider's keys) and the userinfo request. Nothing here checks a token by hand.
 *
 * The provider's metadata is the only thing kept in the process, and any process can find it
 * again; what one sign-in needs travels in its cookie (sign-in-cookies.ts).
 */
export class ProviderClient {
  private discovered: { at: number; configuration: Promise<oidc.Configuration> } | undefined;

  constructor(
    private readonly settings: OidcSettings,
    /** `APP_URL/api/auth/oidc/callback`, registered at the provider. */
    readonly redirectUri: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new sign-in: where to send the browser, and what the callback must find again. */
  async start(next: string): Promise<{ url: URL; login: PendingLogin }> {
    const configuration = await this.configuration();
    const login: PendingLogin = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      next,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      state: login.state,
      nonce: login.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, login };
  }

  /**
   * The provider's answer at the callback (`query`: the callback URL's query string) traded
   * for the person's identity: the code exchanged with the PKCE verifier, the state and the ID
   * token's nonce compared with `login`'s. The e-mail and whether it is verified come from the
   * ID token when it holds both, else from the userinfo endpoint (where many providers keep
   * them).
   */
  async finish(query: string, login: PendingLogin): Promise<ProviderIdentity> {
    const configuration = await this.configuration();
    const answer = new URL(this.redirectUri);
    answer.search = query;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, answer, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new OidcSignInError('failed');
      const inIdToken =
        typeof idToken.email === 'string' && typeof idToken.email_verified === 'boolean';
      const claims = inIdToken
        ? idToken
        : await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      return {
        subject: idToken.sub,
        email: textClaim(claims.email),
        emailVerified: claims.email_verified === true,
        name: textClaim(claims.name) ?? textClaim(idToken.name),
        givenName: textClaim(claims.given_name) ?? textClaim(idToken.given_name),
      };
    } catch (error) {
      throw asSignInError(error);
    }
  }

  /** The provider's metadata, looked up once an hour per process (and again after a failure). */
  private configuration(): Promise<oidc.Configuration> {
    const now = this.now();
    if (!this.discovered || now - this.discovered.at > DISCOVERY_LIFETIME_MS) {
      const configuration = this.discover();
      const discovered = { at: now, configuration };
      this.discovered = discovered;
      configuration.catch(() => {
        if (this.discovered === discovered) this.discovered = undefined;
      });
    }
    return this.discovered.configuration;
  }

  private async discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    const basic = oidc.ClientSecretBasic(this.settings.clientSecret);
    const post = oidc.ClientSecretPost(this.settings.clientSecret);
    // client_secret_basic is OpenID Connect's default; a provider that lists only
    // client_secret_post gets that.
    const authentication: oidc.ClientAuth = (server, client, body, headers) => {
      const methods = server.token_endpoint_auth_methods_supported;
      const postOnly =
        methods?.includes('client_secret_post') && !methods.includes('client_secret_basic');
      return (postOnly ? post : basic)(server, client, body, headers);
    };
    try {
      const configuration = await oidc.discovery(
        issuer,
        this.settings.clientId,
        undefined,
        authentication,
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // An http issuer is a provider on this machine or network (OIDC_ISSUER accepts it).
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        },
      );
      // The ID token's signature is checked against the provider's published keys too, not
      // only trusted for having come over the token endpoint's TLS.
      oidc.enableNonRepudiationChecks(configuration);
      return configuration;
    } catch (error) {
      throw new OidcSignInError('unavailable', { cause: error });
    }
  }
}

const textClaim = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Network failures, time-outs and 5xx answers: the provider is unreachable, not refusing. */
function providerUnreachable(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at && depth < 5; depth++) {
    if (at instanceof Response) return at.status >= 500;
    if (!(at instanceof Error)) return false;
    if (at.name === 'TimeoutError' || at.name === 'AbortError') return true;
    if (at instanceof TypeError && at.message === 'fetch failed') return true;
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^(E[A-Z]+|UND_ERR_.+)$/.test(code)) return true;
    at = at.cause;
  }
  return false;
}

function asSignInError(error: unknown): OidcSignInError {
  if (error instanceof OidcSignInError) return error;
  if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied')
    return new OidcSignInError('access_denied', { cause: error });
  return new OidcSignInError(providerUnreachable(error) ? 'unavailable' : 'failed', {
    cause: error,
  });
}
