import { newToken, sha256 } from '../../ids.js';

/**
 * A link mailed to an address to prove something (a reset, a verification): a random token,
 * stored only as its hash, in a link under `APP_URL/{path}/`, valid for `lifetimeMs` from `now`.
 */
export function mailedLink(appUrl: string, path: string, lifetimeMs: number, now: Date) {
  const token = newToken();
  return {
    url: `${appUrl}/${path}/${encodeURIComponent(token)}`,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
    now: now.toISOString(),
  };
}
