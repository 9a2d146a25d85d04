import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoEnglishLeft } from '../support/catalogues';
import { type Account, captureScreen, registerByApi, screenshotAt } from '../support/helpers';
import { bearer, createListByApi, shareByApi } from '../support/list-api';

/**
 * N5: the app in German and French. Each language's people see the main screens with no English
 * message left on them (every English catalogue text that language words differently is looked
 * for), with dates and prices written their way; screenshots of each screen in each language.
 */
test.describe.configure({ mode: 'serial' });

const LANGUAGES = ['de', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

const people: Record<Language, { owner: Account; friend: Account; listId: string }> = {} as never;

test.beforeAll(async ({ request }) => {
  for (const language of LANGUAGES) {
    const owner = await registerByApi(request, `Owner ${language}`);
    const friend = await registerByApi(request, `Friend ${language}`);
    const list = await createListByApi(
      request,
      owner,
      language === 'de' ? 'Geburtstag' : 'Anniversaire',
      [
        { name: 'Kamera', price: 1234.5, priority: 1, quantity: 2 },
        { name: 'Buch', price: 19.99 },
        { name: 'Schal' },
      ],
    );
    await shareByApi(request, owner, friend, list._id);
    // Then their language: the invitation e-mail went out in English, which shareByApi reads.
    for (const account of [owner, friend]) {
      const saved = await request.put('/api/auth/preferences', {
        headers: bearer(account),
        data: { language },
      });
      expect(saved.status()).toBe(200);
    }
    const claim = await request.put(
      `/api/lists/${list._id}/items/${list.items[1]?._id}/mark-bought`,
      {
        headers: bearer(friend),
      },
    );
    expect(claim.status()).toBe(200);
    people[language] = { owner, friend, listId: list._id };
  }
});

/** Signs `account` in on this page as the app would after a sign-in (its saved session). */
async function openAs(page: Page, account: Account, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((saved) => {
    localStorage.setItem('token', saved.token);
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: saved.id,
        email: saved.email,
        name: saved.name,
        emailVerified: true,
        hasPassword: true,
      }),
    );
  }, account);
  await page.goto(path);
}

async function newPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test('a visitor whose browser speaks German or French gets the sign-in pages in it', async ({
  browser,
}) => {
  for (const [locale, language] of [
    ['de-DE', 'de'],
    ['fr-FR', 'fr'],
  ] as const) {
    const page = await newPage(browser, locale);
    await page.goto('/login');
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    await expectNoEnglishLeft(page, language, 'login');
    await screenshotAt(page, `login-${language}`);
    await page.goto('/register');
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    await expectNoEnglishLeft(page, language, 'register');
    await page.context().close();
  }
});

for (const language of LANGUAGES) {
  test(`${language}: the main screens have no English left, for the owner and a friend`, async ({
    browser,
  }) => {
    const { owner, friend, listId } = people[language];
    // The browser says English: the account's kept language wins.
    const page = await newPage(browser, 'en-US');
    await openAs(page, owner, '/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('link', { name: /Geburtstag|Anniversaire/ })).toBeVisible();
    await expectNoEnglishLeft(page, language, 'dashboard');
    await captureScreen(page, `dashboard-${language}`);

    await page.goto(`/lists/${listId}`);
    await expect(page.getByRole('heading', { name: 'Kamera' })).toBeVisible();
    // 1234.5 in the list's dollars, the language's way: 1.234,50 $ or 1 234,50 $.
    await expect(page.getByText(/1[.\u202f\u00a0]234,50\u00a0\$/)).toBeVisible();
    await expectNoEnglishLeft(page, language, 'list (owner)');
    await captureScreen(page, `list-owner-${language}`);

    await page.goto('/profile');
    await expect(page.locator('h1')).toBeVisible();
    await expectNoEnglishLeft(page, language, 'profile');
    await screenshotAt(page, `profile-${language}`);
    await page.context().close();

    const friendPage = await newPage(browser, 'en-US');
    await openAs(friendPage, friend, `/lists/${listId}`);
    await expect(friendPage.getByRole('heading', { name: 'Buch' })).toBeVisible();
    await expectNoEnglishLeft(friendPage, language, 'list (friend)');
    await captureScreen(friendPage, `list-friend-${language}`);
    for (const [path, name] of [
      ['/shared-lists', 'friends-lists'],
      ['/my-gifts', 'my-gifts'],
    ] as const) {
      await friendPage.goto(path);
      await expect(friendPage.getByText(/Geburtstag|Anniversaire/).first()).toBeVisible();
      await expectNoEnglishLeft(friendPage, language, name);
      await screenshotAt(friendPage, `${name}-${language}`);
    }
    await friendPage.context().close();
  });
}
