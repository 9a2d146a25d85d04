import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a sign-in started here must find again when the provider sends the browser back. */
export interface PendingLogin {
  state: string;
  nonce: string;
  /** PKCE: the code verifier whose challenge went to the provider. */
  codeVerifier: string;
  /** The local path to open once signed in. */
  next: string;
}

export const LOGIN_COOKIE = 'wishlist_oidc';
/** Ties a hand-off code to the browser the callback sent it to (see `handOff`). */
export const HANDOFF_COOKIE = 'wishlist_oidc_handoff';
/** Ten minutes to sign in at the provider. */
export const LOGIN_LIFETIME_MS = 10 * 60 * 1000;
/** As long as the hand-off code lives (service.ts). */
const HANDOFF_COOKIE_SECONDS = 60;
/** Only the provider's callback and the finish need them. */
const COOKIE_PATH = '/api/auth/oidc';

interface Sealed extends PendingLogin {
  /** When the cookie stops being accepted, whatever the browser does with Max-Age. */
  expiresAtMs: number;
}

/**
 * The sign-in in progress, kept in the browser rather than in a process: the start and the
 * callback may reach different processes behind a load balancer without sticky sessions. The
 * cookie is HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back, not on
 * requests other sites make), and signed with HMAC-SHA256 under a key derived from the
 * server's JWT secret, so it cannot be forged or changed; it carries its own expiry.
 */
export class SignInCookies {
  private readonly key: Buffer;

  constructor(
    secret: string,
    /** Secure when the app is served over https. */
    private readonly secure: boolean,
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own, so a value signed here means nothing anywhere else the secret signs.
    this.key = createHmac('sha256', secret).update('wishlist oidc login cookie').digest();
  }

  /** The Set-Cookie header value that starts `login`. */
  seal(login: PendingLogin): string {
    const sealed: Sealed = { ...login, expiresAtMs: this.now() + LOGIN_LIFETIME_MS };
    const payload = Buffer.from(JSON.stringify(sealed)).toString('base64url');
    return this.cookie(LOGIN_COOKIE, `${payload}.${this.sign(payload)}`, LOGIN_LIFETIME_MS / 1000);
  }

  /** The Set-Cookie header value that removes it: a callback uses it once, whatever happens. */
  clear(): string {
    return this.cookie(LOGIN_COOKIE, '', 0);
  }

  /**
   * The Set-Cookie header value that goes with the hand-off `code`: only the browser the
   * callback sent the code to can trade it. Without it, someone could send their own fresh code
   * in a link and sign a victim in to the sender's account (login CSRF). SameSite=Strict: the
   * web app's own request carries it, no other site's.
   */
  handOff(code: string): string {
    return this.cookie(
      HANDOFF_COOKIE,
      this.sign(`handoff:${code}`),
      HANDOFF_COOKIE_SECONDS,
      'Strict',
    );
  }

  /** Whether the request's cookies hold the one `handOff(code)` set. */
  holdsHandOff(cookieHeader: string | undefined, code: string): boolean {
    return sameText(cookieValue(cookieHeader, HANDOFF_COOKIE), this.sign(`handoff:${code}`));
  }

  clearHandOff(): string {
    return this.cookie(HANDOFF_COOKIE, '', 0, 'Strict');
  }

  /** The sign-in in the request's Cookie header; undefined when missing, forged or expired. */
  open(cookieHeader: string | undefined): PendingLogin | undefined {
    const value = cookieValue(cookieHeader, LOGIN_COOKIE);
    const [payload, signature, ...rest] = value?.split('.') ?? [];
    if (!payload || !signature || rest.length > 0) return undefined;
    if (!sameText(signature, this.sign(payload))) return undefined;
    let sealed: Partial<Sealed>;
    try {
      sealed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Sealed>;
    } catch {
      return undefined;
    }
    const { state, nonce, codeVerifier, next, expiresAtMs } = sealed;
    if (typeof expiresAtMs !== 'number' || expiresAtMs <= this.now()) return undefined;
    const text = (field: unknown): field is string => typeof field === 'string';
    if (!text(state) || !text(nonce) || !text(codeVerifier) || !text(next)) return undefined;
    return { state, nonce, codeVerifier, next };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private cookie(name: string, value: string, maxAgeSeconds: number, sameSite = 'Lax'): string {
    const secure = this.secure ? '; Secure' : '';
    return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=${COOKIE_PATH}; HttpOnly; SameSite=${sameSite}${secure}`;
  }
}

/** Compares a signature in constant time. */
function sameText(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The value of the cookie `name` in a Cookie header (the first, if sent twice). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
