import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@wishlist/core';

/** Whom an unsubscribe link speaks for, and which kind of e-mail it turns off. */
export interface UnsubscribeClaim {
  userId: string;
  kind: NotificationKind;
}

/**
 * The tokens of the links that turn one kind of notification off without signing in (N3):
 * `base64url("<user id>:<kind>") "." base64url(HMAC-SHA256)`. The key is derived from the JWT
 * secret for this use only, so a token is worth nothing as a bearer token (a JWT signed with
 * the secret itself), and no bearer token or other signed text can pass as one. The MAC covers
 * the user and the kind: neither can be changed. Tokens do not expire: a link in an old e-mail
 * must still work (RFC 8058), and all it can do is turn e-mails off.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('wishlist unsubscribe v1').digest();
  }

  tokenFor(userId: string, kind: NotificationKind): string {
    const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** What a token says, or undefined for anything we did not make (compared in constant time). */
  read(token: string): UnsubscribeClaim | undefined {
    const parts = token.split('.');
    if (parts.length !== 2) return undefined;
    const [payload, mac] = parts as [string, string];
    // The MAC's text is compared, not its decoded bytes: base64url decoding skips characters
    // it does not know and the last one's spare bits, so two texts can decode alike.
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const text = Buffer.from(payload, 'base64url').toString();
    const colon = text.lastIndexOf(':');
    const userId = text.slice(0, colon);
    const kind = text.slice(colon + 1);
    if (colon < 1 || !(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return undefined;
    return { userId, kind: kind as NotificationKind };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
