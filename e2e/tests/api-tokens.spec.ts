import { expect, type Page, test } from '@playwright/test';
import { captureScreen, registerByApi, signIn } from '../support/helpers';

// P2 in a browser: a token made in the profile is shown once, works as a bearer token from
// outside the browser (a script's fetch), is read-only when made so, and stops working the
// moment it is revoked in the profile.

/** A call as a script makes it: plain fetch, the token in the Authorization header. */
async function callApi(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${process.env.E2E_BASE_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * The whole profile, from its top: the top bar sticks to the top of the window, so a page
 * scrolled down to the section would show it across the middle of a full-page screenshot.
 */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreen(page, name);
}

test('a token made in the profile is shown once, reads through the API, and dies when revoked', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await registerByApi(request, 'Tara Token');
  const made = await request.post('/api/lists', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { name: 'Garden tools' },
  });
  expect(made.status()).toBe(201);

  await signIn(page, account);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('You have no API tokens yet.')).toBeVisible();
  await shoot(page, 'api-tokens-empty');

  // Named, the read-only default kept, made with Enter on the button.
  await section.getByLabel('Token name').fill('Home Assistant');
  await expect(section.getByRole('radio', { name: 'Read only' })).toBeChecked();
  await section.getByRole('button', { name: 'Create token' }).press('Enter');

  const shown = section.getByRole('region', { name: 'Your new token “Home Assistant”' });
  await expect(shown.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const copy = shown.getByRole('button', { name: 'Copy token' });
  await expect(copy).toBeFocused();
  const token = (await shown.locator('code').textContent()) ?? '';
  expect(token).toMatch(/^wl_[A-Za-z0-9_-]{43}$/);
  await copy.click();
  await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await shoot(page, 'api-tokens-new');

  // A script reads with it, and may not write.
  const lists = await callApi(token, 'GET', '/api/lists');
  expect(lists.status).toBe(200);
  expect((lists.body as Array<{ name: string }>).map((list) => list.name)).toEqual([
    'Garden tools',
  ]);
  const write = await callApi(token, 'POST', '/api/lists', { name: 'From a script' });
  expect(write).toEqual({
    status: 403,
    body: {
      code: 'read_only',
      message: 'This API token can only read. Use a token that may read and write to make changes.',
    },
  });

  // Put away, the text is gone for good; the list shows the token and its use.
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByLabel('Token name')).toBeFocused();
  await expect(page.getByText(token)).toHaveCount(0);
  await page.reload();
  const row = section.getByRole('listitem').filter({ hasText: 'Home Assistant' });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText(/Last used \w{3} \d{1,2}, \d{4}/);
  await expect(page.getByText(token)).toHaveCount(0);
  await shoot(page, 'api-tokens');

  await row.getByRole('button', { name: 'Revoke Home Assistant' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke “Home Assistant”?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shoot(page, 'api-tokens-revoke');
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('Token “Home Assistant” revoked')).toBeVisible();
  await expect(section.getByText('You have no API tokens yet.')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'API tokens' })).toBeFocused();

  const after = await callApi(token, 'GET', '/api/lists');
  expect(after.status).toBe(401);
  expect(after.body).toMatchObject({ code: 'INVALID_TOKEN' });
});
