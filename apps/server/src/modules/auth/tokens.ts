import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { newId, sha256 } from '../../ids.js';

export const TOKEN_LIFETIME = '7d';

export interface TokenClaims {
  userId: string;
  version: number;
  /** The token's own identity (a hash of its text): what a logout revokes. */
  tokenId: string;
  expiresAtMs: number;
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
  private readonly verified = new LRUCache<string, TokenClaims>({ max: MAX_VERIFIED_TOKENS });

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Pick<TokenClaims, 'userId' | 'version'>): Promise<string> {
    return (
      new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        // Two sign-ins in the same second must still be two tokens a logout can tell apart.
        .setJti(newId())
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(this.key)
    );
  }

  /** The claims of a valid token, or null for anything expired, tampered, or not ours. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // Real time, as jose signs and checks the expiry (not the product's clock: see Clock).
      if (known.expiresAtMs > Date.now()) return known;
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
      const claims = {
        userId: payload.sub,
        version: payload.ver,
        tokenId: sha256(token),
        expiresAtMs: (payload.exp as number) * 1000,
      };
      this.verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
