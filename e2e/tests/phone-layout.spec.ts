import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  type Account,
  captureScreen,
  linkIn,
  registerByApi,
  signIn,
  siteUrl,
  waitForMail,
} from '../support/helpers';
import {
  expectFabNeverCovers,
  itemsBelowHeader,
  openList,
  PHONE,
  scrollThrough,
  settle,
} from '../support/layout-probes';

// Issue 23, "the everyday journey": on a 390 x 844 phone a list shows several items per screen,
// and the owner's add button never covers a control, at any scroll position or width.

test.describe.configure({ mode: 'serial' });

const LONG =
  'Soft merino wool, size M, in dark green or navy (not black, please). The shop also sells ' +
  'it in a gift box, which would be lovely, and delivery takes about a week, so order early.';

let owner: Account;
let friend: Account;
let plainList = '';
let imageList = '';

/** Eight everyday items: most with a shop link, some with long descriptions. */
function items(withImages: boolean) {
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
    category: index % 3 === 0 ? 'Clothes' : index % 3 === 1 ? 'Home' : null,
    description: index % 2 === 0 ? LONG : index % 3 === 1 ? 'Any colour' : null,
    affiliateLink: index === 3 ? null : `${siteUrl()}/product/${index}`,
    imageUrl: withImages ? `${siteUrl()}/images/${index % 2 ? 'blue' : 'red'}.png` : null,
    type: index === 5 ? 'have' : 'want',
  }));
}

async function createList(request: APIRequestContext, name: string, withImages: boolean) {
  const headers = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/lists', { headers, data: { name } });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const put = await request.put(`/api/lists/${_id}`, {
    headers,
    data: { description: 'Ideas for my birthday', items: items(withImages) },
  });
  expect(put.status()).toBe(200);
  const list = (await put.json()) as { items: { _id: string }[] };

  // Shared with the friend, who marks the second item as bought.
  const since = Date.now();
  const invite = await request.post(`/api/lists/${_id}/invite`, {
    headers,
    data: { emails: [friend.email] },
  });
  expect(invite.status()).toBe(200);
  const mail = await waitForMail(friend.email, /shared the wish list/, since);
  const link = linkIn(mail, `${process.env.E2E_BASE_URL}/invitations/`);
  const token = decodeURIComponent(link.split('/invitations/')[1] ?? '');
  const friendHeaders = { authorization: `Bearer ${friend.token}` };
  const accept = await request.post(`/api/lists/invitations/${token}/accept`, {
    headers: friendHeaders,
  });
  expect(accept.status()).toBe(200);
  const marked = await request.put(`/api/lists/${_id}/items/${list.items[1]?._id}/mark-bought`, {
    headers: friendHeaders,
  });
  expect(marked.status()).toBe(200);
  return `/lists/${_id}`;
}

test.beforeAll(async ({ request }) => {
  owner = await registerByApi(request, 'Petra Phone');
  friend = await registerByApi(request, 'Felix Friend');
  plainList = await createList(request, 'Birthday (no pictures)', false);
  imageList = await createList(request, 'Birthday (pictures)', true);
});

