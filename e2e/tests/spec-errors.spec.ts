import { expect, type Page, test } from '@playwright/test';
import { bearer, shareByApi } from '../support/list-api';
import { failCalls, listOf, openAs, person, quickPerson } from '../support/spec-lines';

/**
 * The spec's error catalogue (its section 8), one test a line. A failure the server would
 * rarely give is made by answering the page's call with a 500 that carries no message, so the
 * page must fall back to the spec's own words.
 */

const text = (page: Page, words: string) => page.getByText(words, { exact: true });

test.describe('spec: error catalogue', () => {
  test("fallbacks — \"Server messages (the message in the response) are shown when present, with these fallbacks: 'Login failed', 'Registration failed', 'Failed to send reset email', 'Failed to reset password', 'Failed to update profile', 'Failed to send invitations', 'Failed to load shared lists', 'Failed to accept invitation'.\"", async ({
    page,
    request,
  }) => {
    // The server's own message when there is one.
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@example.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await failCalls(page, 'POST', /\/api\/auth\/login$/, {
      status: 500,
      body: { message: 'The server says no', code: 'X' },
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(text(page, 'The server says no')).toBeVisible();
    await failCalls(page, 'POST', /\/api\/auth\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(text(page, 'Login failed')).toBeVisible();

    await page.goto('/register');
    await page.getByLabel('Full name').fill('Reg Fails');
    await page.getByLabel('Email').fill(`reg.fails.${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm password').fill('secret-1');
    await failCalls(page, 'POST', /\/api\/auth\/register$/);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(text(page, 'Registration failed')).toBeVisible();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill('someone@example.test');
    await failCalls(page, 'POST', /\/api\/auth\/forgot-password$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Send reset link' }).click();
    await expect(text(page, 'Failed to send reset email')).toBeVisible();

    // A link the page takes as usable, whose reset then fails.
    await page.route(/\/api\/auth\/reset-password\/usable-token$/, (route) =>
      route.fulfill({ status: 204 }),
    );
    await failCalls(page, 'POST', /\/api\/auth\/reset-password$/);
    await page.goto('/reset-password/usable-token');
    await page.getByLabel('New password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm new password').fill('secret-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(text(page, 'Failed to reset password')).toBeVisible();

    const owner = await person(request, 'Olli Fails');
    const friend = await person(request, 'Fiona Fails');
    await openAs(page, friend, '/profile');
    await page.getByLabel('Full name').fill('Fiona Renamed');
    await failCalls(page, 'PUT', /\/api\/auth\/profile$/);
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(text(page, 'Failed to update profile')).toBeVisible();

    const list = await listOf(request, owner, 'Failing list', [{ name: 'Globe' }]);
    await openAs(page, owner, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByLabel('Email addresses').fill(friend.email);
    await failCalls(page, 'POST', /\/invite$/);
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(text(page, 'Failed to send invitations')).toBeVisible();

    await failCalls(page, 'GET', /\/api\/lists\/shared-lists$/, { times: 10 });
    await openAs(page, friend, '/shared-lists');
    await expect(text(page, 'Failed to load shared lists')).toBeVisible();
    await page.unrouteAll();

    const invite = await request.post(`/api/lists/${list._id}/invite`, {
      headers: bearer(owner),
      data: { emails: [friend.email] },
    });
    expect(invite.status()).toBe(200);
    await page.goto('/shared-lists');
    await failCalls(page, 'POST', /\/accept$/);
    await page.getByRole('button', { name: 'Accept Invitation to Failing list' }).click();
    await expect(text(page, 'Failed to accept invitation')).toBeVisible();
  });

  test('lists — "\'Unable to load your wish lists. Please try again.\' (not displayed on 401 or 403)"', async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Unloaded');
    await failCalls(page, 'GET', /\/api\/lists$/, { times: 10 });
    await openAs(page, ann, '/dashboard');
    await expect(text(page, 'Unable to load your wish lists. Please try again.')).toBeVisible();
    await page.unrouteAll();
    for (const status of [401, 403]) {
      await failCalls(page, 'GET', /\/api\/lists$/, { status, times: 10 });
      await openAs(page, ann, '/dashboard');
      await expect(page).toHaveURL(/\/login(\?next=%2Fdashboard)?$/);
      await expect(text(page, 'Unable to load your wish lists. Please try again.')).toHaveCount(0);
      await page.unrouteAll();
    }
  });

  test("lists and items — \"'Failed to create wish list', 'Failed to load wish list', 'Failed to add item', 'Failed to update item', 'Failed to delete item', 'Failed to update wishlist'\"", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Breaks');
    const list = await listOf(request, ann, 'Fragile', [{ name: 'Glass' }]);
    await openAs(page, ann, '/dashboard');
    await page.getByLabel('List name').fill('Never made');
    await failCalls(page, 'POST', /\/api\/lists$/);
    await page.getByRole('button', { name: 'Create list' }).click();
    await expect(text(page, 'Failed to create wish list')).toBeVisible();

    await failCalls(page, 'GET', new RegExp(`/api/lists/${list._id}$`), { times: 10 });
    await page.goto(`/lists/${list._id}`);
    await expect(text(page, 'Failed to load wish list')).toBeVisible();
    await page.unrouteAll();

    const saveFails = () => failCalls(page, 'PUT', new RegExp(`/api/lists/${list._id}$`));
    await page.goto(`/lists/${list._id}`);
    await page.getByRole('button', { name: 'Add a new item' }).click();
    const add = page.getByRole('dialog', { name: 'Add item' });
    await add.getByLabel('Name').fill('Bowl');
    await saveFails();
    await add.getByRole('button', { name: 'Add item' }).click();
    await expect(text(page, 'Failed to add item')).toBeVisible();
    await page.goto(`/lists/${list._id}`);

    await page.getByRole('button', { name: 'Edit Glass' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit item' });
    await edit.getByLabel('Name').fill('Glass jar');
    await saveFails();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(text(page, 'Failed to update item')).toBeVisible();
    await page.goto(`/lists/${list._id}`);

    await page.getByRole('button', { name: 'More actions for Glass' }).click();
    await page.getByRole('menuitem', { name: /Delete/ }).click();
    await saveFails();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(text(page, 'Failed to delete item')).toBeVisible();
    await page.goto(`/lists/${list._id}`);

    await page.getByRole('button', { name: 'Edit list name' }).click();
    await page.getByLabel('List name').fill('Sturdy');
    await saveFails();
    await page.getByLabel('List name').press('Enter');
    await expect(text(page, 'Failed to update wishlist')).toBeVisible();
  });

  test("claims — \"'Failed to mark item as bought' and 'Failed to unmark item as bought' (both roll back the optimistic change)\"", async ({
    page,
    request,
  }) => {
    const owner = await person(request, 'Otis Rollback');
    const friend = await person(request, 'Flo Rollback');
    const list = await listOf(request, owner, 'Rollbacks', [{ name: 'Radio' }]);
    await shareByApi(request, owner, friend, list._id);
    await openAs(page, friend, `/lists/${list._id}`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/mark-bought$/, async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await page.getByRole('button', { name: 'Mark as bought: Radio' }).click();
    // Optimistic: bought at once, before the server has answered.
    await expect(page.getByText('Bought by you')).toBeVisible();
    release();
    await expect(text(page, 'Failed to mark item as bought')).toBeVisible();
    await expect(page.getByText('Bought by you')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as bought: Radio' })).toBeVisible();
    await page.unrouteAll();

    await page.getByRole('button', { name: 'Mark as bought: Radio' }).click();
    await expect(page.getByRole('button', { name: 'Unmark: Radio' })).toBeVisible();
    await failCalls(page, 'PUT', /\/unmark-bought$/);
    await page.getByRole('button', { name: 'Unmark: Radio' }).click();
    await expect(text(page, 'Failed to unmark item as bought')).toBeVisible();
    await expect(page.getByText('Bought by you')).toBeVisible();
  });

  test('invitations — "\'Failed to revoke invitation\'"', async ({ page, request }) => {
    const ann = await quickPerson(request, 'Ann Revokes');
    const list = await listOf(request, ann, 'Revocations');
    const invite = await request.post(`/api/lists/${list._id}/invite`, {
      headers: bearer(ann),
      data: { emails: ['kept@example.test'] },
    });
    expect(invite.status()).toBe(200);
    await openAs(page, ann, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Shared with 1 person' }).click();
    await page.getByRole('button', { name: 'Revoke kept@example.test' }).click();
    await failCalls(page, 'DELETE', /\/invitations\/[^/]+$/);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(text(page, 'Failed to revoke invitation')).toBeVisible();
  });

  test("quiet failures — 'A failed invitation-detail or stats load is only logged, not displayed.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Quiet');
    const list = await listOf(request, ann, 'Quiet');
    const problems: string[] = [];
    await failCalls(page, 'GET', /\/api\/lists\/invitations\/stats$/, { times: 10 });
    await failCalls(page, 'GET', /\/api\/lists\/[^/]+\/invitations$/, { times: 10 });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await openAs(page, ann, '/dashboard');
    await expect(page.getByRole('heading', { name: 'My wish lists' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto(`/lists/${list._id}`);
    await page.getByRole('button', { name: /Shared with/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Recipients' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test("quick add — 'A scrape failure is silent: the manual add form opens with the link filled in.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Scrape Fails');
    const list = await listOf(request, ann, 'Scrapes');
    await openAs(page, ann, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Quick Add', exact: true }).click();
    const link = `${process.env.E2E_SITE_URL}/no-such-page`;
    await page.getByRole('dialog', { name: 'Quick Add' }).getByLabel('Product URL').fill(link);
    await page.getByRole('button', { name: 'Get details' }).click();
    const form = page.getByRole('dialog', { name: 'Add item' });
    await expect(form.getByLabel('Link')).toHaveValue(link);
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test("images — 'Broken item images are replaced by a placeholder.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Broken');
    const list = await listOf(request, ann, 'Broken', [
      { name: 'Clock', imageUrl: `${process.env.E2E_SITE_URL}/images/gone.png` },
    ]);
    await openAs(page, ann, `/lists/${list._id}`);
    await expect(page.getByRole('img', { name: 'No image for Clock' })).toBeVisible();
  });
});
