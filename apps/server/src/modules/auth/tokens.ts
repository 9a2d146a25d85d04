import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME = '7d';

export interface TokenClaims {
  userId: string;
  version: number;
}

/** Bearer tokens: HS256 JWTs carrying the user's token version, which a password reset bumps. */
export class TokenService {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        // A token without an expiry would never end.
        requiredClaims: ['sub', 'exp', 'ver'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, version: payload.ver };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
