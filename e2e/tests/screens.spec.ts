import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, captureScreen, registerByApi, siteUrl } from '../support/helpers';
import { bearer, shareByApi } from '../support/list-api';
import { listOf, openAs } from '../support/spec-lines';

/**
 * The everyday screens people meet first, in each language: the owner's list, a giver's list,
 * Quick Add filled from a shop and Quick Add failed, and Share; each checked by axe in the light
 * and the dark theme, without sideways scrolling at 390 and 1280 px, and photographed there.
 * (In German and French, languages.spec.ts takes the two lists, with no English left on them.)
 */
test.describe.configure({ mode: 'serial' });

const LANGUAGES = ['en', 'de', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A static message of a web feature's catalogue, in `language`. */
function words(language: Language, feature: string, key: string): string {
  const file = path.join(root, 'apps/web/src/features', feature, 'locales', `${language}.json`);
  const text = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (!text) throw new Error(`No ${key} in ${file}`);
  return text;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function family(
  request: Parameters<typeof registerByApi>[0],
  language: Language,
): Promise<{ owner: Account; friend: Account; listId: string }> {
  const owner = await registerByApi(request, `Olivia ${language}`);
  const friend = await registerByApi(request, `Ben ${language}`);
  const list = await listOf(request, owner, 'Birthday', [
    { name: 'Reading lamp', price: 1299, description: 'Warm light. '.repeat(40), priority: 3 },
    { name: 'Wool socks', price: 12.5, quantity: 3 },
    { name: 'Teapot', price: 35, currency: 'GBP' },
    { name: 'Board game' },
  ]);
  await shareByApi(request, owner, friend, list._id);
  for (const account of [owner, friend]) {
    const saved = await request.put('/api/auth/preferences', {
      headers: bearer(account),
      data: { language },
    });
    expect(saved.status()).toBe(200);
  }
  const socks = list.items.find((item) => item.name === 'Wool socks')?._id ?? '';
  const claim = await request.put(`/api/lists/${list._id}/items/${socks}/mark-bought`, {
    headers: bearer(friend),
    data: { quantity: 1 },
  });
  expect(claim.status()).toBe(200);
  return { owner, friend, listId: list._id };
}

for (const language of LANGUAGES) {
  test(`${language}: the owner's list, a giver's list, Quick Add filled and failed, Share`, async ({
    browser,
    request,
  }) => {
    const { owner, friend, listId } = await family(request, language);
    const t = (feature: string, key: string) => words(language, feature, key);

    const page = await newPage(browser);
    await openAs(page, owner, `/lists/${listId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { name: 'Reading lamp' })).toBeVisible();
    if (language === 'en') await captureScreen(page, 'everyday-list-owner-en');

    const quickAdd = t('lists', 'lists.header.quickAdd');
    await page.getByRole('button', { name: quickAdd, exact: true }).click();
    const urlStep = page.getByRole('dialog', { name: t('quick-add', 'quickAdd.title') });
    await urlStep
      .getByLabel(t('quick-add', 'quickAdd.url.label'))
      .fill(`${siteUrl()}/product/${language}`);
    await urlStep.getByRole('button', { name: t('quick-add', 'quickAdd.getDetails') }).click();
    const chooser = page.getByRole('dialog', { name: t('quick-add', 'quickAdd.images.title') });
    await expect(chooser.getByRole('img')).toHaveCount(2);
    await chooser.getByRole('img').first().click();
    const form = page.getByRole('dialog', { name: t('lists', 'lists.action.addItem') });
    await expect(form.getByRole('textbox').first()).toHaveValue('Cosy Wool Blanket');
    await captureScreen(page, `everyday-quick-add-filled-${language}`);
    await form.getByRole('button', { name: t('lists', 'lists.action.cancel') }).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: quickAdd, exact: true }).click();
    await urlStep
      .getByLabel(t('quick-add', 'quickAdd.url.label'))
      .fill(`${siteUrl()}/gone-${language}`);
    await urlStep.getByRole('button', { name: t('quick-add', 'quickAdd.getDetails') }).click();
    await expect(form.getByRole('status')).toBeVisible();
    await captureScreen(page, `everyday-quick-add-failed-${language}`);
    await form.getByRole('button', { name: t('lists', 'lists.action.cancel') }).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: t('lists', 'lists.header.share'), exact: true }).click();
    const share = page.getByRole('dialog', { name: t('invitations', 'invitations.share.title') });
    await expect(share).toBeVisible();
    await captureScreen(page, `everyday-share-${language}`);
    await page.context().close();
    if (language !== 'en') return;

    const giver = await newPage(browser);
    await openAs(giver, friend, `/lists/${listId}`);
    await expect(giver.getByRole('heading', { name: 'Wool socks' })).toBeVisible();
    await captureScreen(giver, 'everyday-list-giver-en');
    await giver.context().close();
  });
}
