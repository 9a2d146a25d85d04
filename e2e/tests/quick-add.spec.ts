import { expect, test } from '@playwright/test';
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
  await expect(dialog.getByLabel('Price ($)')).toHaveValue('49.99');
  await expect(dialog.getByLabel('Link')).toHaveValue(/\/product\/blanket/);
  await expect(dialog.getByLabel('Image URL')).toHaveValue(/\/images\/(red|blue)\.png$/);
  await captureScreen(page, 'quick-add-prefilled');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();
  const blanket = page.getByRole('listitem').filter({ hasText: 'Cosy Wool Blanket' });
  await expect(blanket).toContainText('$49.99');
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
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
