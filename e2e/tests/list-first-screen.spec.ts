import { expect, type Page, test } from '@playwright/test';
import { type Account, captureScreen, registerByApi, signIn, siteUrl } from '../support/helpers';
import { itemsOnFirstScreen, moreBesideEdit, openList, PHONE } from '../support/layout-probes';
import { bearer, createListByApi, shareByApi } from '../support/list-api';

// The owner's list on a phone shows its items on the first screen: the list's settings wait in
// a dialog, the header keeps one line of them and one row of buttons. Cards keep their "⋯"
// beside Edit, and long shop descriptions fold on every width.

test.describe.configure({ mode: 'serial' });

const LONG =
  'Soft merino wool, size M, in dark green or navy (not black, please). The shop also sells ' +
  'it in a gift box, which would be lovely, and delivery takes about a week, so order early.';

let owner: Account;
let friend: Account;
let plainList = '';
let surpriseList = '';
let longList = '';

/** Eight everyday items without pictures: most with a shop link, half with long descriptions. */
function items() {
  const names = [
    'Wool jumper',
    'Noise-cancelling headphones',
    'Cast iron pan',
    'Board game: Wingspan',
    'Running shoes',
    'Pottery class voucher',
    'Houseplant (monstera)',
    'Fountain pen',
  ];
  return names.map((name, index) => ({
    name,
    price: 20 + index * 7.5,
    category: index % 3 === 0 ? 'Clothes' : index % 3 === 1 ? 'Home' : undefined,
    description: index % 2 === 0 ? LONG : index % 3 === 1 ? 'Any colour' : undefined,
    // The board game has no shop link: its card's row is Mark as bought, Edit and "⋯".
    affiliateLink: index === 3 ? undefined : `${siteUrl()}/product/${index}`,
    type: index === 5 ? 'have' : 'want',
  }));
}

test.beforeAll(async ({ request }) => {
  owner = await registerByApi(request, 'Petra First');
  friend = await registerByApi(request, 'Felix First');
  const plain = await createListByApi(request, owner, 'Birthday', items());
  await shareByApi(request, owner, friend, plain._id);
  const marked = await request.put(
    `/api/lists/${plain._id}/items/${plain.items[1]?._id}/mark-bought`,
    { headers: bearer(friend) },
  );
  expect(marked.status()).toBe(200);
  plainList = `/lists/${plain._id}`;

  const surprise = await createListByApi(request, owner, 'Surprise birthday', items());
  const settings = await request.put(`/api/lists/${surprise._id}`, {
    headers: bearer(owner),
    data: { surprise: true, eventDate: '2999-12-24', currency: 'EUR' },
  });
  expect(settings.status()).toBe(200);
  surpriseList = `/lists/${surprise._id}`;

  const long = await createListByApi(request, owner, 'Long descriptions', [
    { name: 'Blanket', description: `${LONG} `.repeat(10).trim(), price: 49 },
    { name: 'Mug', description: 'Blue', price: 9 },
    { name: 'Kite', price: 25 },
  ]);
  longList = `/lists/${long._id}`;
});

/** The owner's header: the controls of its row, by their top edge. */
const headerRows = (page: Page) =>
  page.evaluate(() => {
    const controls = Array.from(
      document.querySelectorAll('.list-header-actions > button, .list-header .items-toolbar *'),
    ).filter((control) => control.getBoundingClientRect().height > 0);
    return new Set(controls.map((control) => Math.round(control.getBoundingClientRect().top))).size;
  });

test('owner, 390 x 844: at least four image-less items below the header on the first screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, owner);
  for (const [url, name] of [
    [plainList, 'no settings'],
    [surpriseList, 'surprise mode and an event date'],
  ] as const) {
    await openList(page, url);
    const first = await itemsOnFirstScreen(page);
    console.log(`owner at 390 x 844, ${name}: ${JSON.stringify(first)}`);
    expect(first.seen).toBeGreaterThanOrEqual(4);
    // One row of buttons: "Shared with N people" and More.
    expect(await headerRows(page)).toBe(1);
    await expect(
      page.getByRole('button', { name: /^Shared with 1 person$|^Shared with 0 people$/ }),
    ).toBeVisible();
    // Quick Add and the add button share the bottom bar.
    const bar = page.locator('.fab-bar');
    await expect(bar.getByRole('button', { name: 'Quick Add' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Add a new item' })).toBeVisible();
  }

  // The settings at a glance, on one line, opening their dialog.
  const summary = page.getByRole('button', { name: /^Surprise mode on · Event Dec 24, 2999/ });
  expect((await summary.boundingBox())?.height ?? 99).toBeLessThan(30);
  await captureScreen(page, 'list-first-screen-owner');
  await summary.click();
  const dialog = page.getByRole('dialog', { name: 'List settings' });
  await expect(dialog.getByRole('checkbox', { name: 'Surprise mode' })).toBeChecked();
  await expect(dialog.getByLabel('Event date')).toHaveValue('2999-12-24');
  await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await captureScreen(page, 'list-settings-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The sort is in the More menu on a phone.
  await page.getByRole('button', { name: 'More list actions' }).click();
  await page.getByRole('menuitemradio', { name: 'Sort: lowest price first' }).click();
  await expect(page.locator('.item-name').first()).toHaveText('Wool jumper');
  await page.getByRole('button', { name: 'More list actions' }).click();
  await expect(
    page.getByRole('menuitemradio', { name: 'Sort: lowest price first' }),
  ).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Sort: list order' }).click();
});

test("the owner's ⋯ stays on the row with Edit, at 1280 px and at 390 px", async ({ page }) => {
  await signIn(page, owner);
  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    await openList(page, plainList);
    const rows = await moreBesideEdit(page);
    console.log(`⋯ beside Edit at ${size.width} px: ${JSON.stringify(rows)}`);
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => !row.sameRow)).toEqual([]);
  }
});

test('a long shop description folds to three lines on a desktop, with Show more', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, owner);
  await openList(page, longList);
  const card = page.getByRole('listitem').filter({ hasText: 'Blanket' });
  const description = card.locator('.item-description');
  const folded = (await description.boundingBox())?.height ?? 0;
  console.log(
    `long description at 1280 px, folded: ${folded} px; card ${(await card.boundingBox())?.height} px`,
  );
  expect(folded).toBeGreaterThan(40);
  expect(folded).toBeLessThan(80);
  expect((await card.boundingBox())?.height ?? 9999).toBeLessThan(560);
  // Screen readers have the whole text, folded or not.
  await expect(description).toHaveText(`${LONG} `.repeat(10).trim());
  const more = card.getByRole('button', { name: 'Show more: Blanket' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const less = card.getByRole('button', { name: 'Show less: Blanket' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect((await description.boundingBox())?.height ?? 0).toBeGreaterThan(folded * 4);
  await less.click();
  expect((await description.boundingBox())?.height ?? 0).toBe(folded);
  // A short one needs no button.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Mug' }).getByRole('button', { name: /Show/ }),
  ).toHaveCount(0);
});
