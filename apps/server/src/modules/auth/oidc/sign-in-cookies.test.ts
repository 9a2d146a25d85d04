import { describe, expect, it } from 'vitest';
import { cookieValue, LOGIN_COOKIE, LOGIN_LIFETIME_MS, SignInCookies } from './sign-in-cookies.js';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const login = { state: 's', nonce: 'n', codeVerifier: 'v', next: '/lists/a' };
/** The Cookie header a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('the sign-in cookie', () => {
  it('gives back what it was sealed with, and is HttpOnly, SameSite=Lax, ten minutes, Secure over https', () => {
    const cookie = new SignInCookies(SECRET, true);
    const set = cookie.seal(login);
    expect(set).toMatch(
      /^wishlist_oidc=[\w-]+\.[\w-]+; Max-Age=600; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(cookie.open(`other=1; ${sentBack(set)}`)).toEqual(login);
    expect(new SignInCookies(SECRET, false).seal(login)).not.toContain('Secure');
  });

  it('is refused once expired, when signed under another secret, changed, or missing', () => {
    let now = 1_000_000;
    const cookie = new SignInCookies(SECRET, false, () => now);
    const header = sentBack(cookie.seal(login));
    now += LOGIN_LIFETIME_MS;
    expect(cookie.open(header)).toBeUndefined();

    const other = new SignInCookies(`${SECRET}-other`, false);
    expect(new SignInCookies(SECRET, false).open(sentBack(other.seal(login)))).toBeUndefined();

    const fresh = new SignInCookies(SECRET, false);
    const [payload, signature] = (
      cookieValue(sentBack(fresh.seal(login)), LOGIN_COOKIE) ?? ''
    ).split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...login, next: '/evil', expiresAtMs: Date.now() + 1000 }),
    );
    for (const value of [
      `${changed.toString('base64url')}.${signature}`,
      `${payload}.${signature}x`,
      `${payload}`,
      `${payload}.${signature}.more`,
      'not json.at all',
    ])
      expect(fresh.open(`${LOGIN_COOKIE}=${value}`)).toBeUndefined();
    expect(fresh.open(undefined)).toBeUndefined();
    expect(fresh.open('wishlist_oidc_other=x')).toBeUndefined();
  });

  it('ties a hand-off code to the browser it was handed to', () => {
    const cookies = new SignInCookies(SECRET, true);
    const set = cookies.handOff('the-code');
    expect(set).toMatch(
      /^wishlist_oidc_handoff=[\w-]+; Max-Age=60; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(cookies.holdsHandOff(sentBack(set), 'the-code')).toBe(true);
    expect(cookies.holdsHandOff(sentBack(set), 'another-code')).toBe(false);
    expect(cookies.holdsHandOff(undefined, 'the-code')).toBe(false);
    expect(cookies.clearHandOff()).toMatch(/^wishlist_oidc_handoff=; Max-Age=0;/);
  });

  it('is removed by an empty cookie that expires at once', () => {
    expect(new SignInCookies(SECRET, false).clear()).toMatch(
      /^wishlist_oidc=; Max-Age=0; Path=\/api\/auth\/oidc;/,
    );
  });
});
