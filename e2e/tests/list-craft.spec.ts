import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, captureScreen, registerByApi, signIn } from '../support/helpers';
import { bearer, createListByApi, readListByApi, shareByApi } from '../support/list-api';

// Issue 25, list craft (L1-L5): the owner's order by mouse and keyboard, priorities and the
// givers' sort, import with errors then a good one, export, archive and restore.

test.describe.configure({ mode: 'serial' });

let owner: Account;
let friend: Account;

test.beforeAll(async ({ request }) => {
  owner = await registerByApi(request, 'Rosa Reorder');
  friend = await registerByApi(request, 'Gil Giver');
});

const auth = bearer;
const createList = (
  request: APIRequestContext,
  name: string,
  items: Array<Record<string, unknown>>,
) => createListByApi(request, owner, name, items);
const namesOnServer = async (request: APIRequestContext, listId: string) =>
  (await readListByApi(request, owner, listId)).items.map((item) => item.name);

const rowNames = (page: Page) =>
  page
    .locator('.reorder-row .reorder-name')
    .evaluateAll((names) => names.map((name) => name.firstChild?.textContent?.trim() ?? ''));

test('reorder by mouse and by keyboard, announced, kept after a reload', async ({
  page,
  request,
}) => {
  const list = await createList(request, 'Reorder me', [
    { name: 'Wool jumper', price: 40 },
    { name: 'Cast iron pan', price: 35 },
    { name: 'Board game', price: 30 },
    { name: 'Fountain pen' },
  ]);
  await signIn(page, owner);
  await page.goto(`/lists/${list._id}`);
  await page.getByRole('button', { name: 'More list actions' }).click();
  await page.getByRole('menuitem', { name: 'Reorder items' }).click();
  const handle = (name: string) => page.getByRole('button', { name: `Drag ${name}` });
  await expect(handle('Wool jumper')).toBeVisible();
  await captureScreen(page, 'reorder');

  // Mouse: Board game dragged onto the first row.
  const from = await handle('Board game').boundingBox();
  const to = await handle('Wool jumper').boundingBox();
  if (!from || !to) throw new Error('no handles');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 6, { steps: 20 });
  await page.mouse.up();
  await expect
    .poll(() => rowNames(page))
    .toEqual(['Board game', 'Wool jumper', 'Cast iron pan', 'Fountain pen']);
  await expect
    .poll(() => namesOnServer(request, list._id))
    .toEqual(['Board game', 'Wool jumper', 'Cast iron pan', 'Fountain pen']);

  // Keyboard, dnd-kit's way: Space picks Fountain pen up, Up twice, Space drops it.
  await handle('Fountain pen').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Fountain pen, position 4 of 4.')).toBeAttached();
  // dnd-kit listens for the arrow keys from the task after the pick-up; each step is
  // announced, and the next key waits for it, as a person listening would.
  await page.waitForTimeout(100);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Fountain pen is over position 3 of 4.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Fountain pen is over position 2 of 4.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Moved Fountain pen to position 2 of 4.')).toBeAttached();
  await expect
    .poll(() => namesOnServer(request, list._id))
    .toEqual(['Board game', 'Fountain pen', 'Wool jumper', 'Cast iron pan']);

  // Keyboard, the plain way: Down on Board game, announced, focus kept on the button.
  const down = page.getByRole('button', { name: 'Move Board game down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Moved Board game' })).toHaveText(
    'Moved Board game to position 2 of 4.',
  );
  await expect(down).toBeFocused();
  await expect
    .poll(() => namesOnServer(request, list._id))
    .toEqual(['Fountain pen', 'Board game', 'Wool jumper', 'Cast iron pan']);
  // At the top, Up does nothing but keeps its focus.
  const up = page.getByRole('button', { name: 'Move Fountain pen up' });
  await expect(up).toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Fountain pen',
    'Board game',
    'Wool jumper',
    'Cast iron pan',
  ]);
});

test('priorities: hearts on the cards, set in the form; givers sort by them or by price', async ({
  page,
  request,
}) => {
  const list = await createList(request, 'Wishes by priority', [
    { name: 'Socks', price: 8 },
    { name: 'Camera', price: 450, priority: 3 },
    { name: 'Book' },
    { name: 'Scarf', price: 25, priority: 1 },
  ]);
  await signIn(page, owner);
  await page.goto(`/lists/${list._id}`);
  const card = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await expect(card('Camera')).toContainText('Priority: most wanted');
  await card('Socks').getByRole('button', { name: 'Edit Socks' }).click();
  const form = page.getByRole('dialog', { name: 'Edit item' });
  await form.getByLabel('Priority').selectOption({ label: '♥♥ Really want' });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(card('Socks')).toContainText('Priority: really want');

  const sort = page.getByRole('combobox', { name: 'Sort' });
  await sort.selectOption('Most wanted first');
  const names = page.getByRole('heading', { level: 3 });
  await expect(names).toHaveText(['Camera', 'Socks', 'Scarf', 'Book']);
  await captureScreen(page, 'list-most-wanted');
  await sort.selectOption('Price: low to high');
  await expect(names).toHaveText(['Socks', 'Scarf', 'Camera', 'Book']);
  // The choice is this browser's, for every list, and survives a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('price');
  await expect(names).toHaveText(['Socks', 'Scarf', 'Camera', 'Book']);
  await page.getByRole('combobox', { name: 'Sort' }).selectOption('List order');
  await expect(names).toHaveText(['Socks', 'Camera', 'Book', 'Scarf']);
});

