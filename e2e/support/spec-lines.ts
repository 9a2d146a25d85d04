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
 * `act`, and moves the page's time on in `STEP` ms until `shown` appears (its timer starts
 * within that last step). Then checks that it is still there `ms - 2 STEP` later and gone by
 * `ms + STEP`: the spec's time, to a step either way, without waiting for it. `gone`: what
 * shows it went (by default, `shown` no longer seen); it may take real time to happen once
 * the page's timer has fired (a page of code to load), which is not counted.
 */
export async function expectShownFor(
  page: Page,
  shown: Locator,
  ms: number,
  act: () => Promise<void>,
  gone: () => Promise<void> = () => expect(shown.filter({ visible: true })).toHaveCount(0),
): Promise<void> {
  // Seen anywhere on the page (a dialog's line, a toast): one is enough to count as shown.
  const seen = shown.filter({ visible: true });
  await pauseAStepAhead(page);
  await act();
  for (let waited = 0; (await seen.count()) === 0; waited += STEP) {
    expect(waited, 'it never appeared').toBeLessThan(15_000);
    await page.clock.runFor(STEP);
  }
  await page.clock.runFor(ms - 2 * STEP);
  await expect(seen.first(), `still shown ${ms - 2 * STEP} ms later`).toBeVisible();
  expect(await seen.count()).toBeGreaterThan(0);
  await page.clock.runFor(3 * STEP);
  await gone();
  await page.clock.resume();
}

const STEP = 50;

/**
 * Pauses the page's clock a step ahead of its time now. On a busy machine that step can pass
 * before the call lands ("Cannot fast-forward to the past", seen once in CI): then it is asked
 * again from the page's new time.
 */
async function pauseAStepAhead(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + STEP);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
