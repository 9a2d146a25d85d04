import { expect, type Page, test } from '@playwright/test';
import {
  type Account,
  browserOf,
  captureScreen,
  expectAccessible,
  linkIn,
  registerByApi,
  signIn,
  waitForMail,
} from '../support/helpers';

/**
 * Issue 45: a family of four in browsers of their own. Mia (the circle's admin) makes the
 * circle, invites the others, adds her daughter Emma (a managed member) and a list for her, and
 * shares her own surprise list with Dan as its co-owner. Greta claims on both lists and chips in
 * for Emma's bike; Mia sees the claim and the pledge on Emma's list (the surprise is Emma's) and
 * funds the bike herself, Dan sees no claim on the list he co-owns; Ian finds both under the
 * circle on his dashboard.
 */
test.describe.configure({ mode: 'serial' });

const DAY_MS = 24 * 60 * 60 * 1000;
const inThreeWeeks = new Date(Date.now() + 21 * DAY_MS).toISOString().slice(0, 10);

let mia: Account;
let dan: Account;
let greta: Account;
let ian: Account;
let emmasList = '';
let miasList = '';

test.beforeAll(async ({ request }) => {
  mia = await registerByApi(request, 'Mia Mum');
  dan = await registerByApi(request, 'Dan Dad');
  greta = await registerByApi(request, 'Greta Gran');
  ian = await registerByApi(request, 'Ian Uncle');
});

const circleCard = (page: Page) => page.getByRole('region', { name: 'Family', exact: true });
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