test('import: a CSV with bad rows lists them by line and makes nothing; then a good one', async ({
  page,
}) => {
  await signIn(page, owner);
  await page.getByRole('button', { name: 'Import a list…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a list' });
  const file = dialog.getByLabel('File');
  await file.setInputFiles({
    name: 'garden.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,price,priority\nTrowel,12.5,2\nGloves,-3,1\n,5,0\n'),
  });
  await expect(dialog.getByLabel('List name')).toHaveValue('garden');
  await dialog.getByLabel('List name').fill('Garden things');
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await dialog.getByRole('button', { name: 'Import list' }).click();
  const problems = dialog.getByRole('alert');
  await expect(problems).toContainText('nothing was imported');
  await expect(problems.getByRole('listitem')).toHaveText([
    'Line 3: Price must be at least 0',
    'Line 4: Item name is required',
  ]);
  await captureScreen(page, 'import-problems');

  // Fixed, the same dialog imports it and opens the new list.
  await file.setInputFiles({
    name: 'garden.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,price,priority\nTrowel,12.5,2\nGloves,3,1\nSeeds,,0\n'),
  });
  await dialog.getByLabel('List name').fill('Garden things');
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await dialog.getByRole('button', { name: 'Import list' }).click();
  await expect(page).toHaveURL(/\/lists\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Garden things' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Trowel' })).toContainText('€12.50');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Trowel', 'Gloves', 'Seeds']);

  // Exported as JSON and imported again: a second list, the same items.
  await page.getByRole('button', { name: 'More list actions' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Garden things.json');
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    currency: string;
    items: unknown[];
  };
  expect(exported.currency).toBe('EUR');
  expect(exported.items).toHaveLength(3);
  await page.getByRole('link', { name: 'My Lists' }).click();
  await page.getByRole('button', { name: 'Import a list…' }).click();
  await dialog.getByLabel('File').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: fs.readFileSync(await download.path()),
  });
  await dialog.getByRole('button', { name: 'Import list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garden things' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Trowel', 'Gloves', 'Seeds']);
  // Nothing was made by the refused import: two lists of that name, the two imported.
  await page.getByRole('link', { name: 'My Lists' }).click();
  await expect(page.getByRole('link', { name: /Garden things/ })).toHaveCount(2);
});

test('archive: read-only for everyone, claims cleared, its own dashboard section; restore', async ({
  page,
  browser,
  request,
}) => {
  const list = await createList(request, 'Last Christmas', [{ name: 'Slippers', price: 20 }]);
  // Shared with the friend, who claims the slippers.
  await shareByApi(request, owner, friend, list._id);
  const claim = await request.put(
    `/api/lists/${list._id}/items/${list.items[0]?._id}/mark-bought`,
    { headers: auth(friend) },
  );
  expect(claim.status()).toBe(200);

  await signIn(page, owner);
  await page.goto(`/lists/${list._id}`);
  await page.getByRole('button', { name: 'More list actions' }).click();
  await page.getByRole('menuitem', { name: 'Archive list…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive this list?' });
  await expect(confirm).toContainText('What was marked as bought on it is cleared');
  await expect(confirm).toContainText('The person it is shared with will no longer see it.');
  await captureScreen(page, 'archive-confirm');
  await confirm.getByRole('button', { name: 'Archive list' }).click();
  await expect(page.getByText('This list is archived')).toBeVisible();
  for (const name of ['Add item', 'Quick Add', 'Share', 'Edit Slippers']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'More list actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reorder items' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Add a new item' })).toHaveCount(0);
  await expect(page.getByText(/Bought by/)).toHaveCount(0);
  await captureScreen(page, 'list-archived');

  // The friend: gone from shared lists and My Gifts; by its address, read-only.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await signIn(friendPage, friend);
  await friendPage.getByRole('link', { name: 'Friends Lists' }).click();
  await expect(friendPage.getByText('Last Christmas')).toHaveCount(0);
  await friendPage.getByRole('link', { name: 'My Gifts' }).click();
  await expect(friendPage.getByText('Slippers')).toHaveCount(0);
  await friendPage.goto(`/lists/${list._id}`);
  await expect(friendPage.getByText('This list is archived')).toBeVisible();
  await expect(friendPage.getByRole('button', { name: /Mark as bought/ })).toHaveCount(0);
  await friendContext.close();

  // The dashboard: archived lists last, on request; Restore there.
  await page.getByRole('link', { name: 'My Lists' }).click();
  const archived = page.getByRole('region', { name: /Archived/ });
  await expect(archived.getByRole('heading', { name: 'Archived (1)' })).toBeVisible();
  await archived.getByRole('button', { name: 'Show archived lists' }).click();
  await expect(archived.getByRole('link', { name: /Last Christmas/ })).toContainText('Archived');
  await captureScreen(page, 'dashboard-archived');
  await archived.getByRole('button', { name: 'Restore Last Christmas' }).click();
  await expect(page.getByRole('region', { name: /Archived/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Last Christmas/ }).click();
  await expect(page.getByText('This list is archived')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as bought: Slippers' })).toBeVisible();
});
