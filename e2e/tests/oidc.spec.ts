import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TestProvider } from '../../apps/server/src/test/oidc-provider.js';
import { captureScreen, newEmail } from '../support/helpers';
import { freePort, runSettings, type ServerProcess, startServer } from '../support/server-process';

// S2 in a browser: a server set up with a real OpenID Connect provider on loopback (the
// `oidc-provider` package) shows the button, and signing in through the provider's own pages
// ends signed in where the visitor was going.
test.describe.configure({ mode: 'serial' });

let provider: TestProvider;
let server: ServerProcess;
let dataDir: string;
const email = newEmail('erin');

test.beforeAll(async () => {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  provider = await TestProvider.start({
    clientId: 'wishlist-e2e',
    clientSecret: 'e2e-client-secret',
    redirectUri: `${appUrl}/api/auth/oidc/callback`,
    accounts: [{ id: 'erin', email, emailVerified: true, name: 'Erin Provider' }],
  });
  // A data directory of its own: this server's accounts are no other spec's business.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-e2e-oidc-'));
  server = await startServer({ ...runSettings(), dataDir, appUrl }, port, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'wishlist-e2e',
    OIDC_CLIENT_SECRET: 'e2e-client-secret',
    OIDC_NAME: 'Test ID',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Nothing leaves the machine: the provider's page asks for a web font. */
async function loopbackOnly(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}

test('the button signs in through the provider and returns where the visitor was going', async ({
  page,
}) => {
  await loopbackOnly(page);
  await page.goto(`${server.url}/my-gifts`);
  await expect(page).toHaveURL(`${server.url}/login?next=%2Fmy-gifts`);
  const button = page.getByRole('link', { name: 'Sign in with Test ID' });
  await expect(button).toBeVisible();
  await captureScreen(page, 'login-with-provider');
  await button.click();

  // The provider's own pages: sign in, then allow.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill('erin');
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${server.url}/my-gifts`);
  await expect(page.getByRole('link', { name: /Erin Provider/ })).toBeVisible();
  // The session is the app's own: the hand-off code is gone from the address.
  expect(page.url()).not.toContain('code=');
});

test('cancelling at the provider comes back to the sign-in page, saying so', async ({ page }) => {
  await loopbackOnly(page);
  await page.goto(`${server.url}/register`);
  await page.getByRole('link', { name: 'Sign in with Test ID' }).click();
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/login\\?oidc_error=access_denied`));
  await expect(page.getByRole('alert')).toHaveText(
    'Signing in was cancelled at the provider. You can try again, or sign in with your password.',
  );
  await captureScreen(page, 'login-provider-cancelled');
});