async function addItem(page: Page, name: string, price?: string) {
  await page.getByRole('button', { name: 'Add item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add item' });
  await dialog.getByLabel('Name').fill(name);
  // With a price, a group gift that friends chip in for (A3).
  if (price) {
    await dialog.getByLabel(/^Price/).fill(price);
    await dialog.getByRole('checkbox', { name: 'Group gift (friends chip in)' }).check();
  }
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function chipIn(page: Page, amount: string) {
  const bike = card(page, 'Bike');
  await bike.getByLabel('Your pledge toward Bike', { exact: false }).fill(amount);
  await bike.getByRole('button', { name: 'Chip in: Bike' }).click();
}

test('the admin makes the circle and the others join from their mail, each in their browser', async ({
  browser,
  page,
}) => {
  await signIn(page, mia);
  await page.getByRole('link', { name: 'Circles', exact: true }).click();
  await page.getByLabel('Circle name').fill('Family');
  await page.getByRole('button', { name: 'Create circle' }).click();
  const family = circleCard(page);
  await expect(family).toBeVisible();
  const since = Date.now();
  await family.getByLabel('Email addresses').fill([dan, greta, ian].map((w) => w.email).join(', '));
  await family.getByRole('button', { name: 'Send invitations' }).click();
  await expect(family.getByText('Invitations sent to 3 email(s)!')).toBeVisible();

  for (const who of [dan, greta, ian]) {
    const mail = await waitForMail(who.email, /invited you to the circle/, since);
    const link = linkIn(mail, `${process.env.E2E_BASE_URL}/circles/join/`);
    const own = await browserOf(browser, who);
    try {
      await own.page.goto(new URL(link).pathname);
      await own.page.getByRole('button', { name: 'Join the circle' }).click();
      await expect(own.page).toHaveURL(/\/circles$/);
      await expect(circleCard(own.page)).toContainText('Mia Mum');
    } finally {
      await own.context.close();
    }
  }
  await page.reload();
  await expect(family.getByText('Members (4)')).toBeVisible();
  await expectAccessible(page, 'circles page');
});

test('the admin adds her daughter, makes her list, and shares her own with Dan as co-owner', async ({
  page,
}) => {
  await signIn(page, mia);
  await page.goto('/circles');
  const family = circleCard(page);
  const add = family.getByRole('region', { name: 'Add a child or someone without e-mail' });
  await add.getByLabel('Name').fill('Emma');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByRole('status')).toHaveText('Emma is now in the circle.');
  await family.getByRole('button', { name: 'New list for Emma' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list for Emma' });
  await dialog.getByLabel('List name').fill('Emma turns 7');
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/\/lists\/[^/]+$/);
  emmasList = new URL(page.url()).pathname;
  await addItem(page, 'Kite');
  await addItem(page, 'Bike', '120');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share this list' });
  const circles = share.getByRole('form', { name: 'Share into your circles' });
  await circles.getByRole('checkbox', { name: 'Family' }).check();
  await circles.getByRole('button', { name: 'Save circles' }).click();
  await expect(circles.getByText('Circles saved.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Her own list: a surprise for their anniversary, shared into the circle, Dan its co-owner.
  await page.goto('/dashboard');
  await page.getByLabel('List name').fill('Our anniversary');
  await page.getByRole('checkbox', { name: 'Keep it a surprise' }).check();
  await page.getByLabel('Event date (optional)').fill(inThreeWeeks);
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/\/lists\/[^/]+$/);
  miasList = new URL(page.url()).pathname;
  await addItem(page, 'Weekend away');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const ownShare = page.getByRole('dialog', { name: 'Share this list' });
  const picker = ownShare.getByRole('form', { name: 'Share into your circles' });
  await picker.getByRole('checkbox', { name: 'Family' }).check();
  await picker.getByRole('button', { name: 'Save circles' }).click();
  await expect(picker.getByText('Circles saved.')).toBeVisible();
  const coOwners = ownShare.getByRole('form', { name: 'Co-owners' });
  await coOwners.getByRole('checkbox', { name: 'Dan Dad' }).check();
  await coOwners.getByRole('button', { name: 'Save co-owners' }).click();
  await expect(coOwners.getByText('Co-owners saved.')).toBeVisible();
  await captureScreen(page, 'circles-share-co-owner');
  // Shared into a circle, invited nobody by e-mail: said so, not 'Shared with 0 people'.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Shared with 1 circle' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(card(page, 'Our anniversary')).toContainText('In 1 circle');
  await expect(card(page, 'Our anniversary')).not.toContainText('invited');
  await captureScreen(page, 'circles-dashboard-badges');
  // Invited by e-mail as well: both are counted.
  await page.goto(miasList);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const invite = page.getByRole('dialog', { name: 'Share this list' });
  await invite.getByLabel('Email addresses').fill('aunt.ada@example.test');
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite.getByText('Invitations sent to 1 email(s)!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: 'Shared with 1 person and 1 circle' }),
  ).toBeVisible();
  await captureScreen(page, 'circles-header-people-and-circles');
});

test('Greta claims on both; Mia sees the claim on Emma’s list, Dan none on the one he co-owns', async ({
  browser,
  page,
}) => {
  const gretaView = await browserOf(browser, greta);
  const danView = await browserOf(browser, dan);
  const ianView = await browserOf(browser, ian);
  try {
    const g = gretaView.page;
    await g.getByRole('link', { name: 'Friends Lists' }).click();
    const inFamily = g.getByRole('region', { name: 'Family Circle' });
    await expect(inFamily.getByText('Emma turns 7')).toBeVisible();
    await expect(inFamily.getByText('Our anniversary')).toBeVisible();
    await g.goto(emmasList);
    // Emma will not see it; Mia, who keeps her list, does: the giver is told who.
    await expect(
      g.getByText('Mia Mum, who keeps this list for Emma, can see who marks items bought.'),
    ).toBeVisible();
    await captureScreen(g, 'circles-giver-on-managed-list');
    await g.getByRole('button', { name: 'Mark as bought: Kite' }).click();
    await expect(card(g, 'Kite')).toContainText('Bought by you');
    await chipIn(g, '50');
    await expect(card(g, 'Bike')).toContainText('You: $50.00');
    await g.goto(miasList);
    await g.getByRole('button', { name: 'Mark as bought: Weekend away' }).click();
    await expect(card(g, 'Weekend away')).toContainText('Bought by you');
    // My Gifts: her claims, and under them the bike she chips in for.
    await g.getByRole('link', { name: 'My Gifts' }).click();
    const chipping = g.getByRole('region', { name: 'Chipping in' });
    await expect(chipping.getByRole('heading', { name: 'Bike' })).toBeVisible();
    await expect(chipping).toContainText('Your pledge: $50.00');
    await expect(chipping).toContainText('$50.00 of $120.00 pledged');
    await expect(
      chipping.getByRole('button', { name: 'Withdraw your pledge: Bike' }),
    ).toBeVisible();
    await captureScreen(g, 'my-gifts-chipping-in');

    // Mia keeps Emma: she sees who bought the kite.
    await signIn(page, mia);
    await page.goto(emmasList);
    await expect(card(page, 'Kite')).toContainText('Bought by Greta Gran');
    // A manager is one of Emma's givers: she sees who chipped in, and chips in herself.
    await expect(card(page, 'Bike')).toContainText('Greta Gran: $50.00');
    await chipIn(page, '70');
    await expect(card(page, 'Bike')).toContainText('You: $70.00');
    await expect(card(page, 'Bike').getByText('Funded')).toBeVisible();
    await expect(card(page, 'Bike').getByRole('button', { name: 'Edit Bike' })).toBeVisible();
    await captureScreen(page, 'circles-manager-chips-in');

    // Dan co-owns the surprise list: he edits it and sees no claim.
    const d = danView.page;
    await d.getByRole('link', { name: 'My Lists' }).click();
    await expect(d.getByText('Our anniversary')).toBeVisible();
    await d.goto(miasList);
    await expect(d.getByRole('heading', { name: 'Weekend away' })).toBeVisible();
    const items = d.getByRole('region', { name: 'Items' });
    await expect(items.getByText(/Bought by/)).toHaveCount(0);
    await expect(items.getByRole('button', { name: /Mark|Unmark/ })).toHaveCount(0);
    await addItem(d, 'Dinner out');
    await captureScreen(d, 'circles-co-owner-surprise');

    // Ian finds both under the circle on his dashboard.
    const i = ianView.page;
    const section = i.getByRole('region', { name: 'Lists in your circles' });
    const circle = section.getByRole('region', { name: 'Family' });
    await expect(circle.getByText('Emma turns 7')).toBeVisible();
    await expect(circle.getByText('Our anniversary')).toBeVisible();
    await expectAccessible(i, 'dashboard with circle lists');
  } finally {
    await gretaView.context.close();
    await danView.context.close();
    await ianView.context.close();
  }
});
