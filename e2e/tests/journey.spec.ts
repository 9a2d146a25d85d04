import { expect, test } from '@playwright/test';
import {
  type Account,
  captureScreen,
  linkIn,
  newEmail,
  registerByApi,
  signIn,
  waitForMail,
} from '../support/helpers';

/** Issue 23: the journey around the spec's screens, in the real browser and server. */
test.describe.configure({ mode: 'serial' });

let owner: Account;
let listId = '';

test.beforeAll(async ({ request }) => {
  owner = await registerByApi(request, 'Olga Owner');
  const list = await request.post('/api/lists', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: 'Olga turns 40' },
  });
  listId = ((await list.json()) as { _id: string })._id;
  const items = Array.from({ length: 30 }, (_, index) => ({ name: `Gift ${index + 1}` }));
  await request.put(`/api/lists/${listId}`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { items },
  });
});

async function invite(request: import('@playwright/test').APIRequestContext, email: string) {
  const since = Date.now();
  const res = await request.post(`/api/lists/${listId}/invite`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { emails: [email] },
  });
  expect(res.status()).toBe(200);
  const mail = await waitForMail(email, /shared the wish list/, since);
  return linkIn(mail, `${process.env.E2E_BASE_URL}/invitations/`);
}

test('a new invitee joins from the e-mail with just a name, then sets a password (E1, E3, E4)', async ({
  page,
  request,
}) => {
  const email = newEmail('nina');
  await page.goto(await invite(request, email));
  await expect(
    page.getByRole('heading', { name: 'Olga Owner shared “Olga turns 40” with you' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await captureScreen(page, 'invitation-join');
  await page.getByLabel('Your name').fill('Nina Niece');
  await page.getByRole('button', { name: 'Join and open the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${listId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Olga turns 40' })).toBeVisible();

  await page.getByRole('link', { name: /Nina Niece/ }).click();
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await captureScreen(page, 'profile');
  await page.getByLabel('New password', { exact: true }).fill('nina-secret');
  await page.getByLabel('Confirm new password').fill('nina-secret');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password saved. Other devices have been signed out.')).toBeVisible();
  const login = await request.post('/api/auth/login', {
    data: { email, password: 'nina-secret' },
  });
  expect(login.status()).toBe(200);
});

test('another account signed in is told so and can switch; the invitee signs in prefilled', async ({
  page,
  request,
}) => {
  const sam = await registerByApi(request, 'Sam Someone');
  const invitee = await registerByApi(request, 'Ivy Invitee');
  const link = await invite(request, invitee.email);
  await signIn(page, sam);
  await page.goto(link);
  await expect(page.getByText(`This invitation is for ${invitee.email}`)).toBeVisible();
  await captureScreen(page, 'invitation-other-account');
  await page.getByRole('button', { name: 'Sign out and continue' }).click();
  await page.getByRole('link', { name: 'Sign in to open the list' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(invitee.email);
  await page.getByLabel('Password', { exact: true }).fill(invitee.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${listId}$`));
});

test('a used reset link says so on arrival and offers a new one (E5)', async ({
  page,
  request,
}) => {
  const bea = await registerByApi(request, 'Bea Forgetful');
  const since = Date.now();
  await request.post('/api/auth/forgot-password', { data: { email: bea.email } });
  const mail = await waitForMail(bea.email, /reset/i, since);
  const link = linkIn(mail, `${process.env.E2E_BASE_URL}/reset-password/`);
  const token = decodeURIComponent(link.split('/reset-password/')[1] ?? '');
  await request.post('/api/auth/reset-password', { data: { token, password: 'new-secret' } });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  await captureScreen(page, 'reset-link-used');
});

test('lists: a new list opens itself, Back restores the scroll, deleting asks and toasts', async ({
  page,
}) => {
  await signIn(page, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Olga turns 40' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForTimeout(100);
  await page.getByRole('link', { name: 'My Lists' }).click();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Olga turns 40' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/dashboard');
  await page.getByLabel('List name').fill('Short-lived');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Short-lived' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const opener = page.getByRole('button', { name: 'Delete this list…' });
  await opener.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this list?' });
  await captureScreen(page, 'delete-list-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(opener).toBeFocused();
  await opener.click();
  await confirm.getByRole('button', { name: 'Delete list' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByText('“Short-lived” was deleted.');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(5_000);
  await expect(toast).toBeVisible();
  await expect(page.getByRole('link', { name: /Short-lived/ })).toHaveCount(0);
});

test('an account is deleted after its password confirms it (E4)', async ({ page, request }) => {
  const leaver = await registerByApi(request, 'Lea Leaving');
  await signIn(page, leaver);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not correct.');
  await dialog.getByLabel('Your password').fill(leaver.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Your account and its lists were deleted.'),
  ).toBeVisible();
  const login = await request.post('/api/auth/login', {
    data: { email: leaver.email, password: leaver.password },
  });
  expect(login.status()).toBe(401);
});

test('HEAD works wherever GET does; the favicon is an icon', async ({ request }) => {
  for (const path of ['/dashboard', '/lists/x', '/favicon.ico', '/favicon.svg']) {
    const head = await request.head(path);
    const get = await request.get(path);
    expect([path, head.status()]).toEqual([path, get.status()]);
    expect(get.status()).toBe(200);
  }
  expect((await request.get('/favicon.ico')).headers()['content-type']).toMatch(/icon/);
  expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
});