test('owner, phone: four plain items or three with pictures per screen, one row of buttons', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, owner);

  await openList(page, plainList);
  const plain = await itemsBelowHeader(page);
  console.log(`owner, plain items at 390 px: ${JSON.stringify(plain)}`);
  expect(plain.fully).toBeGreaterThanOrEqual(4);

  // Every card's buttons fit one row, each at least 44 px high, keeping its full name.
  const rows = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.item-actions')).map((actions) => {
      const boxes = Array.from(actions.querySelectorAll('a, button')).map((control) =>
        control.getBoundingClientRect(),
      );
      return {
        tops: new Set(boxes.map((box) => Math.round(box.top))).size,
        lowest: Math.min(...boxes.map((box) => box.height)),
      };
    }),
  );
  for (const row of rows) {
    expect(row.tops).toBe(1);
    expect(row.lowest).toBeGreaterThanOrEqual(44);
  }
  const first = page.getByRole('listitem').filter({ hasText: 'Wool jumper' });
  for (const name of [
    'Mark as bought: Wool jumper',
    'Edit Wool jumper',
    'More actions for Wool jumper',
    'Show more: Wool jumper',
  ]) {
    await expect(first.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(
    first.getByRole('link', { name: 'Buy Wool jumper (opens in a new tab)' }),
  ).toBeVisible();
  const bought = page.getByRole('listitem').filter({ hasText: 'Noise-cancelling headphones' });
  await expect(bought).toContainText(`Bought by ${friend.name}`);
  await expect(
    bought.getByRole('button', { name: 'Unmark: Noise-cancelling headphones' }),
  ).toBeVisible();

  // A long description shows two lines until asked for the rest.
  const description = first.locator('.item-description');
  const folded = (await description.boundingBox())?.height ?? 0;
  expect(folded).toBeLessThan(50);
  await first.getByRole('button', { name: 'Show more: Wool jumper' }).click();
  expect((await description.boundingBox())?.height ?? 0).toBeGreaterThan(folded + 10);
  await first.getByRole('button', { name: 'Show less: Wool jumper' }).click();
  expect((await description.boundingBox())?.height ?? 0).toBe(folded);

  // Keyboard: tabbing onto a control that lies beneath the bar scrolls it clear of the bar.
  const mark = page.getByRole('button', { name: 'Mark as bought: Running shoes' });
  await page.evaluate(() => {
    const target = document.querySelector('[aria-label="Mark as bought: Running shoes"]');
    const bar = document.querySelector('.fab-bar');
    if (!target || !bar) throw new Error('no button or bar');
    const hidden = target.getBoundingClientRect().top - (bar.getBoundingClientRect().top + 8);
    window.scrollBy({ top: hidden, behavior: 'instant' });
    const before = document.querySelector('[aria-label="Buy Running shoes (opens in a new tab)"]');
    (before as HTMLElement | null)?.focus({ preventScroll: true });
  });
  await page.keyboard.press('Tab');
  await expect(mark).toBeFocused();
  await settle(page);
  const focused = await mark.evaluate((element) => ({
    bottom: element.getBoundingClientRect().bottom,
    barTop: document.querySelector('.fab-bar')?.getBoundingClientRect().top ?? 0,
  }));
  expect(focused.bottom).toBeLessThanOrEqual(focused.barTop);

  // …and Shift+Tab onto a control hidden under the sticky top bar scrolls it clear of that bar.
  await page.evaluate(() => {
    const target = document.querySelector('[aria-label="Buy Running shoes (opens in a new tab)"]');
    const top = document.querySelector('.topbar');
    if (!target || !top) throw new Error('no link or top bar');
    const under = target.getBoundingClientRect().bottom - top.getBoundingClientRect().bottom + 4;
    window.scrollBy({ top: under, behavior: 'instant' });
  });
  await page.evaluate(() =>
    (
      document.querySelector('[aria-label="Mark as bought: Running shoes"]') as HTMLElement | null
    )?.focus({ preventScroll: true }),
  );
  await page.keyboard.press('Shift+Tab');
  const link = page.getByRole('link', { name: 'Buy Running shoes (opens in a new tab)' });
  await expect(link).toBeFocused();
  await settle(page);
  const shown = await link.evaluate((element) => ({
    top: element.getBoundingClientRect().top,
    barBottom: document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0,
  }));
  expect(shown.top).toBeGreaterThanOrEqual(shown.barBottom);

  const steps = await expectFabNeverCovers(page);
  console.log(`owner, plain items at 390 px: add button checked at ${steps} scroll positions`);
  await scrollThrough(page);
  await captureScreen(page, 'list-phone-owner');

  await page.setViewportSize(PHONE);
  await openList(page, imageList);
  await expect(page.locator('.item-card img').first()).toBeVisible();
  const pictures = await itemsBelowHeader(page);
  console.log(`owner, items with pictures at 390 px: ${JSON.stringify(pictures)}`);
  expect(pictures.fully).toBeGreaterThanOrEqual(3);
  await expectFabNeverCovers(page);
  await scrollThrough(page);
  await captureScreen(page, 'list-phone-owner-images');
});

test('friend, phone: as many items, no add button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, friend);
  for (const [url, least, name] of [
    [plainList, 4, 'list-phone-friend'],
    [imageList, 3, 'list-phone-friend-images'],
  ] as const) {
    await page.setViewportSize(PHONE);
    await openList(page, url);
    await expect(page.getByRole('button', { name: 'Add a new item' })).toHaveCount(0);
    const seen = await itemsBelowHeader(page);
    console.log(`friend, ${name} at 390 px: ${JSON.stringify(seen)}`);
    expect(seen.fully).toBeGreaterThanOrEqual(least);
    expect(
      await page.evaluate(
        () =>
          getComputedStyle(document.documentElement).getPropertyValue('--bottom-bar').trim() ||
          '0px',
      ),
    ).toBe('0px');
    await scrollThrough(page);
    await captureScreen(page, name);
  }
});

test('wider screens: a grid of at least three columns, and the add button covers nothing', async ({
  page,
}) => {
  await signIn(page, owner);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(size);
    await openList(page, imageList);
    const firstRow = await page.evaluate(() => {
      const tops = Array.from(document.querySelectorAll('.item-card')).map(
        (card) => card.getBoundingClientRect().top,
      );
      return tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 1).length;
    });
    console.log(`items on the first row at ${size.width} px: ${firstRow}`);
    if (size.width >= 1024) expect(firstRow).toBeGreaterThanOrEqual(3);
    const bar = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--bottom-bar').trim(),
    );
    console.log(`--bottom-bar at ${size.width} px: ${bar}`);
    await expectFabNeverCovers(page);
  }
});
