import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/helpers';
import { bearer } from '../support/list-api';
import { listOf, openAs, person, quickPerson, saveSession } from '../support/spec-lines';

/**
 * The spec's session rules (its sections 3, 4 and 8), with the service worker running as it
 * does for people (the other specs block it): it keeps the signed-in reads it has seen, and
 * must not let a kept answer stand in for the server's 401 or 403. Each rule is walked several
 * times, because a rule that fails now and then is a rule that fails.
 */
test.use({ serviceWorkers: 'allow' });

const WALKS = 4;

/**
 * The sign-in page: /login, which may carry the page to return to after signing in again
 * (`?next=`, a local path), as every signed-out visit to a signed-in page does.
 */
const ON_LOGIN = /\/login(\?next=%2F[^&]*)?$/;

/** Waits until the app's service worker is in charge of the page. */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
}

const saved = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
  }));

test.describe('spec: the session', () => {
  test("state — 'Session: signed out becomes signed in on login or register (token and user saved).'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Session');
    await signIn(page, ann);
    const afterLogin = await saved(page);
    expect(afterLogin.token).toBeTruthy();
    expect(JSON.parse(afterLogin.user ?? '{}')).toMatchObject({ email: ann.email });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/register');
    const email = `reg.session.${Date.now()}@example.test`;
    await page.getByLabel('Full name').fill('Reg Session');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm password').fill('secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const afterRegister = await saved(page);
    expect(afterRegister.token).toBeTruthy();
    expect(JSON.parse(afterRegister.user ?? '{}')).toMatchObject({ email, name: 'Reg Session' });
  });

  test("data — 'The auth token and user object are kept in browser local storage.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Storage');
    await signIn(page, ann);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ann Storage');
    const kept = await saved(page);
    expect(kept.token).toBeTruthy();
    expect(JSON.parse(kept.user ?? '{}')).toMatchObject({ id: ann.id, name: 'Ann Storage' });
  });

  test("state — 'It returns to signed out on logout or on any 401 or 403 response (token and user cleared, redirect to /login unless already there).'", async ({
    page,
    request,
  }) => {
    const ann = await person(request, 'Ann Refused');
    const list = await listOf(request, ann, 'Kept list', [{ name: 'Candle' }]);
    // A read-only API token is refused (403) on any write, as a session it speaks for.
    const minted = await request.post('/api/auth/tokens', {
      headers: bearer(ann),
      data: { name: 'reader', scope: 'read' },
    });
    expect(minted.status()).toBe(201);
    const readOnly = ((await minted.json()) as { token: string }).token;
    for (let walk = 1; walk <= WALKS; walk++) {
      // Signed in, the worker in charge and holding this person's reads.
      await openAs(page, ann, '/dashboard');
      await workerInCharge(page);
      await expect(page.getByRole('link', { name: /Kept list/ })).toBeVisible();
      await page.goto(`/lists/${list._id}`);
      await expect(page.getByRole('heading', { name: 'Kept list' })).toBeVisible();

      // 401: a token the server does not know, on the pages whose reads the worker kept.
      for (const path of ['/dashboard', `/lists/${list._id}`]) {
        await saveSession(page, 'garbage-token', { id: ann.id, email: ann.email, name: ann.name });
        await page.goto(path);
        await expect(page, `walk ${walk}, ${path}`).toHaveURL(ON_LOGIN);
        expect(await saved(page)).toEqual({ token: null, user: null });
        await openAs(page, ann, path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }

      // 403: a write the server refuses.
      await saveSession(page, readOnly, { id: ann.id, email: ann.email, name: ann.name });
      await page.goto('/dashboard');
      await page.getByLabel('List name').fill('Refused list');
      await page.getByRole('button', { name: 'Create list' }).click();
      await expect(page, `walk ${walk}, 403`).toHaveURL(ON_LOGIN);
      expect(await saved(page)).toEqual({ token: null, user: null });
    }

    // Logout, too, signs out to /login.
    await openAs(page, ann, '/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await saved(page)).toEqual({ token: null, user: null });
  });

  test("state — 'On load, a saved token plus a parsable saved user restores the session; a corrupt saved user clears both.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Corrupt');
    for (let walk = 1; walk <= WALKS; walk++) {
      await openAs(page, ann, '/dashboard');
      await workerInCharge(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Ann Corrupt');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Ann Corrupt');

      await saveSession(page, ann.token, '{corrupt');
      await page.goto('/dashboard');
      await expect(page, `walk ${walk}`).toHaveURL(ON_LOGIN);
      expect(await saved(page)).toEqual({ token: null, user: null });
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    }
  });

  test("errors — 'Any 401 or 403 logs the user out and redirects to /login.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Revoked');
    await openAs(page, ann, '/profile');
    await workerInCharge(page);
    // The token ends on the server (logged out elsewhere): the next call is a 401.
    const ended = await request.post('/api/auth/logout', { headers: bearer(ann) });
    expect(ended.status()).toBe(204);
    await page.getByLabel('Full name').fill('Ann Renamed');
    await page.getByRole('button', { name: /Update/ }).click();
    await expect(page).toHaveURL(ON_LOGIN);
    expect(await saved(page)).toEqual({ token: null, user: null });
  });
});
