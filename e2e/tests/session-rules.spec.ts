import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { registerByApi, signIn } from '../support/helpers';
import { createListByApi } from '../support/list-api';
import { serviceWorkerInCharge } from '../support/pwa';

/**
 * The session rules of spec section 4 and 8, with the service worker in charge and its copies
 * of the API's reads kept, as a person's browser has them (the other specs block the worker).
 * Run them many times (`--repeat-each 20`): each once failed now and then.
 */
test.use({ serviceWorkers: 'allow' });

const saved = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);

/** Signed in, the worker in charge, the dashboard and a list read once (so copies are kept). */
async function signedInWithCopies(page: Page, request: APIRequestContext) {
  const account = await registerByApi(request, 'Sam Session');
  const list = await createListByApi(request, account, 'Birthday', [
    { name: 'Lamp', type: 'want' },
  ]);
  await signIn(page, account);
  await serviceWorkerInCharge(page);
  await page.goto(`/lists/${list._id}`);
  await expect(page.getByRole('heading', { name: 'Lamp' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Birthday/ })).toBeVisible();
  return { account, listId: list._id };
}

/** Every API answer held back 5 s: a slow server or a poor connection. */
async function slowServer(context: BrowserContext) {
  await context.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => {});
  });
}

async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await saved(page)).toEqual([null, null]);
}

test('"On load, a saved token plus a parsable saved user restores the session; a corrupt saved user clears both"', async ({
  page,
  request,
}) => {
  await signedInWithCopies(page, request);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.setItem('user', '{corrupt'));
  await page.reload();
  await expectSignedOut(page);
  await page.goto('/dashboard');
  await expectSignedOut(page);
});

test('a corrupt saved user stays cleared though another tab still holds the session', async ({
  page,
  request,
  context,
}) => {
  await signedInWithCopies(page, request);
  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other.getByLabel('Full name')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('user', '{corrupt'));
  await page.reload();
  await expectSignedOut(page);
  // The other tab learns the session is gone instead of saving it back with the next change.
  await expect(other).toHaveURL(/\/login(\?|$)/);
  await page.goto('/dashboard');
  await expectSignedOut(page);
});

test('"Any 401 or 403 logs the user out and redirects to /login": a garbage token', async ({
  page,
  request,
}) => {
  const { listId } = await signedInWithCopies(page, request);
  await page.evaluate(() => localStorage.setItem('token', 'garbage'));
  await page.reload();
  await expectSignedOut(page);
  // A list's page asks for the list before the app has started (app/early-start.ts).
  await page.evaluate(() => {
    localStorage.setItem('token', 'garbage');
    localStorage.setItem('user', JSON.stringify({ id: 'x', email: 'x@example.test', name: 'X' }));
  });
  await page.goto(`/lists/${listId}`);
  await expectSignedOut(page);
});

test('"Any 401 or 403 logs the user out": a token ended elsewhere, answered slowly, is not hidden by the kept copies', async ({
  page,
  request,
  context,
}) => {
  const { account } = await signedInWithCopies(page, request);
  const token = (await saved(page))[0] ?? '';
  expect(token).not.toBe(account.token);
  const ended = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ended.status()).toBe(204);
  await slowServer(context);
  await page.reload();
  await expectSignedOut(page);
});

test('"It returns to signed out on … any 401 or 403 response": a 403', async ({
  page,
  request,
  context,
}) => {
  await signedInWithCopies(page, request);
  await context.route('**/api/lists', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: '{"message":"Forbidden"}',
    }),
  );
  await page.reload();
  await expectSignedOut(page);
});
