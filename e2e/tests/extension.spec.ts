import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { launchWithExtension, type WithExtension } from '../support/browser-extension';
import { type Account, captureScreen, expectAccessible, registerByApi } from '../support/helpers';
import { bearer, createListByApi } from '../support/list-api';
import { startRefusingShop } from '../support/refusing-shop';

// X1 in Chromium: the extension loaded unpacked, pointed at this server, signed in through the
// web app's connect page, then adding a page that refuses servers from the page the browser
// shows, with the right title, price and image.

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** The server as the extension reaches it: `localhost`, the address it may reach from install. */
const serverAddress = () => (process.env.E2E_BASE_URL ?? '').replace('127.0.0.1', 'localhost');

/** The popup (a page of its own, 380 px wide) with axe, light and dark, to look at. */
async function shootPopup(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page, `${name}-${colorScheme}`);
    if (process.env.E2E_SCREENSHOTS !== 'off') {
      fs.mkdirSync(screenshots, { recursive: true });
      const suffix = colorScheme === 'dark' ? '-dark' : '';
      await page.locator('body').screenshot({ path: `${screenshots}/${name}${suffix}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

let browser: WithExtension;
test.beforeAll(async () => {
  browser = await launchWithExtension();
});
test.afterAll(async () => {
  await browser?.close();
});

/** The extension's own pages, as a tab: the popup when the toolbar cannot be clicked. */
const extensionPage = async (file: string) => {
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.id}/${file}`);
  return page;
};

async function connect(account: Account) {
  // The options page: this server's address (its permission comes with the install).
  const options = await extensionPage('options.html');
  await options.getByLabel('Wishlist address').fill(`${serverAddress()}/dashboard`);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('Saved.')).toBeVisible();
  await expect(options.getByLabel('Wishlist address')).toHaveValue(serverAddress());
  await expect(options.getByText('Not connected yet.')).toBeVisible();
  await shootPopup(options, 'extension-options');

  // Sign in: the extension opens the web app's connect page; the person signs in there.
  const opened = browser.context.waitForEvent('page');
  await options.getByRole('button', { name: 'Sign in' }).click();
  const web = await opened;
  await expect(web).toHaveURL(/\/login\?next=/);
  expect(web.url()).not.toContain('wl_');
  await web.getByLabel('Email').fill(account.email);
  await web.getByLabel('Password', { exact: true }).fill(account.password);
  await web.getByRole('button', { name: 'Sign in' }).click();
  await expect(web).toHaveURL(/\/connect-extension$/);
  const confirm = web.getByRole('button', { name: 'Connect the extension' });
  await expect(confirm).toBeEnabled();
  await captureScreen(web, 'extension-connect');
  await confirm.click();
  await expect(web.getByRole('heading', { name: 'The extension is connected' })).toBeVisible();
  await captureScreen(web, 'extension-connected');
  expect(web.url()).not.toContain('wl_');
  await expect(options.getByText(`Connected to ${serverAddress()}.`)).toBeVisible();
  await web.close();
  await options.close();
}

test('the web page hands the extension a write token, and the extension adds a page that refuses servers', async ({
  request,
}) => {
  const owner = await registerByApi(request, 'Elsie Extension');
  await createListByApi(request, owner, 'Kitchen', []);
  const birthday = await createListByApi(request, owner, 'Birthday', []);
  const shop = await startRefusingShop();
  try {
    await connect(owner);
    // The extension holds a token the server made for it (P2, write), and nothing else does.
    expect(await browser.storedToken()).toMatch(/^wl_[\w-]{43}$/);
    const tokens = await request.get('/api/auth/tokens', { headers: bearer(owner) });
    expect(await tokens.json()).toEqual([
      expect.objectContaining({ name: 'Browser extension', scope: 'write' }),
    ]);
    // The context menu's entry is there (the browser offers no way to click it from here).
    expect(await browser.hasMenuEntry('add-to-wishlist')).toBe(true);

    // The shop refuses the server: Quick Add by its address alone is refused.
    const byAddress = await request.post('/api/scrape', {
      headers: bearer(owner),
      data: { url: shop.productUrl },
    });
    expect(byAddress.status()).toBe(422);

    // A person opens the product (the shop checks their browser, then the page's script
    // writes the product) and presses the extension's button.
    const product = await browser.context.newPage();
    await product.goto(shop.productUrl);
    await expect(product.getByRole('heading', { name: 'Walnut Desk Lamp' })).toBeVisible();
    await browser.pressToolbarButton(shop.productUrl);
    const tabId = await browser.tabIdOf(shop.productUrl);
    const refusedBefore = shop.refused();

    // The popup as the button opened it, in a tab of its own to drive.
    const popup = await extensionPage(`popup.html?tab=${tabId}`);
    await expect(popup.getByLabel('Name')).toHaveValue('Walnut Desk Lamp');
    await expect(popup.getByLabel('Price (GBP)')).toHaveValue('49.90');
    await expect(popup.getByLabel('Description')).toHaveValue('A warm lamp for late reading.');
    const photo = popup.getByRole('radio', { name: 'Choice 1 of 1' });
    await expect(photo).toBeChecked();
    await expect(photo).toHaveValue(shop.photoUrl);
    await expect(popup.getByLabel('Name')).not.toBeFocused();
    await expect(popup.getByLabel('List')).toBeFocused();
    await shootPopup(popup, 'extension-popup-form');

    // Another list and a changed name; saved with Enter on the button.
    await popup.getByLabel('List').selectOption({ label: 'Birthday' });
    await popup.getByLabel('Name').fill('Walnut desk lamp');
    await popup.getByRole('button', { name: 'Add to list' }).press('Enter');
    await expect(popup.getByRole('heading', { name: 'Added' })).toBeFocused();
    await expect(popup.getByText('Added to “Birthday”.')).toBeVisible();
    await shootPopup(popup, 'extension-popup-added');
    // Nothing more was asked of the shop: the page came from the browser.
    expect(shop.refused()).toBe(refusedBefore);

    const saved = await request.get(`/api/lists/${birthday._id}`, { headers: bearer(owner) });
    expect((await saved.json()).items).toEqual([
      expect.objectContaining({
        name: 'Walnut desk lamp',
        price: 49.9,
        currency: 'GBP',
        imageUrl: shop.photoUrl,
        affiliateLink: shop.productUrl,
        description: 'A warm lamp for late reading.',
      }),
    ]);
  } finally {
    await shop.close();
  }
});
