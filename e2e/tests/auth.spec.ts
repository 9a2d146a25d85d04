import { expect, test } from '@playwright/test';
import { captureScreen, linkIn, newEmail, signOut, waitForMail } from '../support/helpers';

test.describe('accounts', () => {
  test('while the main script is on its way, the page says it is loading', async ({ page }) => {
    // Hold the main script back, as a slow phone on a slow network would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText('Loading…');
    release();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
  });

  test('anonymous visitors are sent to /login; register validates and signs in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // Any other page is where the visitor returns after signing in.
    for (const route of ['/shared-lists', '/profile', '/lists/anything']) {
      await page.goto(route);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(route)}`);
    }
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await captureScreen(page, 'login');

    // show/hide password
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    // wrong credentials show the server's message
    await page.getByLabel('Email').fill('nobody@example.test');
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await captureScreen(page, 'register');
    const email = newEmail('ann');
    await page.getByLabel('Full name').fill('  Ann Owner  ');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm password').fill('secret-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm password').fill('secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Ann Owner!' })).toBeVisible();
    // A new account is told to confirm its address, and may ask for the link again.
    const banner = page.getByRole('region', { name: 'Please confirm your email address' });
    await expect(banner).toContainText(email);
    await captureScreen(page, 'dashboard-empty');
    const resentSince = Date.now();
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await expect(banner).toContainText(`We sent a new link to ${email}.`);
    const confirmation = await waitForMail(email, /confirm/i, resentSince);
    await page.goto(linkIn(confirmation, `${process.env.E2E_BASE_URL}/verify-email/`));
    await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await captureScreen(page, 'verify-email-confirmed');
    await page.getByRole('link', { name: 'Go to my lists' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Ann Owner!' })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // signed in: /login, /register and / go to the dashboard
    for (const route of ['/login', '/register', '/']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/dashboard$/);
    }

    // registering the same address again shows the server's message
    await signOut(page);
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Ann Again');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm password').fill('secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('forgot password: the e-mailed link resets it and leads back to sign in', async ({
    page,
    request,
  }) => {
    const email = newEmail('rita');
    await request.post('/api/auth/register', {
      data: { name: 'Rita Reset', email, password: 'old-secret' },
    });
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await expect(
      page.getByText('This password reset link is invalid or has expired.'),
    ).toBeVisible();
    await captureScreen(page, 'reset-invalid-link');
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const since = Date.now();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toBeVisible();
    await captureScreen(page, 'forgot-password-dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(email, /reset/i, since);
    const link = linkIn(mail, `${process.env.E2E_BASE_URL}/reset-password/`);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await captureScreen(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill('new-secret');
    await page.getByLabel('Confirm new password').fill('other-secret');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('New password', { exact: true }).fill('tiny');
    await page.getByLabel('Confirm new password').fill('tiny');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
    await page.getByLabel('New password', { exact: true }).fill('new-secret');
    await page.getByLabel('Confirm new password').fill('new-secret');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    // the link is used up, and the page says so before anything is typed (issue 23, E5)
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('new-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a corrupt saved user signs out; profile name rules', async ({ page, request }) => {
    const email = newEmail('paul');
    await request.post('/api/auth/register', {
      data: { name: 'Paul Profile', email, password: 'secret-pass' },
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('link', { name: 'Paul Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    await expect(
      page.getByText('Email cannot be changed. Contact support if needed.'),
    ).toBeVisible();
    const update = page.getByRole('button', { name: 'Update profile' });
    await expect(update).toBeDisabled();
    await captureScreen(page, 'profile');
    await page.getByLabel('Full name').fill('P');
    await update.click();
    await expect(page.getByRole('alert')).toHaveText('Name must be at least 2 characters long');
    await page.getByLabel('Full name').fill('P'.repeat(51));
    await update.click();
    await expect(page.getByRole('alert')).toHaveText('Name must be less than 50 characters long');
    await page.getByLabel('Full name').fill('  Paula Profile ');
    await update.click();
    await expect(page.getByRole('status')).toHaveText('Profile updated');
    await expect(page.getByRole('link', { name: 'Paula Profile' })).toBeVisible();
    await page.getByRole('link', { name: '← Back to dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Paula Profile!' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('user', '{not json'));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    // a token the server refuses (401) signs out too
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('user', JSON.stringify({ id: 'x', email: 'x@example.test', name: 'X' }));
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
