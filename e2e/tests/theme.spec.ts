import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, registerByApi, signIn } from '../support/helpers';

// The page background of each theme (--color-bg), as getComputedStyle reports it.
const LIGHT_BG = 'rgb(247, 247, 251)';
const DARK_BG = 'rgb(18, 17, 24)';

interface Shown {
  attribute: string | null;
  background: string;
  colorScheme: string;
}

/** The theme shown right now: the attribute the CSS reads, and what the page really paints. */
function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => ({
    attribute: document.documentElement.dataset.theme ?? null,
    background: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
  }));
}

/**
 * Opens `path` with the app's script held back and waits for the page to show `expected`: with
 * no app running, only the page's head (src/theme-boot.js, the stylesheet) can have set it, so it
 * is what the first paint shows (the stylesheet blocks painting until it has loaded).
 */
async function expectBeforeTheApp(page: Page, path: string, expected: Shown) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    /\/assets\/index-[^/]+\.js$/,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByText('Loading…')).toBeVisible();
  await expect.poll(() => shown(page)).toEqual(expected);
  // Still held: it really was the head alone.
  await expect(page.getByText('Loading…')).toBeVisible();
  release();
}

test('signed out: the button cycles System → Light → Dark and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/login');
  const toggle = page.getByRole('button', { name: 'Theme: System' });
  await expect(toggle).toBeVisible();
  expect(await shown(page)).toEqual({
    attribute: null,
    background: LIGHT_BG,
    colorScheme: 'light',
  });

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeFocused();
  expect((await shown(page)).attribute).toBe('light');

  await page.getByRole('button', { name: 'Theme: Light' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeFocused();
  expect(await shown(page)).toEqual({
    attribute: 'dark',
    background: DARK_BG,
    colorScheme: 'dark',
  });
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expectAccessible(page, 'login, dark by choice');

  // The system is light, the choice dark: dark from the first paint, before the app runs.
  await expectBeforeTheApp(page, '/login', {
    attribute: 'dark',
    background: DARK_BG,
    colorScheme: 'dark',
  });
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect((await shown(page)).background).toBe(DARK_BG);

  // Back to System: the choice is forgotten and the page follows the system again.
  await page.getByRole('button', { name: 'Theme: Dark' }).click();
  await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await shown(page)).toEqual({ attribute: null, background: DARK_BG, colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  expect((await shown(page)).background).toBe(LIGHT_BG);
});

test('a light choice wins over a dark system, from the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/register');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await expectBeforeTheApp(page, '/register', {
    attribute: 'light',
    background: LIGHT_BG,
    colorScheme: 'light',
  });
  await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
});

test('a corrupt saved theme follows the system', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('theme', '{"not": "a theme"}'));
  for (const [colorScheme, background] of [
    ['dark', DARK_BG],
    ['light', LIGHT_BG],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await shown(page)).toEqual({ attribute: null, background, colorScheme });
    await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
  }
});

test('signed in: the top bar has the button, at phone and desktop widths', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'Theo Theme');
  await signIn(page, account);
  const banner = page.getByRole('banner');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expect(banner.getByRole('button', { name: 'Theme: System' })).toBeInViewport();
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeInViewport();
  }

  await banner.getByRole('button', { name: 'Theme: System' }).click();
  await banner.getByRole('button', { name: 'Theme: Light' }).click();
  expect((await shown(page)).background).toBe(DARK_BG);
  await expectAccessible(page, 'dashboard, dark by choice');

  // The choice belongs to the device: still dark on the next page and after signing in again.
  await page.getByRole('link', { name: 'Friends Lists' }).click();
  expect((await shown(page)).attribute).toBe('dark');
  await banner.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await shown(page)).background).toBe(DARK_BG);
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
});
