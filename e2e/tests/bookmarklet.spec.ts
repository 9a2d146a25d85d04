import { expect, test } from '@playwright/test';
import { registerByApi, signIn } from '../support/helpers';
import { createListByApi } from '../support/list-api';
import { startRefusingShop } from '../support/refusing-shop';

// X2: the bookmarklet, used on a shop that refuses servers and writes its product with script,
// sends the share page it opens the page as the browser shows it; Quick Add reads that at once.

test('the bookmarklet sends the page it is used on, and Quick Add reads it at once', async ({
  page,
  request,
}) => {
  const owner = await registerByApi(request, 'Bea Bookmark');
  await createListByApi(request, owner, 'Birthday', []);
  const shop = await startRefusingShop();
  try {
    await signIn(page, owner);
    await page.goto('/profile');
    const link = page
      .getByRole('region', { name: 'Add from any page' })
      .getByRole('link', { name: 'Add to Wishlist', exact: true });
    const code = (await link.getAttribute('href')) ?? '';
    expect(code).toMatch(/^javascript:/);

    const product = await page.context().newPage();
    await product.goto(shop.productUrl);
    await expect(product.getByRole('heading', { name: 'Walnut Desk Lamp' })).toBeVisible();
    const opened = page.context().waitForEvent('page');
    // As the browser runs a bookmark: the code, in the shop's page.
    await product.evaluate((bookmark) => {
      new Function(decodeURIComponent(bookmark.slice('javascript:'.length)))();
    }, code);
    const share = await opened;
    await share
      .getByRole('region', { name: 'Which list?' })
      .getByRole('link', { name: /Birthday/ })
      .click();
    // No URL step, and the product the server could not have fetched.
    await share
      .getByRole('dialog', { name: 'Choose an image' })
      .getByRole('button', { name: 'Use this image' })
      .click();
    const form = share.getByRole('dialog', { name: 'Add item' });
    await expect(form.getByLabel('Name')).toHaveValue('Walnut Desk Lamp');
    await expect(form.getByLabel('Image URL')).toHaveValue(shop.photoUrl);
    await expect(form.getByLabel('Link')).toHaveValue(shop.productUrl);
  } finally {
    await shop.close();
  }
});
