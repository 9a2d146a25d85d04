import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, browserOf, captureScreen, registerByApi, signIn } from '../support/helpers';
import { createListByApi, shareByApi } from '../support/list-api';

/**
 * Issue 47's screens (A2, A3, A5), three people in browsers of their own: Olga makes a group
 * gift and two alternatives; Ann pledges half of the gift, Ben the rest and it shows funded to
 * both; Ann claims one alternative and Ben sees the other covered; a note Ann writes reaches
 * Ben's open thread live, and the owner is never shown notes, nor who pledged.
 */
test.describe.configure({ mode: 'serial' });

let olga: Account;
let ann: Account;
let ben: Account;
let listPath = '';

test.beforeAll(async ({ request }) => {
  olga = await registerByApi(request, 'Olga Owner');
  ann = await registerByApi(request, 'Ann Giver');
  ben = await registerByApi(request, 'Ben Giver');
  const list = await createListByApi(request, olga, 'Olga turns 40', []);
  await shareByApi(request, olga, ann, list._id);
  await shareByApi(request, olga, ben, list._id);
  listPath = `/lists/${list._id}`;
});

/** `who` in a browser of their own, on Olga's list. */
async function onTheList(browser: Browser, who: Account) {
  const opened = await browserOf(browser, who);
  await opened.page.goto(listPath);
  return opened;
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Adds an item through the form, as the owner does, with what `fill` sets in it. */
async function addItem(
  page: Page,
  name: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add item' });
  await dialog.getByLabel('Name').fill(name);
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

async function chipIn(page: Page, amount: string) {
  const bike = card(page, 'Bike');
  await bike.getByLabel('Your pledge toward Bike', { exact: false }).fill(amount);
  await bike.getByRole('button', { name: 'Chip in: Bike' }).click();
}

test('a group gift funded by two, alternatives covered, and notes only givers see', async ({
  browser,
  page,
}) => {
  await signIn(page, olga);
  await page.goto(listPath);
  await addItem(page, 'Bike', async (dialog) => {
    await dialog.getByLabel(/^Price/).fill('120');
    await dialog.getByRole('checkbox', { name: 'Group gift (friends chip in)' }).check();
  });
  for (const name of ['Red scarf', 'Blue scarf']) {
    await addItem(page, name, (dialog) =>
      dialog.getByRole('combobox', { name: 'Any one of these' }).fill('Scarf'),
    );
  }
  await expect(card(page, 'Bike').getByText('Group gift', { exact: true })).toBeVisible();
  await expect(card(page, 'Blue scarf').getByText('Any one of: Scarf')).toBeVisible();

  const annS = await onTheList(browser, ann);
  const benS = await onTheList(browser, ben);
  try {
    // Ann pledges half; Ben sees it live, with her name.
    await chipIn(annS.page, '60');
    const annBar = annS.page.getByRole('progressbar', { name: 'Pledged toward Bike' });
    await expect(annBar).toHaveAttribute('aria-valuetext', /60\.00 of .*120\.00 pledged/);
    await expect(card(benS.page, 'Bike').getByText(/^Ann Giver: .*60\.00$/)).toBeVisible();
    await captureScreen(annS.page, 'after-gift-giver-pledged');

    // Ben pledges the rest: funded, for both, and no one else may chip in.
    await chipIn(benS.page, '60');
    await expect(card(benS.page, 'Bike').getByText('Funded')).toBeVisible();
    await expect(card(annS.page, 'Bike').getByText('Funded')).toBeVisible();
    await expect(annBar).toHaveAttribute('aria-valuetext', /120\.00 of .*120\.00 pledged/);

    // The owner: the sum only, never who.
    await page.reload();
    await expect(card(page, 'Bike').getByText(/120\.00 pledged$/)).toBeVisible();
    await expect(page.getByText(/Ann Giver|Ben Giver/)).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await captureScreen(page, 'after-gift-owner');

    // Ann claims the red scarf: Ben's blue one is covered, live, and offers no claim.
    await card(annS.page, 'Red scarf')
      .getByRole('button', { name: 'Mark as bought: Red scarf' })
      .click();
    await expect(card(annS.page, 'Red scarf').getByText('Bought by you')).toBeVisible();
    const blue = card(benS.page, 'Blue scarf');
    await expect(blue.getByText('Covered: another of these is claimed')).toBeVisible();
    await expect(blue.getByRole('button', { name: /Mark as bought/ })).toHaveCount(0);
    await captureScreen(benS.page, 'after-gift-covered');

    // Ben opens the bike's notes; Ann writes one; it reaches Ben's open thread live.
    await card(benS.page, 'Bike').getByRole('button', { name: 'Notes: Bike' }).click();
    const benThread = benS.page.getByRole('region', { name: 'Notes on Bike' });
    await expect(benThread.getByText('No notes yet.')).toBeVisible();
    await card(annS.page, 'Bike').getByRole('button', { name: 'Notes: Bike' }).click();
    const annThread = annS.page.getByRole('region', { name: 'Notes on Bike' });
    await annThread.getByLabel('Write a note only givers see').fill('I will wrap it, Ben');
    await annThread.getByRole('button', { name: 'Send' }).click();
    await expect(annThread.getByText('I will wrap it, Ben')).toBeVisible();
    await expect(benThread.getByText('I will wrap it, Ben')).toBeVisible();
    await expect(benThread.getByText('Ann Giver')).toBeVisible();
    await expect(
      card(benS.page, 'Bike').getByRole('button', { name: 'Notes (1): Bike' }),
    ).toBeVisible();
    await captureScreen(benS.page, 'after-gift-notes-open');

    // Never to the owner: no disclosure, no text, even after the note was written.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bike', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notes/ })).toHaveCount(0);
    await expect(page.getByText('I will wrap it, Ben')).toHaveCount(0);
  } finally {
    await annS.context.close();
    await benS.context.close();
  }
});
