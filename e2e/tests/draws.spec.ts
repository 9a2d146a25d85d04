import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  type Account,
  captureScreen,
  linkIn,
  registerByApi,
  signIn,
  waitForMail,
} from '../support/helpers';

/**
 * Secret Santa in a circle (D1-D3), four people in browsers of their own: the admin sets up a
 * draw with a couple kept apart and runs it; each opens the draw from their e-mail and sees one
 * recipient, never themselves nor their excluded partner, the four making a valid draw; the
 * admin sees four looks and no pair; a giver asks their recipient, who reads it from their
 * Secret Santa, named nowhere, and answers.
 */
test.describe.configure({ mode: 'serial' });

/** Four weeks from now, as the date field takes it: runs again stay allowed until then. */
const exchangeDate = new Date(Date.now() + 28 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const base = () => process.env.E2E_BASE_URL ?? '';
const bearer = (who: Account) => ({ authorization: `Bearer ${who.token}` });

let admin: Account;
let ann: Account;
let ben: Account;
let cat: Account;

test.beforeAll(async ({ request }) => {
  admin = await registerByApi(request, 'Rosa Admin');
  ann = await registerByApi(request, 'Ann Giver');
  ben = await registerByApi(request, 'Ben Giver');
  cat = await registerByApi(request, 'Cat Giver');
});

/** A circle of the four, made through the API: the admin invites, each joins from the mail. */
async function familyCircle(request: APIRequestContext): Promise<string> {
  const made = await request.post('/api/circles', {
    headers: bearer(admin),
    data: { name: 'Family' },
  });
  expect(made.status()).toBe(201);
  const circleId = ((await made.json()) as { _id: string })._id;
  const since = Date.now();
  const invite = await request.post(`/api/circles/${circleId}/invite`, {
    headers: bearer(admin),
    data: { emails: [ann.email, ben.email, cat.email] },
  });
  expect(invite.status()).toBe(200);
  for (const who of [ann, ben, cat]) {
    const mail = await waitForMail(who.email, /invited you to the circle/, since);
    const link = linkIn(mail, `${base()}/circles/join/`);
    const token = decodeURIComponent(link.split('/circles/join/')[1] ?? '');
    const join = await request.post(`/api/circles/join/${token}`, { headers: bearer(who) });
    expect(join.ok()).toBe(true);
  }
  return circleId;
}

/** A browser of `who`'s own, opening the draw's link from their mail and signing in there. */
async function openFromMail(browser: Browser, who: Account, since: number) {
  const mail = await waitForMail(who.email, /^Secret Santa in "Family"/, since);
  const link = linkIn(mail, `${base()}/draws/`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new URL(link).pathname);
  return { context, page, link };
}

/** A message as a conversation shows it: who, the day it was written, its text. */
const said = (who: string, text: string) =>
  new RegExp(`^${escapeRegExp(who)} · [^·]+${escapeRegExp(text)}$`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whom the page says its reader drew: exactly one name. */
async function recipientOn(page: Page): Promise<string> {
  const drew = page.getByRole('heading', { name: /^You drew / });
  await expect(drew).toHaveCount(1);
  return ((await drew.textContent()) ?? '').replace(/^You drew /, '').trim();
}

test('a Secret Santa draw among four, from set-up to an anonymous question and its answer', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await familyCircle(request);

  // The admin sets up the draw in the UI, Ann and Ben kept apart both ways.
  await signIn(page, admin);
  await page.getByRole('link', { name: 'Circles', exact: true }).click();
  const circle = page.getByRole('region', { name: 'Family' });
  const santa = circle.getByRole('region', { name: 'Secret Santa' });
  await expect(santa).toContainText('No Secret Santa draw in this circle yet.');
  await santa.getByRole('button', { name: 'New Secret Santa draw in Family' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Secret Santa draw in Family' });
  await dialog.getByLabel('Name of the draw').fill('Christmas');
  for (const who of [admin, ann, ben, cat])
    await expect(dialog.getByRole('checkbox', { name: who.name })).toBeChecked();
  await dialog.getByLabel('Who', { exact: true }).selectOption({ label: ann.name });
  await dialog.getByLabel('Never draws').selectOption({ label: ben.name });
  await dialog.getByRole('checkbox', { name: /Both ways/ }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toContainText(`${ann.name} and ${ben.name} never draw each other`);
  await dialog.getByLabel('Budget (optional)').fill('25');
  await dialog.getByLabel('Exchange date (optional)').fill(exchangeDate);
  await captureScreen(page, 'draws-new');
  await dialog.getByRole('button', { name: 'Create draw' }).click();
  await expect(page).toHaveURL(/\/draws\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Christmas' })).toBeVisible();
  const manage = page.getByRole('region', { name: 'Manage the draw' });
  // In the server's order, either name first.
  await expect(manage).toContainText(
    new RegExp(`(${ann.name} and ${ben.name}|${ben.name} and ${ann.name}) never draw each other`),
  );
  await expect(page.getByRole('heading', { name: 'The draw has not been run yet' })).toBeVisible();
  await captureScreen(page, 'draw-admin-before');

  const ranAt = Date.now();
  await manage.getByRole('button', { name: 'Run the draw' }).click();
  await page
    .getByRole('alertdialog', { name: 'Run the draw?' })
    .getByRole('button', { name: 'Run the draw' })
    .click();
  await expect(manage.getByRole('status')).toHaveText(
    'Drawn. Everyone taking part has been e-mailed.',
  );

  // Each opens the draw from their own mail, in their own browser.
  const others = await Promise.all([ann, ben, cat].map((who) => openFromMail(browser, who, ranAt)));
  try {
    const adminMail = await waitForMail(admin.email, /^Secret Santa in "Family"/, ranAt);
    await page.goto(linkIn(adminMail, `${base()}/draws/`));
    const everyone = [admin, ann, ben, cat];
    const views = [page, ...others.map((view) => view.page)];
    const drew = new Map<string, string>();
    for (const [index, who] of everyone.entries()) {
      const recipient = await recipientOn(views[index]!);
      expect(recipient).not.toBe(who.name);
      drew.set(who.name, recipient);
    }
    // Never the excluded partner; everyone receives exactly once.
    expect(drew.get(ann.name)).not.toBe(ben.name);
    expect(drew.get(ben.name)).not.toBe(ann.name);
    expect(new Set(drew.values())).toEqual(new Set(everyone.map((who) => who.name)));

    // The admin sees four looks, and each row a name and a tick: never whom anyone drew.
    await page.reload();
    await expect(manage.getByRole('heading', { name: 'Who has looked (4 of 4)' })).toBeVisible();
    const rows = manage.getByRole('list').first().getByRole('listitem');
    await expect(rows).toHaveCount(everyone.length);
    expect((await rows.allTextContents()).sort()).toEqual(
      everyone.map((who) => `${who.name}✓Looked`).sort(),
    );
    // Only the admin's own draw is on their page: "You drew X" and "With X, whom you drew".
    expect(await page.getByRole('heading', { name: /drew/ }).allTextContents()).toEqual([
      `You drew ${drew.get(admin.name)}`,
      `With ${drew.get(admin.name)}, whom you drew`,
    ]);

    // A giver whose recipient is not the admin (whose page lists everyone taking part) asks a
    // question; preferably one the recipient did not draw back, so their name is nowhere.
    const givers = [ann, ben, cat].filter((who) => drew.get(who.name) !== admin.name);
    const giver =
      givers.find((who) => drew.get(drew.get(who.name) ?? '') !== who.name) ?? givers[0]!;
    const receiverName = drew.get(giver.name) ?? '';
    const giverPage = views[everyone.indexOf(giver)]!;
    const receiverPage = views[everyone.findIndex((who) => who.name === receiverName)]!;
    const question = 'What is your favourite colour?';
    const withRecipient = giverPage.getByRole('region', {
      name: `With ${receiverName}, whom you drew`,
    });
    await withRecipient.getByLabel(`Ask ${receiverName} something`).fill(question);
    await withRecipient.getByRole('button', { name: 'Send' }).click();
    await expect(withRecipient.getByRole('listitem')).toHaveText([said('You', question)]);

    await receiverPage.getByRole('button', { name: 'Refresh' }).click();
    const withSanta = receiverPage.getByRole('region', { name: 'With your Secret Santa' });
    await expect(withSanta.getByRole('listitem')).toHaveText([said('Your Secret Santa', question)]);
    await expect(withSanta).not.toContainText(giver.name);
    if (drew.get(receiverName) !== giver.name) {
      await expect(receiverPage.locator('body')).not.toContainText(giver.name);
    }
    const answer = 'Green, thank you!';
    await withSanta.getByLabel('Write to your Secret Santa').fill(answer);
    await withSanta.getByRole('button', { name: 'Send' }).click();
    await expect(withSanta.getByRole('listitem')).toHaveCount(2);
    await receiverPage.evaluate(() => window.scrollTo(0, 0));
    await captureScreen(receiverPage, 'draw-participant');

    await giverPage.getByRole('button', { name: 'Refresh' }).click();
    await expect(withRecipient.getByRole('listitem')).toHaveText([
      said('You', question),
      said(receiverName, answer),
    ]);
    await captureScreen(page, 'draw-admin-after');
    await page.goto('/circles');
    await expect(santa.getByRole('link', { name: 'Christmas' })).toBeVisible();
    await expect(santa).toContainText('ChristmasDrawnYou take part · Exchange ');
    await captureScreen(page, 'draws-circle');
  } finally {
    await Promise.all(others.map((view) => view.context.close()));
  }
});
