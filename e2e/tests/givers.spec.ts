import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Account,
  browserOf,
  captureScreen,
  linkIn,
  registerByApi,
  signIn,
  waitForMail,
} from '../support/helpers';
import { missLiveUpdates } from '../support/live';
import { freePort, runSettings, startServer } from '../support/server-process';

/**
 * The giver's side (issue 24): an owner makes a surprise list, two givers claim on it in
 * browsers of their own, the owner sees nothing, and from the day after the event sees it all.
 * The day after comes from a second server process on the same data whose clock starts then
 * (CLOCK_START): nothing waits for a date.
 */
test.describe.configure({ mode: 'serial' });

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** Three weeks from now, in UTC, as the server reads it. */
const eventDate = utcDay(Date.now() + 21 * DAY_MS);
const dayAfter = `${utcDay(Date.parse(`${eventDate}T00:00:00Z`) + DAY_MS)}T08:00:00Z`;

let owner: Account;
let ann: Account;
let ben: Account;
let listPath = '';

test.beforeAll(async ({ request }) => {
  owner = await registerByApi(request, 'Rosa Owner');
  ann = await registerByApi(request, 'Ann Giver');
  ben = await registerByApi(request, 'Ben Giver');
});

async function shareWith(request: APIRequestContext, giver: Account) {
  const since = Date.now();
  const listId = listPath.split('/').pop();
  const invite = await request.post(`/api/lists/${listId}/invite`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { emails: [giver.email] },
  });
  expect(invite.status()).toBe(200);
  const mail = await waitForMail(giver.email, /shared the wish list/, since);
  const token = decodeURIComponent(
    linkIn(mail, `${process.env.E2E_BASE_URL}/invitations/`).split('/invitations/')[1] ?? '',
  );
  const accept = await request.post(`/api/lists/invitations/${token}/accept`, {
    headers: { authorization: `Bearer ${giver.token}` },
  });
  expect(accept.status()).toBe(200);
}

async function addItem(
  page: Page,
  name: string,
  more: { quantity?: number; price?: string; link?: string } = {},
) {
  await page.getByRole('button', { name: 'Add item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add item' });
  await dialog.getByLabel('Name').fill(name);
  if (more.quantity !== undefined) await dialog.getByLabel('Quantity').fill(String(more.quantity));
  if (more.price) await dialog.getByLabel('Price ($)').fill(more.price);
  if (more.link) await dialog.getByLabel('Link').fill(more.link);
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('the owner makes a surprise list with an event date, a drone and four plates', async ({
  page,
  request,
}) => {
  await signIn(page, owner);
  await page.getByLabel('List name').fill("Rosa's 40th");
  await page.getByRole('checkbox', { name: 'Keep it a surprise' }).check();
  await page.getByLabel('Event date (optional)').fill(eventDate);
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/\/lists\/[^/]+$/);
  listPath = new URL(page.url()).pathname;
  await expect(page.getByRole('button', { name: /^Surprise mode on · Event / })).toBeVisible();
  await addItem(page, 'Drone');
  await addItem(page, 'Dinner plates', {
    quantity: 4,
    price: '12.50',
    link: 'https://shop.example/plates',
  });
  await expect(card(page, 'Dinner plates')).toContainText('Wants 4');
  await shareWith(request, ann);
  await shareWith(request, ben);
});

