import { expect, test } from '@playwright/test';
import { type Account, captureScreen, registerByApi, signIn, siteUrl } from '../support/helpers';
import { bearer, createListByApi, readListByApi, shareByApi } from '../support/list-api';
import { missLiveUpdates } from '../support/live';

// Issue 25, list craft: items moving between lists, several shop links at once, a stale tab
// that loses nothing, and deleting a list from the dashboard.

test.describe.configure({ mode: 'serial' });

let owner: Account;
let friend: Account;

test.beforeAll(async ({ request }) => {
  owner = await registerByApi(request, 'Mona Mover');
  friend = await registerByApi(request, 'Cleo Claimer');
});

test('copy and move an item to another list from its menu', async ({ page, request }) => {
  const birthday = await createListByApi(request, owner, 'Birthday', [
    { name: 'Kite', price: 15, priority: 2 },
    { name: 'Yo-yo', price: 4 },
  ]);
  const xmas = await createListByApi(request, owner, 'Christmas', []);
  await signIn(page, owner);
  await page.goto(`/lists/${birthday._id}`);

  await page.getByRole('button', { name: 'More actions for Kite' }).click();
  await page.getByRole('menuitem', { name: 'Copy or move…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Copy or move item' });
  await expect(dialog.getByLabel('To list')).toHaveValue(xmas._id);
  await captureScreen(page, 'copy-item');
  await dialog.getByRole('button', { name: 'Copy item' }).click();
  await expect(page.getByText('Copied to “Christmas”')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kite' })).toBeVisible();

  await page.getByRole('button', { name: 'More actions for Yo-yo' }).click();
  await page.getByRole('menuitem', { name: 'Copy or move…' }).click();
  dialog = page.getByRole('dialog', { name: 'Copy or move item' });
  await dialog.getByLabel('Move').check();
  await dialog.getByRole('button', { name: 'Move item' }).click();
  await expect(page.getByText('Moved to “Christmas”')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Yo-yo' })).toHaveCount(0);

  const target = await readListByApi(request, owner, xmas._id);
  expect(target.items.map((item) => [item.name, item.priority])).toEqual([
    ['Kite', 2],
    ['Yo-yo', 0],
  ]);
  // The page's next save knows the version the move gave the list.
  await page.getByRole('button', { name: 'Edit Kite' }).click();
  const form = page.getByRole('dialog', { name: 'Edit item' });
  await form.getByLabel('Category').fill('Outdoors');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Kite' })).toContainText('Outdoors');
});

test('several links: progress, one save of what was read, and what was not', async ({
  page,
  request,
}) => {
  const list = await createListByApi(request, owner, 'Shop links', []);
  await signIn(page, owner);
  await page.goto(`/lists/${list._id}`);
  await page.getByRole('button', { name: 'More list actions' }).click();
  await page.getByRole('menuitem', { name: 'Add several links…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add several links' });
  await dialog
    .getByLabel('Shop links')
    .fill(
      [
        `${siteUrl()}/product/slow-blanket`,
        `${siteUrl()}/plain/mug`,
        `${siteUrl()}/shop/no-such-page`,
      ].join('\n'),
    );
  await captureScreen(page, 'several-links');
  await dialog.getByRole('button', { name: 'Add them' }).click();
  const progress = dialog.getByRole('progressbar', { name: "Reading the shops' pages" });
  await expect(progress).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('of 3');
  await expect(dialog.getByText('Added 2 items to the list.')).toBeVisible({ timeout: 15_000 });
  const failed = dialog.getByRole('region', { name: '1 link was not added' });
  await expect(failed).toContainText(`${siteUrl()}/shop/no-such-page`);
  await expect(failed).toContainText("The shop says this page doesn't exist; check the link.");
  await captureScreen(page, 'several-links-done');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Cosy Wool Blanket',
    'Plain Mug',
  ]);
});

test('a tab that missed changes loses nothing: an item added elsewhere, a giver’s claim', async ({
  page,
  request,
}) => {
  const list = await createListByApi(request, owner, 'Busy list', [
    { name: 'Lamp' },
    { name: 'Rug' },
    { name: 'Vase' },
  ]);
  await shareByApi(request, owner, friend, list._id);
  // A tab that did not hear of what follows (its live stream is down).
  await missLiveUpdates(page);
  await signIn(page, owner);
  await page.goto(`/lists/${list._id}`);
  await expect(page.getByRole('heading', { name: 'Vase' })).toBeVisible();

  // Meanwhile, in another tab, the owner adds a kettle; and the friend claims the rug.
  const now = await readListByApi(request, owner, list._id);
  const put = await request.put(`/api/lists/${list._id}`, {
    headers: bearer(owner),
    data: {
      version: now.version,
      items: [...now.items.map(({ _id, name }) => ({ _id, name })), { name: 'Kettle' }],
    },
  });
  expect(put.status()).toBe(200);
  const rug = now.items.find((item) => item.name === 'Rug');
  const claim = await request.put(`/api/lists/${list._id}/items/${rug?._id}/mark-bought`, {
    headers: bearer(friend),
  });
  expect(claim.status()).toBe(200);

  // This tab still shows three items; its move and its add keep the kettle and the claim.
  await page.getByRole('button', { name: 'More list actions' }).click();
  await page.getByRole('menuitem', { name: 'Reorder items' }).click();
  await page.getByRole('button', { name: 'Move Vase up' }).click();
  await expect(page.getByText('Moved Vase to position 2 of')).toBeAttached();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('dialog', { name: 'Add item' });
  await form.getByLabel('Name').fill('Mug');
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form).toBeHidden();

  const saved = await readListByApi(request, owner, list._id);
  expect(saved.items.map((item) => item.name)).toEqual(['Lamp', 'Vase', 'Rug', 'Kettle', 'Mug']);
  expect(saved.items.find((item) => item.name === 'Rug')?.boughtBy?._id).toBe(friend.id);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Lamp',
    'Vase',
    'Rug',
    'Kettle',
    'Mug',
  ]);
  await expect(page.getByRole('listitem').filter({ hasText: 'Rug' })).toContainText(
    `Bought by ${friend.name}`,
  );
});

test('the dashboard deletes a list after asking', async ({ page, request }) => {
  await createListByApi(request, owner, 'Throwaway', []);
  await signIn(page, owner);
  await page.getByRole('button', { name: 'Delete Throwaway…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this list?' });
  await expect(confirm).toContainText('“Throwaway” and its 0 items will be deleted for good');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete Throwaway…' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete Throwaway…' }).click();
  await confirm.getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByRole('link', { name: /Throwaway/ })).toHaveCount(0);
  await expect(page.getByText('“Throwaway” was deleted.')).toBeVisible();
});
