import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { captureScreen, registerByApi, signIn, siteUrl } from '../support/helpers';

// Needs POST /api/scrape on the server (the contract's Quick Add call).
test('Quick Add: progress, image chooser (pick or Skip), then the prefilled form', async ({
  page,
  request,
}) => {
  const owner = await registerByApi(request, 'Quinn Quick');
  const created = await request.post('/api/lists', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: 'Home wishes', isPublic: false },
  });
  expect(created.status()).toBe(201);
  const list = (await created.json()) as { _id: string };
  await signIn(page, owner);
  await page.goto(`/lists/${list._id}`);

  await page.getByRole('button', { name: 'Quick Add', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Quick Add' });
  await dialog.getByLabel('Product URL').fill(`${siteUrl()}/product/blanket?slow`);
  await dialog.getByRole('button', { name: 'Get details' }).click();
  await expect(dialog.getByRole('status')).toContainText('Getting product details');
  await captureScreen(page, 'quick-add-extracting');

  const chooser = page.getByRole('dialog', { name: 'Choose an image' });
  await expect(chooser).toBeVisible({ timeout: 12_000 });
  await expect(chooser.getByRole('button', { name: /Choice 1 of/ })).toBeVisible();
  await captureScreen(page, 'quick-add-images');
  await chooser.getByRole('button', { name: /Choice 2 of/ }).click();

  dialog = page.getByRole('dialog', { name: 'Add item' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Cosy Wool Blanket');
  // The shop prices in pounds, the new list in dollars (L2): the item keeps the shop's pounds,
  // and the form says so; nothing is relabelled.
  await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  await expect(dialog.getByLabel('Price (£)')).toHaveValue('49.99');
  await expect(dialog.getByLabel('Price (£)')).toHaveAccessibleDescription(
    "This price stays in GBP; the list's prices are in USD. Nothing is converted.",
  );
  await expect(dialog.getByLabel('Link')).toHaveValue(/\/product\/blanket/);
  await expect(dialog.getByLabel('Image URL')).toHaveValue(/\/images\/(red|blue)\.png$/);
  await captureScreen(page, 'quick-add-prefilled');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();
  const blanket = page.getByRole('listitem').filter({ hasText: 'Cosy Wool Blanket' });
  await expect(blanket).toContainText('£49.99');
  // The list keeps its own currency; the blanket's price keeps the shop's.
  await page.getByRole('button', { name: 'More list actions' }).click();
  await page.getByRole('menuitem', { name: 'List settings…' }).click();
  const settings = page.getByRole('dialog', { name: 'List settings' });
  await expect(settings.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await expect(blanket.getByRole('img', { name: 'Cosy Wool Blanket' })).toBeVisible();

  // Skip: the same product without an image
  await page.getByRole('button', { name: 'Quick Add', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Quick Add' });
  await dialog.getByLabel('Product URL').fill(`${siteUrl()}/product/second`);
  await dialog.getByRole('button', { name: 'Get details' }).click();
  await page
    .getByRole('dialog', { name: 'Choose an image' })
    .getByRole('button', { name: 'Skip' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Add item' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Cosy Wool Blanket');
  await expect(dialog.getByLabel('Image URL')).toHaveValue('');
  // Again in the shop's pounds; the list stays in dollars.
  await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  await expect(dialog.getByLabel('Price (£)')).toHaveValue('49.99');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

async function ownerOnNewList(page: Page, request: APIRequestContext, name: string) {
  const owner = await registerByApi(request, name);
  const created = await request.post('/api/lists', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: 'Cosy things', isPublic: false },
  });
  expect(created.status()).toBe(201);
  const list = (await created.json()) as { _id: string };
  await signIn(page, owner);
  await page.goto(`/lists/${list._id}`);
}

async function quickAdd(page: Page, url: string) {
  await page.getByRole('button', { name: 'Quick Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Add' });
  await dialog.getByLabel('Product URL').fill(url);
  await dialog.getByRole('button', { name: 'Get details' }).click();
  return dialog;
}

test('"On scrape failure, the add form opens with only the link prefilled", the server’s reason on top', async ({
  page,
  request,
}) => {
  await ownerOnNewList(page, request, 'Fay Failure');
  await quickAdd(page, `${siteUrl()}/shop/no-such-page`);
  const form = page.getByRole('dialog', { name: 'Add item' });
  await expect(form.getByRole('status')).toHaveText(
    "The shop says this page doesn't exist; check the link.",
  );
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Quick Add' })).toHaveCount(0);
  await expect(form.getByLabel('Link')).toHaveValue(`${siteUrl()}/shop/no-such-page`);
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Image URL')).toHaveValue('');
  await captureScreen(page, 'quick-add-failed');
  // What is typed there is kept and saved, the note staying where it is.
  await form.getByLabel('Name').fill('Wool socks');
  await expect(form.getByRole('status')).toBeVisible();
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Wool socks' })).toBeVisible();

  // Not a web address at all: the same form, the server's words, the link to correct there.
  await quickAdd(page, 'not a web address');
  await expect(form.getByRole('status')).toHaveText('That does not look like a web address.');
  await expect(form.getByLabel('Link')).toHaveValue('not a web address');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test('Quick Add: a single picture is one click to use or skip; a page with no product says so', async ({
  page,
  request,
}) => {
  await ownerOnNewList(page, request, 'Sina Single');
  await quickAdd(page, `${siteUrl()}/shop/throw-single-image`);
  const chooser = page.getByRole('dialog', { name: 'Choose an image' });
  await expect(chooser.getByRole('img')).toHaveCount(1);
  await captureScreen(page, 'quick-add-one-image');
  await chooser.getByRole('button', { name: 'Use this image' }).click();
  const form = page.getByRole('dialog', { name: 'Add item' });
  await expect(form.getByLabel('Name')).toHaveValue('Merino Throw');
  await expect(form.getByLabel('Image URL')).toHaveValue(/\/images\/red\.png$/);
  await expect(form.getByRole('status')).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await quickAdd(page, `${siteUrl()}/shop/no-product`);
  await expect(form.getByRole('status')).toHaveText(
    'We found no product details on that page. Fill in what you know.',
  );
  await expect(form.getByLabel('Link')).toHaveValue(`${siteUrl()}/shop/no-product`);
  await expect(form.getByLabel('Name')).toHaveValue('');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test('Quick Add: an HTML description arrives as plain text that saves; broken pictures are hidden', async ({
  page,
  request,
}) => {
  await ownerOnNewList(page, request, 'Hana Html');

  // one picture of two loads: the chooser offers that one alone
  await quickAdd(page, `${siteUrl()}/shop/throw-one-image`);
  const chooser = page.getByRole('dialog', { name: 'Choose an image' });
  await expect(chooser.getByRole('button', { name: 'Choice 1 of 1' })).toBeVisible();
  await expect(chooser.getByRole('img')).toHaveCount(1);
  await chooser.getByRole('button', { name: 'Choice 1 of 1' }).press('Enter');

  let form = page.getByRole('dialog', { name: 'Add item' });
  await expect(form.getByLabel('Name')).toHaveValue('Merino Throw');
  await expect(form.getByLabel('Image URL')).toHaveValue(/\/images\/blue\.png$/);
  const description = await form.getByLabel('Description').inputValue();
  expect(description.startsWith('Merino Throw\n\n• 100% wool\n• 130 × 170 cm\n\nSoft & warm')).toBe(
    true,
  );
  expect(description).toContain('it’s made to last.');
  expect(description).not.toMatch(/[<>]|&[a-z#0-9]+;/i);
  expect(description.length).toBeLessThanOrEqual(2000);
  expect(description.endsWith('…')).toBe(true);
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Merino Throw' })).toBeVisible();

  // no picture loads: straight on to the form, without an image
  await quickAdd(page, `${siteUrl()}/shop/throw-broken-images`);
  form = page.getByRole('dialog', { name: 'Add item' });
  await expect(form.getByLabel('Name')).toHaveValue('Merino Throw');
  await expect(form.getByLabel('Image URL')).toHaveValue('');
  await expect(page.getByRole('dialog', { name: 'Choose an image' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});
