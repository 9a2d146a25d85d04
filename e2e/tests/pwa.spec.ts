import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Account,
  captureScreen,
  registerByApi,
  screenshotAt,
  siteUrl,
} from '../support/helpers';
import { bearer, createListByApi, shareByApi } from '../support/list-api';
import {
  installCheck,
  OwnServer,
  profileBrowser,
  serviceWorkerInCharge,
  signInAt,
} from '../support/pwa';

/**
 * The installable app (issue 27, N4) on a server of this spec's own (support/pwa.ts), which it
 * stops to take the network away and whose files it changes to deploy anew. Service workers are
 * blocked in the other specs (playwright.config.ts); here they run.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let owner: Account;
let ownListId = '';

test.beforeAll(async ({ playwright }) => {
  server = await OwnServer.start();
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await registerByApi(request, 'Petra Pwa');
  const own = await createListByApi(request, owner, 'Birthday', [
    { name: 'Reading lamp', type: 'want', quantity: 1, priority: 0 },
    { name: 'Wool socks', type: 'want', quantity: 1, priority: 0 },
  ]);
  ownListId = own._id;
  await friendsListWithAClaim(request, owner);
  await request.dispose();
});
test.afterAll(async () => server.dispose());

/** A friend's list shared with the owner, with a gift the owner claimed: Friends Lists and My Gifts. */
async function friendsListWithAClaim(request: APIRequestContext, account: Account): Promise<void> {
  const friend = await registerByApi(request, 'Felix Friend');
  const list = await createListByApi(request, friend, 'Felix turns 40', [
    { name: 'Espresso cups', type: 'want', quantity: 1, priority: 0 },
  ]);
  await shareByApi(request, friend, account, list._id);
  const item = list.items[0]?._id ?? '';
  const claim = await request.put(`/api/lists/${list._id}/items/${item}/mark-bought`, {
    headers: bearer(account),
  });
  expect(claim.status()).toBe(200);
}

const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline' });

test('installable: the manifest, its icons and share target, and an active service worker (CDP)', async () => {
  const browser = await profileBrowser();
  try {
    await installable(browser.context.pages()[0] ?? (await browser.context.newPage()));
  } finally {
    await browser.close();
  }
});

