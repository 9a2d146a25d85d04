import type { AuthResult } from '@wishlist/core';
import { expect } from 'vitest';
import type { ApiResponse, TestServer } from './harness.js';
import { browse, CookieJar, throughProvider } from './oidc-provider.js';

/** Where the test servers' APP_URL sends the provider back to (the harness's APP_URL). */
export const CALLBACK = 'http://wishlist.test/api/auth/oidc/callback';

export interface FlowOptions {
  /** The provider account to sign in as. */
  login: string;
  /** Cancel at the provider instead of consenting. */
  deny?: boolean;
  /** Where the sign-in was started from (`?next=`). */
  next?: string;
  /** Changes the provider's answer, or the browser's cookies, before the callback. */
  tamper?: (answer: URL, jar: CookieJar) => URL;
  /** Another process behind the same address (no sticky sessions) takes the callback. */
  callbackServer?: TestServer;
}

/** Where the callback sent the browser, and the browser's cookies by then. */
export interface Landing {
  location: URL;
  jar: CookieJar;
}

/**
 * A sign-in through the provider as a browser makes it, over HTTP: the app's start, the
 * provider's sign-in and consent pages, the app's callback. Answers where the callback sent
 * the browser: the web app's hand-off page, or the sign-in page with the reason.
 */
export async function signInThroughProvider(
  server: TestServer,
  { login, deny, next, tamper, callbackServer = server }: FlowOptions,
): Promise<Landing> {
  const jar = new CookieJar();
  const query = next === undefined ? '' : `?next=${encodeURIComponent(next)}`;
  const start = await browse(jar, new URL(`${server.baseUrl}/api/auth/oidc/start${query}`));
  expect(start.status).toBe(302);
  const answer = await throughProvider(start.headers.get('location') ?? '', jar, {
    login,
    deny,
    returnTo: CALLBACK,
  });
  const sent = tamper ? tamper(answer, jar) : answer;
  // The browser goes to APP_URL's host, which is this server.
  const callback = await browse(
    jar,
    new URL(`${sent.pathname}${sent.search}`, callbackServer.baseUrl),
  );
  expect(callback.status).toBe(302);
  // The sign-in's cookie is used once.
  expect(callback.headers.get('set-cookie')).toMatch(/^wishlist_oidc=; Max-Age=0;/);
  return { location: new URL(callback.headers.get('location') ?? ''), jar };
}

/** The one-time code of the hand-off page's address. */
export function handOffCode({ location }: Landing): string {
  expect(location.origin + location.pathname).toBe('http://wishlist.test/oidc/finish');
  return new URLSearchParams(location.hash.slice(1)).get('code') ?? '';
}

/**
 * What the web app does on the hand-off page: trades the code for a session, with the cookies
 * of the browser in `jar` (none: another browser's request).
 */
export function finish(
  server: TestServer,
  code: string,
  jar?: CookieJar,
): Promise<ApiResponse<AuthResult>> {
  const cookie = jar?.header(new URL(`${server.baseUrl}/api/auth/oidc/finish`));
  return server.request<AuthResult>('POST', '/api/auth/oidc/finish', {
    body: { code },
    headers: cookie ? { cookie } : {},
  });
}

/** A whole sign-in that succeeds: the session the web app ends with. */
export async function signedInThroughProvider(
  server: TestServer,
  options: FlowOptions,
): Promise<AuthResult> {
  const landing = await signInThroughProvider(server, options);
  const done = await finish(options.callbackServer ?? server, handOffCode(landing), landing.jar);
  expect(done.status).toBe(200);
  return done.body;
}

/** The reason the sign-in page is given, when the callback sent the browser there. */
export function failureOf({ location }: Pick<Landing, 'location'>): string | null {
  expect(location.origin + location.pathname).toBe('http://wishlist.test/login');
  return location.searchParams.get('oidc_error');
}
