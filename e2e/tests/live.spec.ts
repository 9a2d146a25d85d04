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
import {
  bearer,
  createListByApi,
  type ListAnswer,
  readListByApi,
  shareByApi,
} from '../support/list-api';
import { freePort, runSettings, type ServerProcess, startServer } from '../support/server-process';

// Issue 26 (N1, N3) in browsers: pages follow others' changes without a reload, across a
// restart too; the profile's e-mail settings; unsubscribing with a real e-mail's link.
test.describe.configure({ mode: 'serial' });

/** N1 says within 1 s; the page reads the list after that. */
const LIVE_MS = 2_000;

let owner: Account;
let ann: Account;
let ben: Account;
let list: ListAnswer;
const listPath = () => `/lists/${list._id}`;

test.beforeAll(async ({ request }) => {
  owner = await registerByApi(request, 'Lena Owner');
  ann = await registerByApi(request, 'Ann Giver');
  ben = await registerByApi(request, 'Ben Giver');
  list = await createListByApi(request, owner, "Lena's birthday", [
    { name: 'Kite', price: 20 },
    { name: 'Yo-yo', price: 5 },
    { name: 'Book', price: 12 },
  ]);
  await shareByApi(request, owner, ann, list._id);
  await shareByApi(request, owner, ben, list._id);
});

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Marks the document, so that a later check tells a live change from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { liveMark: boolean }).liveMark = true;
  });
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark),
    'the page was reloaded',
  ).toBe(true);
}

/** The owner saves the list's items from elsewhere (another device), as the API takes them. */
async function saveItemsByApi(
  request: APIRequestContext,
  change: (items: ListAnswer['items']) => Array<Record<string, unknown>>,
) {
  const now = await readListByApi(request, owner, list._id);
  const put = await request.put(`/api/lists/${list._id}`, {
    headers: bearer(owner),
    data: { version: now.version, items: change(now.items) },
  });
  expect(put.status()).toBe(200);
}

const itemId = async (request: APIRequestContext, name: string) => {
  const now = await readListByApi(request, owner, list._id);
  const found = now.items.find((item) => item.name === name);
  if (!found) throw new Error(`no item ${name}`);
  return found._id;
};

test("two givers on one list: one's claim shows on the other's page and the owner's, without a reload", async ({
  browser,
}) => {
  const annView = await browserOf(browser, ann);
  const benView = await browserOf(browser, ben);
  const ownerView = await browserOf(browser, owner);
  try {
    const a = annView.page;
    const b = benView.page;
    const o = ownerView.page;
    for (const page of [a, b, o]) {
      await page.goto(listPath());
      await expect(card(page, 'Kite')).toBeVisible();
      await markDocument(page);
    }
    await expect(b.getByRole('button', { name: 'Mark as bought: Kite' })).toBeVisible();

    await a.getByRole('button', { name: 'Mark as bought: Kite' }).click();
    await expect(card(a, 'Kite')).toContainText('Bought by you');
    await expect(card(b, 'Kite')).toContainText('Bought by Ann Giver', { timeout: LIVE_MS });
    await expect(b.getByRole('button', { name: 'Mark as bought: Kite' })).toHaveCount(0);
    await expect(card(o, 'Kite')).toContainText('Bought by Ann Giver', { timeout: LIVE_MS });

    // Given back: free again on Ben's page.
    await a.getByRole('button', { name: 'Unmark: Kite' }).click();
    await expect(b.getByRole('button', { name: 'Mark as bought: Kite' })).toBeVisible({
      timeout: LIVE_MS,
    });
    await b.getByRole('button', { name: 'Mark as bought: Kite' }).click();
    await expect(card(a, 'Kite')).toContainText('Bought by Ben Giver', { timeout: LIVE_MS });
    for (const page of [a, b, o]) await expectSameDocument(page);
  } finally {
    await annView.context.close();
    await benView.context.close();
    await ownerView.context.close();
  }
});