async function installable(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await serviceWorkerInCharge(page);
  const check = await installCheck(page);
  expect(check.installabilityErrors).toEqual([]);
  expect(check.manifestErrors).toEqual([]);
  // Chromium's own reading of it: the icons, the start page and the share target.
  const origin = server.url;
  expect(check.parsed?.icons?.map((icon) => icon.url)).toEqual([
    `${origin}/icon-192.png`,
    `${origin}/icon-512.png`,
    `${origin}/icon-maskable-512.png`,
  ]);
  expect(check.parsed).toMatchObject({ startUrl: `${origin}/dashboard`, scope: `${origin}/` });
  expect(check.parsed?.shareTarget?.action).toBe(`${origin}/share`);
  const { manifest } = check;
  expect(manifest).toMatchObject({
    name: 'Wishlist',
    start_url: '/dashboard',
    display: 'standalone',
  });
  expect(manifest.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons ?? []) {
    const answer = await page.request.get(`${server.url}${icon.src}`);
    expect([icon.src, answer.headers()['content-type']]).toEqual([icon.src, 'image/png']);
  }
  expect(manifest.share_target).toEqual({
    action: '/share',
    method: 'GET',
    enctype: 'application/x-www-form-urlencoded',
    params: { title: 'title', text: 'text', url: 'url' },
  });
  // A theme colour for each of the app's themes.
  const themeColours = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) =>
      metas.map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`),
    );
  expect(themeColours).toEqual([
    '(prefers-color-scheme: light) #ffffff',
    '(prefers-color-scheme: dark) #1c1b26',
  ]);
  const worker = await page.request.get(`${server.url}/sw.js`);
  expect(worker.headers()['cache-control']).toBe('no-cache');
}

test('offline: the lists last seen show read-only after a reload, with a notice; writes wait, saying why', async ({
  page,
  context,
}) => {
  await signInAt(page, server.url, owner);
  await serviceWorkerInCharge(page);
  // Seen once online, each from a page load of its own.
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByRole('link', { name: /Birthday/ })).toBeVisible();
  await page.goto(`${server.url}/lists/${ownListId}`);
  await expect(page.getByRole('heading', { name: 'Reading lamp' })).toBeVisible();
  await page.goto(`${server.url}/shared-lists`);
  await expect(page.getByText('Felix turns 40')).toBeVisible();
  await page.goto(`${server.url}/my-gifts`);
  await expect(page.getByText('Espresso cups')).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);

  // The network goes: the browser says so, and the server is gone too.
  await context.setOffline(true);
  await server.stop();
  try {
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole('link', { name: /Birthday/ })).toBeVisible();
    await expect(offlineNotice(page)).toContainText(
      'You are offline These are your lists as last loaded. Changes cannot be saved until you are back online.',
    );
    await captureScreen(page, 'offline-dashboard');

    await page.getByRole('link', { name: /Birthday/ }).click();
    await expect(page.getByRole('heading', { name: 'Wool socks' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Reading lamp' })).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();

    // Nothing can be changed while offline: the writes wait, saying why (the banner's words).
    const add = page.getByRole('button', { name: 'Add a new item' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/You are offline/);
    await expect(page.getByRole('button', { name: 'Edit Reading lamp' })).toBeDisabled();
    await captureScreen(page, 'offline-list');

    await page.getByRole('link', { name: 'Friends Lists' }).click();
    await expect(page.getByText('Felix turns 40')).toBeVisible();
    await page.getByRole('link', { name: 'My Gifts' }).click();
    await expect(page.getByText('Espresso cups')).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();
  } finally {
    await server.resume();
    await context.setOffline(false);
  }
  // Back online: the notice goes, and the list can be changed again.
  await expect(offlineNotice(page)).toHaveCount(0);
  await page.goto(`${server.url}/lists/${ownListId}`);
  await expect(page.getByRole('heading', { name: 'Reading lamp' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a new item' })).toBeEnabled();
});

test('the server down while online: the lists last seen, "Can\'t reach the server" with Retry, writes waiting', async ({
  page,
}) => {
  await signInAt(page, server.url, owner);
  await serviceWorkerInCharge(page);
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByRole('link', { name: /Birthday/ })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: "Can't reach the server" });
  const create = page.getByRole('button', { name: 'Create list' });
  await server.stop();
  try {
    await page.goto(`${server.url}/dashboard`);
    // The worker's kept copy shows, and the page knows it is one.
    await expect(page.getByRole('link', { name: /Birthday/ })).toBeVisible();
    await expect(banner).toHaveText(
      "Can't reach the server What you see may be out of date, and changes cannot be saved until it answers again.",
    );
    await expect(offlineNotice(page)).toHaveCount(0);
    await page.getByLabel('List name').fill('Christmas');
    await expect(create).toBeDisabled();
    await captureScreen(page, 'server-unreachable');
  } finally {
    await server.resume();
  }
  await page.locator('.connection-notice').getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toHaveCount(0);
  await expect(create).toBeEnabled();
});

test('share target: signed out, sign in first; then pick a list and Quick Add reads the link at once', async ({
  page,
}) => {
  const product = `${siteUrl()}/product/blanket`;
  // As Android's apps share: the product's name and its link in `text`.
  const shared = `/share?${new URLSearchParams({ title: 'Blanket', text: `Cosy Wool Blanket ${product}` })}`;
  await page.goto(`${server.url}${shared}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Add to a wish list' })).toBeVisible();
  await expect(page.getByText(product, { exact: true })).toBeVisible();
  const choices = page.getByRole('region', { name: 'Which list?' });
  await expect(choices.getByRole('link')).toHaveText([/^Birthday/]);
  await captureScreen(page, 'share-target');

  await choices.getByRole('link', { name: /Birthday/ }).click();
  // No URL step (X2): straight to the image chooser.
  const chooser = page.getByRole('dialog', { name: 'Choose an image' });
  await expect(chooser).toBeVisible({ timeout: 12_000 });
  await expect(page).toHaveURL(new RegExp(`/lists/${ownListId}$`));
  await captureScreen(page, 'share-quick-add');
  await chooser.getByRole('button', { name: 'Skip' }).click();
  const form = page.getByRole('dialog', { name: 'Add item' });
  await expect(form.getByLabel('Name')).toHaveValue('Cosy Wool Blanket');
  await expect(form.getByLabel('Link')).toHaveValue(/\/product\/blanket/);
  await form.getByRole('button', { name: 'Cancel' }).click();
});

test('a new deploy is picked up on the next visit while online', async ({ page }) => {
  await signInAt(page, server.url, owner);
  await serviceWorkerInCharge(page);
  await expect(page.locator('meta[name="build"]')).toHaveCount(0);

  server.deployIndex('2');
  await page.goto(`${server.url}/dashboard`);
  await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', '2');
  await expect(page.getByRole('link', { name: /Birthday/ })).toBeVisible();
  // Still the service worker's page: it asked the network first.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('the profile offers a bookmarklet that opens the share page with the page it is used on; not on a phone', async ({
  page,
  browser,
}) => {
  await signInAt(page, server.url, owner);
  await page.goto(`${server.url}/profile`);
  const section = page.getByRole('region', { name: 'Add from any page' });
  const link = section.getByRole('link', { name: 'Add to Wishlist', exact: true });
  await expect(link).toHaveAttribute('href', /^javascript:void\(\(\(\)=>\{/);
  await expect(link).toHaveAttribute('href', new RegExp(`const a="${server.url}"`));
  await screenshotAt(page, 'profile-bookmarklet');
  // A click here adds nothing (the link is for dragging to the bookmarks bar).
  await link.click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(page.context().pages()).toHaveLength(1);

  // A phone: touch only, no bookmarks bar to drag it to.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const phonePage = await phone.newPage();
    await signInAt(phonePage, server.url, owner);
    await phonePage.goto(`${server.url}/profile`);
    await expect(phonePage.getByLabel('Full name')).toBeVisible();
    await expect(phonePage.getByRole('region', { name: 'Add from any page' })).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
