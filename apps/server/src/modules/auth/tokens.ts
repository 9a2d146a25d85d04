import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME = '7d';

export interface TokenClaims {
  userId: string;
  version: number;
}

/** Tokens whose signature was checked, kept by their text (about 300 bytes each). */
const MAX_VERIFIED_TOKENS = 10_000;

/** Bearer tokens: HS256 JWTs carrying the user's token version, which a password reset bumps. */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Checking the signature again would give the same answer (same text, same secret) and costs
   * more than the rest of a small request. The expiry is still checked on every use, and the
   * caller still checks the token version against the database.
   */
  private readonly verified = new Map<string, TokenClaims & { expiresAtMs: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything expired, tampered, or not ours. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return { userId: known.userId, version: known.version };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        // A token without an expiry would never end.
        requiredClaims: ['sub', 'exp', 'ver'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      const claims = { userId: payload.sub, version: payload.ver };
      this.remember(token, claims, (payload.exp as number) * 1000);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  private remember(token: string, claims: TokenClaims, expiresAtMs: number): void {
    // Maps keep insertion order: past the limit, forget the oldest.
    if (this.verified.size >= MAX_VERIFIED_TOKENS)
      this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { ...claims, expiresAtMs });
  }
}