test("My Gifts shows the owner's change to a claimed gift, and the owner's dashboard follows too", async ({
  browser,
  request,
}) => {
  const annView = await browserOf(browser, ann);
  const ownerView = await browserOf(browser, owner);
  try {
    const a = annView.page;
    const o = ownerView.page;
    const book = await itemId(request, 'Book');
    const claim = await request.put(`/api/lists/${list._id}/items/${book}/mark-bought`, {
      headers: bearer(ann),
    });
    expect(claim.status()).toBe(200);

    await a.getByRole('link', { name: 'My Gifts' }).click();
    const gifts = a.getByRole('region', { name: "Lena's birthday" });
    await expect(gifts.getByRole('heading', { name: 'Book' })).toBeVisible();
    await markDocument(a);
    await expect(o.getByRole('link', { name: /Lena's birthday/ })).toContainText('3 items');
    await markDocument(o);

    // The owner, on another device, renames the book and adds a fourth item.
    await saveItemsByApi(request, (items) => [
      ...items.map(({ _id, name }) => ({ _id, name: name === 'Book' ? 'Picture book' : name })),
      { name: 'Puzzle' },
    ]);
    await expect(gifts.getByRole('heading', { name: 'Picture book' })).toBeVisible({
      timeout: LIVE_MS,
    });
    await expect(o.getByRole('link', { name: /Lena's birthday/ })).toContainText('4 items', {
      timeout: LIVE_MS,
    });
    await expectSameDocument(a);
    await expectSameDocument(o);
  } finally {
    await annView.context.close();
    await ownerView.context.close();
  }
});

test('a server restart: the open page reconnects by itself and shows a change made after it', async ({
  browser,
  request,
}) => {
  const settings = runSettings();
  const port = await freePort();
  let own: ServerProcess = await startServer(settings, port);
  const annView = await browserOf(browser, ann, own.url);
  try {
    const a = annView.page;
    await a.goto(listPath());
    await expect(card(a, 'Yo-yo')).toBeVisible();
    await expect(a.getByRole('button', { name: 'Mark as bought: Yo-yo' })).toBeVisible();
    await markDocument(a);

    // Killed, not stopped: the page's stream is cut, not ended politely.
    const exited = new Promise((resolve) => own.child.once('exit', resolve));
    own.child.kill('SIGKILL');
    await exited;
    own = await startServer(settings, port);

    // After the restart Ben claims the yo-yo (through the run's other server: same data).
    const claim = await request.put(
      `/api/lists/${list._id}/items/${await itemId(request, 'Yo-yo')}/mark-bought`,
      { headers: bearer(ben) },
    );
    expect(claim.status()).toBe(200);
    // Reconnecting waits 1-2 s, then 2-4 s … after each failed try.
    await expect(card(a, 'Yo-yo')).toContainText('Bought by Ben Giver', { timeout: 20_000 });
    await expect(a.getByRole('button', { name: 'Mark as bought: Yo-yo' })).toHaveCount(0);
    await expectSameDocument(a);
  } finally {
    await annView.context.close();
    await own.stop();
  }
});

test('e-mail settings: a box unticked and saved stays so after a reload', async ({
  page,
  request,
}) => {
  await signIn(page, owner);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'E-mail notifications' });
  const reminders = section.getByRole('checkbox', { name: 'Event reminders' });
  await expect(reminders).toBeChecked();
  await expect(
    section.getByRole('checkbox', { name: 'Changes to gifts I marked as bought' }),
  ).toBeChecked();
  await captureScreen(page, 'profile-notifications');

  await reminders.uncheck();
  await section.getByRole('button', { name: 'Save e-mail settings' }).click();
  await expect(section.getByRole('status')).toHaveText('E-mail settings saved');
  // The save scrolled the page: from the top, the sticky header stays at the top of the shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreen(page, 'profile-notifications-saved');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'E-mail notifications' }).getByRole('checkbox', {
      name: 'Event reminders',
    }),
  ).not.toBeChecked();
  // The unsubscribe page's way back leads straight to the section.
  await page.goto('/dashboard');
  await page.goto('/profile#notifications');
  await expect(page.getByRole('heading', { name: 'E-mail notifications' })).toBeInViewport();
  const saved = await request.get('/api/auth/preferences', { headers: bearer(owner) });
  expect(((await saved.json()) as { notify: Record<string, boolean> }).notify).toEqual({
    digest: true,
    claimedChanged: true,
    reminders: false,
  });
});

test('unsubscribe: the link from a real notification e-mail, signed out; and a bad link', async ({
  browser,
  request,
}) => {
  // A process of our own that looks for notifications every second (the run's: every 30 s).
  const notifier = await startServer(runSettings(), await freePort(), {
    NOTIFY_CHECK_SECONDS: '1',
  });
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    // Ben holds the kite; the owner changes its price, so Ben is told.
    const since = Date.now();
    await saveItemsByApi(request, (items) =>
      items.map(({ _id, name }) => ({ _id, name, ...(name === 'Kite' ? { price: 25 } : {}) })),
    );
    const mail = await waitForMail(ben.email, /you marked as bought on/, since);
    const link = linkIn(mail, `${process.env.E2E_BASE_URL}/unsubscribe/`);

    const page = await context.newPage();
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(
      page.getByText('This link turns off e-mails when a gift you marked as bought'),
    ).toBeVisible();
    // Opening the link changed nothing.
    const before = await request.get('/api/auth/preferences', { headers: bearer(ben) });
    expect(((await before.json()) as { notify: { claimedChanged: boolean } }).notify).toMatchObject(
      { claimedChanged: true },
    );
    await captureScreen(page, 'unsubscribe');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText(
      'You will no longer get e-mails when a gift you marked as bought is changed or removed.',
    );
    await expect(page.getByRole('status')).toBeFocused();
    await expect(
      page.getByRole('link', { name: 'Turn them back on in your profile' }),
    ).toHaveAttribute('href', '/profile#notifications');
    await captureScreen(page, 'unsubscribe-done');
    const after = await request.get('/api/auth/preferences', { headers: bearer(ben) });
    expect(((await after.json()) as { notify: Record<string, boolean> }).notify).toEqual({
      digest: true,
      claimedChanged: false,
      reminders: true,
    });

    await page.goto('/unsubscribe/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await captureScreen(page, 'unsubscribe-bad-link');
  } finally {
    await context.close();
    await notifier.stop();
  }
});
