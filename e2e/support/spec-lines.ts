import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Account, newEmail, registerByApi } from './helpers';
import { bearer } from './list-api';

/**
 * Helpers of the spec-line suite (spec-*.spec.ts): each of its tests is named after one line of
 * the product's first spec, quoting it, and checks that line in the browser, so that no later
 * feature changes a text, a timing, a redirect or a session rule unseen.
 */

/** An account made through the API, its mailbox proven unless told otherwise. */
export const person = (request: APIRequestContext, name: string, verified = true) =>
  registerByApi(request, name, { verified });

/** An account whose mailbox is not proven, made without waiting for any e-mail. */
export async function quickPerson(request: APIRequestContext, name: string): Promise<Account> {
  const email = newEmail(name.toLowerCase().split(' ')[0] ?? 'user');
  const password = 'secret-pass-1';
  const response = await request.post('/api/auth/register', { data: { name, email, password } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { name, email, password, token: body.token, id: body.user.id };
}

/** The saved session as the web app keeps it (spec: token and user in local storage). */
export async function saveSession(page: Page, token: string, user: unknown): Promise<void> {
  await page.evaluate(
    ([savedToken, savedUser]) => {
      localStorage.setItem('token', savedToken as string);
      localStorage.setItem('user', savedUser as string);
    },
    [token, typeof user === 'string' ? user : JSON.stringify(user)],
  );
}

/** Opens `path` signed in as `account`, through the saved session rather than the login form. */
export async function openAs(page: Page, account: Account, path: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/login');
  await saveSession(page, account.token, {
    id: account.id,
    email: account.email,
    name: account.name,
    emailVerified: true,
    hasPassword: true,
  });
  await page.goto(path);
}

export interface CreatedList {
  _id: string;
  items: Array<{ _id: string; name: string }>;
}

/** A list made through the API (the spec's calls), with `items` saved the spec's way. */
export async function listOf(
  request: APIRequestContext,
  owner: Account,
  name: string,
  items: Array<Record<string, unknown>> = [],
  extra: Record<string, unknown> = {},
): Promise<CreatedList> {
  const created = await request.post('/api/lists', {
    headers: bearer(owner),
    data: { name, isPublic: false, ...extra },
  });
  expect(created.status()).toBe(201);
  const list = (await created.json()) as CreatedList;
  if (items.length === 0) return list;
  const saved = await request.put(`/api/lists/${list._id}`, {
    headers: bearer(owner),
    data: { items },
  });
  expect(saved.status()).toBe(200);
  return (await saved.json()) as CreatedList;
}

/**
 * Calls matching `method` and `path` fail with `status` and `body` (no message by default, so the
 * page falls back to the spec's own words), `times` of them (a failed read is tried again once,
 * so a read's failure must last); later calls reach the server.
 */
export async function failCalls(
  page: Page,
  method: string,
  path: RegExp,
  { times = 1, status = 500, body = { code: 'INTERNAL' } as Record<string, unknown> } = {},
): Promise<void> {
  let failed = 0;
  await page.route(path, async (route) => {
    if (failed >= times || route.request().method() !== method) return route.fallback();
    failed += 1;
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

/**
 * With the page's clock installed (page.clock.install() before it loaded), pauses it, runs
 * `act`, then moves time on in `step` ms until `shown` appears and again until it goes. Answers
 * how long it stayed, in the page's time: what a person would see, without waiting for it.
 */
export async function timeShown(
  page: Page,
  shown: Locator,
  act: () => Promise<void>,
  { step = 50, limit = 15_000 } = {},
): Promise<number> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 50);
  await act();
  // Seen anywhere on the page (a dialog's line, a toast): one is enough to count as shown.
  const seen = async () => (await shown.filter({ visible: true }).count()) > 0;
  let waited = 0;
  while (!(await seen())) {
    expect(waited, 'it never appeared').toBeLessThan(limit);
    await page.clock.runFor(step);
    waited += step;
  }
  let elapsed = 0;
  while (await seen()) {
    expect(elapsed, 'it never went').toBeLessThan(limit);
    await page.clock.runFor(step);
    elapsed += step;
  }
  await page.clock.resume();
  return elapsed;
}

/** Time measured by `timeShown` is `ms`, to within one step of its clock either way. */
export function expectAbout(elapsed: number, ms: number, step = 50): void {
  expect(elapsed).toBeGreaterThanOrEqual(ms - step);
  expect(elapsed).toBeLessThanOrEqual(ms + step);
}