test('two givers mark side by side; each sees the other, the owner sees nothing', async ({
  browser,
  page,
}) => {
  const annView = await browserOf(browser, ann);
  const benView = await browserOf(browser, ben);
  try {
    const a = annView.page;
    const b = benView.page;
    // Ann's page is to go stale below (Ben's claim, unheard of).
    await missLiveUpdates(a);
    await a.goto(listPath);
    await b.goto(listPath);
    await expect(
      a.getByText(/This list is a surprise: Rosa Owner won't see what you mark as bought/),
    ).toBeVisible();

    // Ann takes the drone (the spec's card) and two of the plates.
    await a.getByRole('button', { name: 'Mark as bought: Drone' }).click();
    await expect(card(a, 'Drone')).toContainText('Bought by you');
    await card(a, 'Dinner plates')
      .getByLabel('How many of Dinner plates to mark as bought')
      .selectOption('2');
    await a.getByRole('button', { name: 'Mark 2 of Dinner plates as bought' }).click();
    await expect(card(a, 'Dinner plates')).toContainText('2 of 4 bought');

    // Ben's page was open before: after a reload it shows Ann's claims, and the drone is gone.
    await b.reload();
    await expect(card(b, 'Drone')).toContainText('Bought by Ann Giver');
    await expect(b.getByRole('button', { name: 'Mark as bought: Drone' })).toHaveCount(0);
    await expect(card(b, 'Dinner plates')).toContainText('2 of 4 bought');
    await expect(card(b, 'Dinner plates')).toContainText('Ann Giver: 2');
    await b.getByRole('button', { name: 'Mark 1 of Dinner plates as bought' }).click();
    await expect(card(b, 'Dinner plates')).toContainText('3 of 4 bought');
    await captureScreen(b, 'givers-list');

    // Ann, still on her stale page, asks for two more: only one is left.
    await card(a, 'Dinner plates')
      .getByLabel('How many of Dinner plates to mark as bought')
      .selectOption('2');
    await a.getByRole('button', { name: 'Mark 2 of Dinner plates as bought' }).click();
    await expect(card(a, 'Dinner plates')).toContainText(
      'Only 1 of this item is still to be bought',
    );
    await expect(card(a, 'Dinner plates')).toContainText('3 of 4 bought');

    // My Gifts: Ben's one plate, with its list, and a way to unmark it.
    await b.getByRole('link', { name: 'My Gifts' }).click();
    const group = b.getByRole('region', { name: "Rosa's 40th" });
    await expect(group).toContainText('For Rosa Owner');
    await expect(group.getByRole('heading', { name: 'Dinner plates' })).toBeVisible();
    await expect(group).toContainText('$12.50');
    await expect(group.getByRole('link', { name: /Buy Dinner plates/ })).toHaveAttribute(
      'href',
      'https://shop.example/plates',
    );
    await captureScreen(b, 'my-gifts');
    await b.getByRole('button', { name: 'Unmark mine: Dinner plates' }).click();
    await expect(b.getByText('No gifts yet')).toBeVisible();
    await captureScreen(b, 'my-gifts-empty');
    await b.goto(listPath);
    await expect(card(b, 'Dinner plates')).toContainText('2 of 4 bought');
    await card(b, 'Dinner plates')
      .getByLabel('How many of Dinner plates to mark as bought')
      .selectOption('2');
    await b.getByRole('button', { name: 'Mark 2 of Dinner plates as bought' }).click();
    await expect(card(b, 'Dinner plates')).toContainText('4 of 4 bought');

    // The owner sees no claim, and no button that could tell one.
    await signIn(page, owner);
    await page.goto(listPath);
    await expect(page.getByRole('heading', { name: 'Dinner plates' })).toBeVisible();
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByText(/Bought by/)).toHaveCount(0);
    await expect(items.getByText(/ bought/)).toHaveCount(0);
    await expect(card(page, 'Dinner plates')).toContainText('Wants 4');
    await expect(items.getByRole('button', { name: /Mark|Unmark/ })).toHaveCount(0);
    await captureScreen(page, 'surprise-owner');
  } finally {
    await annView.context.close();
    await benView.context.close();
  }
});

test('from the day after the event, the owner sees who gave what', async ({ browser }) => {
  const settings = runSettings();
  const later = await startServer(settings, await freePort(), { CLOCK_START: dayAfter });
  const ownerView = await browserOf(browser, owner, later.url);
  try {
    const page = ownerView.page;
    await page.goto(listPath);
    await expect(page.getByRole('button', { name: /^Surprise revealed · Event / })).toBeVisible();
    await expect(card(page, 'Drone')).toContainText('Bought by Ann Giver');
    await expect(card(page, 'Dinner plates')).toContainText('4 of 4 bought');
    await expect(card(page, 'Dinner plates')).toContainText('Ann Giver: 2');
    await expect(card(page, 'Dinner plates')).toContainText('Ben Giver: 2');
    await captureScreen(page, 'surprise-revealed');
    // Outside surprise the owner may clear a claim again, as the spec says.
    await page.getByRole('button', { name: 'Unmark: Drone' }).click();
    await expect(page.getByRole('button', { name: 'Mark as bought: Drone' })).toBeVisible();
  } finally {
    await ownerView.context.close();
    await later.stop();
  }
});
