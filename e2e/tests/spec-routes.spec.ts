import { expect, test } from '@playwright/test';
import { signIn } from '../support/helpers';
import { bearer, shareByApi } from '../support/list-api';
import { failCalls, listOf, openAs, person, quickPerson } from '../support/spec-lines';

// The spec's screens and routes (its section 2) and roles (section 6), one test a line.

test.describe('spec: screens and routes', () => {
  test("/ — 'Redirects to /dashboard if signed in, otherwise /login.'", async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    const ann = await quickPerson(request, 'Ann Root');
    await openAs(page, ann, '/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/login — "Link \'Forgot your password?\' opens a reset-request dialog (asks for an email)."', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeVisible();
  });

  test("/login — 'Already signed in: redirect to /dashboard. Success goes to /dashboard.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Login');
    await signIn(page, ann);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("/register — 'Signed-in users are redirected to /dashboard. Success goes to /dashboard.'", async ({
    page,
    request,
  }) => {
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Reg Istered');
    await page.getByLabel('Email').fill(`reg.${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm password').fill('secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const other = await quickPerson(request, 'Ann Register');
    await openAs(page, other, '/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/reset-password/{token} — "With no token: \'Invalid Link - This password reset link is invalid or has expired.\' with a Back to Login button."', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await expect(
      page.getByText('This password reset link is invalid or has expired.', { exact: true }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("/dashboard — 'Welcome with the user name.'", async ({ page, request }) => {
    const ann = await quickPerson(request, 'Annabel Welcome');
    await openAs(page, ann, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Annabel Welcome');
  });

  test("/dashboard — 'Create-list form (name required, optional description).'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Create');
    await openAs(page, ann, '/dashboard');
    const form = page.getByRole('form', { name: 'Create a new list' });
    await expect(form.getByLabel('List name')).toHaveAttribute('required', '');
    await expect(form.getByLabel('Description (optional)')).not.toHaveAttribute('required', '');
  });

  test("/dashboard — \"Grid of the user's lists: name, a Public badge or 'N invited', description, item count, created date, each linking to /lists/{id}.\"", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Grid');
    const shared = await listOf(request, ann, 'Birthday', [{ name: 'Kite' }, { name: 'Book' }]);
    const invite = await request.post(`/api/lists/${shared._id}/invite`, {
      headers: bearer(ann),
      data: { emails: ['gran@example.test', 'joe@example.test'] },
    });
    expect(invite.status()).toBe(200);
    await listOf(request, ann, 'Open house', [], { isPublic: true, description: 'For anyone' });
    await openAs(page, ann, '/dashboard');
    const birthday = page.getByRole('link', { name: /Birthday/ });
    await expect(birthday).toContainText('2 invited');
    await expect(birthday).toContainText('2 items');
    await expect(birthday).toContainText(/Created /);
    await expect(birthday).toHaveAttribute('href', `/lists/${shared._id}`);
    const open = page.getByRole('link', { name: /Open house/ });
    await expect(open).toContainText('Public');
    await expect(open).toContainText('For anyone');
  });

  test("/dashboard — 'Stats panel: Wish Lists, Total Items, Contacts (sum of invitationCount).'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Stats');
    const one = await listOf(request, ann, 'One', [{ name: 'A' }, { name: 'B' }]);
    const two = await listOf(request, ann, 'Two', [{ name: 'C' }]);
    for (const [list, emails] of [
      [one, ['x@example.test']],
      [two, ['y@example.test', 'z@example.test']],
    ] as const) {
      const invited = await request.post(`/api/lists/${list._id}/invite`, {
        headers: bearer(ann),
        data: { emails },
      });
      expect(invited.status()).toBe(200);
    }
    await openAs(page, ann, '/dashboard');
    const stats = page.getByRole('region', { name: 'Your stats' });
    for (const [label, value] of [
      ['Wish Lists', '2'],
      ['Total Items', '3'],
      ['Contacts', '3'],
    ] as const) {
      await expect(stats.getByText(label, { exact: true }).locator('..')).toContainText(value);
    }
  });

  test('/dashboard — "A \'Lists Shared with You\' card, shown only if accepted or pending invitation counts are above 0."', async ({
    page,
    request,
  }) => {
    const owner = await quickPerson(request, 'Olive Shares');
    const friend = await person(request, 'Fran Shared');
    await openAs(page, friend, '/dashboard');
    await expect(page.getByRole('heading', { name: 'My wish lists' })).toBeVisible();
    await expect(page.getByText('Lists Shared with You')).toHaveCount(0);
    const list = await listOf(request, owner, 'Olive’s list');
    const invite = await request.post(`/api/lists/${list._id}/invite`, {
      headers: bearer(owner),
      data: { emails: [friend.email] },
    });
    expect(invite.status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Lists Shared with You')).toBeVisible();
  });

  test('/lists/{id} — "A \'Shared with N people\' button opening Manage Recipients (owner only)."', async ({
    page,
    request,
  }) => {
    const owner = await person(request, 'Olga Owner');
    const friend = await person(request, 'Finn Friend');
    const list = await listOf(request, owner, 'Winter', [{ name: 'Scarf' }]);
    await shareByApi(request, owner, friend, list._id);
    await openAs(page, owner, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Shared with 1 person' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage Recipients' })).toBeVisible();
    await openAs(page, friend, `/lists/${list._id}`);
    await expect(page.getByRole('heading', { name: 'Winter' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Shared with/ })).toHaveCount(0);
  });

  test('/lists/{id} — "Shows \'Wish list not found\' if load fails."', async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Missing');
    await openAs(page, ann, '/lists/no-such-list');
    await expect(page.getByText('Wish list not found', { exact: true })).toBeVisible();
    const list = await listOf(request, ann, 'Real one');
    await failCalls(page, 'GET', new RegExp(`/api/lists/${list._id}$`), { times: 10 });
    await page.goto(`/lists/${list._id}`);
    await expect(page.getByText('Wish list not found', { exact: true })).toBeVisible();
  });

  test("/shared-lists — 'Pending invitations, each with an Accept Invitation action, and the list of accepted shared lists. Empty state links to the dashboard.'", async ({
    page,
    request,
  }) => {
    const owner = await quickPerson(request, 'Otto Pending');
    const friend = await person(request, 'Fay Pending');
    await openAs(page, friend, '/shared-lists');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const list = await listOf(request, owner, 'Otto’s wishes', [{ name: 'Drum' }]);
    const invite = await request.post(`/api/lists/${list._id}/invite`, {
      headers: bearer(owner),
      data: { emails: [friend.email] },
    });
    expect(invite.status()).toBe(200);
    await page.goto('/shared-lists');
    await page.getByRole('button', { name: 'Accept Invitation to Otto’s wishes' }).click();
    await page.goto('/shared-lists');
    await expect(page.getByRole('link', { name: /Otto’s wishes/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Accept Invitation/ })).toHaveCount(0);
  });

  test('/profile — "Email shown read-only with the text \'Email cannot be changed. Contact support if needed.\'."', async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Profile');
    await openAs(page, ann, '/profile');
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(ann.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByText('Email cannot be changed. Contact support if needed.')).toHaveText(
      'Email cannot be changed. Contact support if needed.',
    );
  });

  test("navigation — 'Top navigation for signed-in users: My Lists (/dashboard), Friends Lists (/shared-lists), the profile link showing the user name, and Logout (goes to /login).'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Navigates');
    await openAs(page, ann, '/profile');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Lists' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await nav.getByRole('link', { name: 'Friends Lists' }).click();
    await expect(page).toHaveURL(/\/shared-lists$/);
    await nav.getByRole('link', { name: /Ann Navigates/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("access — 'Anonymous access to protected routes redirects to /login.'", async ({ page }) => {
    for (const route of ['/dashboard', '/shared-lists', '/profile', '/lists/some-list']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
    }
  });

  test("roles — 'Anonymous: only /login, /register and /reset-password/{token}.'", async ({
    page,
  }) => {
    for (const route of ['/login', '/register', '/reset-password/some-token']) {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
    }
    await page.goto('/my-gifts');
    await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
  });

  test("items — 'Item images that fail to load are replaced by a placeholder. Item prices show a $ sign and 2 decimals.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Images');
    const list = await listOf(request, ann, 'Pictures', [
      { name: 'Lamp', price: 12.5, imageUrl: 'http://127.0.0.1:9/gone.png' },
    ]);
    await openAs(page, ann, `/lists/${list._id}`);
    const lamp = page.getByRole('listitem').filter({ hasText: 'Lamp' });
    await expect(lamp).toContainText('$12.50');
    await expect(lamp.getByRole('img', { name: 'No image for Lamp' })).toBeVisible();
  });
});

test.describe('spec: roles', () => {
  test("owner — 'edit list name and description; add, edit and delete items; Quick Add; share, manage and revoke invitations; unmark any bought item.'", async ({
    page,
    request,
  }) => {
    const owner = await person(request, 'Oona Owner');
    const friend = await person(request, 'Fritz Buyer');
    const list = await listOf(request, owner, 'Roles', [{ name: 'Teapot' }]);
    await shareByApi(request, owner, friend, list._id);
    const item = list.items[0]?._id ?? '';
    const mark = await request.put(`/api/lists/${list._id}/items/${item}/mark-bought`, {
      headers: bearer(friend),
    });
    expect(mark.status()).toBe(200);
    await openAs(page, owner, `/lists/${list._id}`);
    await expect(page.getByRole('button', { name: 'Edit list name' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit description' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a new item' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Teapot' })).toBeVisible();
    await page.getByRole('button', { name: 'More actions for Teapot' }).click();
    await expect(page.getByRole('menuitem', { name: /Delete/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Quick Add', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Unmark: Teapot' }).click();
    await expect(page.getByRole('button', { name: 'Mark as bought: Teapot' })).toBeVisible();
  });

  test("giver — 'Any signed-in non-owner viewing a list: view, mark items as bought, and unmark items they bought themselves. Item edit, delete and add controls are hidden for them.'", async ({
    page,
    request,
  }) => {
    const owner = await person(request, 'Omar Owner');
    const friend = await person(request, 'Gina Giver');
    const other = await person(request, 'Hal Other');
    const list = await listOf(request, owner, 'Givers', [{ name: 'Kettle' }, { name: 'Mug' }]);
    await shareByApi(request, owner, friend, list._id);
    await shareByApi(request, owner, other, list._id);
    const mug = list.items.find((item) => item.name === 'Mug')?._id ?? '';
    const marked = await request.put(`/api/lists/${list._id}/items/${mug}/mark-bought`, {
      headers: bearer(other),
    });
    expect(marked.status()).toBe(200);
    await openAs(page, friend, `/lists/${list._id}`);
    await expect(page.getByRole('heading', { name: 'Givers' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /More actions for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a new item' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unmark: Mug' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark as bought: Kettle' }).click();
    await page.getByRole('button', { name: 'Unmark: Kettle' }).click();
    await expect(page.getByRole('button', { name: 'Mark as bought: Kettle' })).toBeVisible();
  });
});
