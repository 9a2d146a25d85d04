import { expect, test } from '@playwright/test';
import { type Account, linkIn, waitForMail } from '../support/helpers';
import { bearer, shareByApi } from '../support/list-api';
import { expectShownFor, listOf, openAs, person, quickPerson } from '../support/spec-lines';

/**
 * The spec's states and flows (its section 4) and business constants (section 9), one test a
 * line: the journey part of the spec-line suite, which CI runs on SQLite and on PostgreSQL.
 */

const itemOf = (list: { items: Array<{ _id: string; name: string }> }, name: string) =>
  list.items.find((item) => item.name === name)?._id ?? '';

async function sharedList(
  request: Parameters<typeof person>[0],
  owner: Account,
  friend: Account,
  name: string,
  items: Array<Record<string, unknown>>,
) {
  const list = await listOf(request, owner, name, items);
  await shareByApi(request, owner, friend, list._id);
  return list;
}

test.describe('spec: states and flows', () => {
  test("item — 'Item: unbought becomes bought when any signed-in user marks it (boughtBy set to the current user and boughtAt to now; applied optimistically and rolled back on failure).'", async ({
    page,
    request,
  }) => {
    const owner = await person(request, 'Oscar Journey');
    const friend = await person(request, 'Freya Journey');
    const list = await sharedList(request, owner, friend, 'Journey', [{ name: 'Puzzle' }]);
    await openAs(page, friend, `/lists/${list._id}`);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/mark-bought') && response.status() === 200,
    );
    const before = Date.now();
    await page.getByRole('button', { name: 'Mark as bought: Puzzle' }).click();
    await expect(page.getByText('Bought by you')).toBeVisible();
    const item = (await (await answer).json()) as {
      boughtBy: { _id: string; name: string; email: string | null } | null;
      boughtAt: string | null;
    };
    // The spec's item: boughtBy {_id, name, email}, the buyer's own address included.
    expect(item.boughtBy).toEqual({ _id: friend.id, name: friend.name, email: friend.email });
    expect(Date.parse(item.boughtAt ?? '')).toBeGreaterThanOrEqual(before - 5_000);
    const read = await request.get(`/api/lists/${list._id}`, { headers: bearer(friend) });
    const puzzle = ((await read.json()) as { items: Array<{ boughtBy: unknown }> }).items[0];
    expect(puzzle?.boughtBy).toEqual({ _id: friend.id, name: friend.name, email: friend.email });
    const asOwner = await request.get(`/api/lists/${list._id}`, { headers: bearer(owner) });
    const seen = ((await asOwner.json()) as { items: Array<{ boughtBy: unknown }> }).items[0];
    expect(seen?.boughtBy).toEqual({ _id: friend.id, name: friend.name, email: friend.email });
  });

  test("item — 'Bought becomes unbought via Unmark, offered only to the list owner or the buyer.'", async ({
    page,
    request,
  }) => {
    const owner = await person(request, 'Olaf Unmark');
    const buyer = await person(request, 'Bea Unmark');
    const other = await person(request, 'Cy Unmark');
    const list = await sharedList(request, owner, buyer, 'Unmarks', [{ name: 'Sled' }]);
    await shareByApi(request, owner, other, list._id);
    const mark = await request.put(
      `/api/lists/${list._id}/items/${itemOf(list, 'Sled')}/mark-bought`,
      {
        headers: bearer(buyer),
      },
    );
    expect(mark.status()).toBe(200);
    await openAs(page, other, `/lists/${list._id}`);
    await expect(page.getByText('Bought by Bea Unmark')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unmark: Sled' })).toHaveCount(0);
    await openAs(page, buyer, `/lists/${list._id}`);
    // The page shows the unmark at once (optimistic); the server's answer may come after it.
    const unmarked = page.waitForResponse(
      (res) => res.url().endsWith('/unmark-bought') && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Unmark: Sled' }).click();
    await expect(page.getByRole('button', { name: 'Mark as bought: Sled' })).toBeVisible();
    expect((await unmarked).status()).toBe(200);
    const again = await request.put(
      `/api/lists/${list._id}/items/${itemOf(list, 'Sled')}/mark-bought`,
      {
        headers: bearer(other),
      },
    );
    expect(again.status()).toBe(200);
    await openAs(page, owner, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Unmark: Sled' }).click();
    await expect(page.getByRole('button', { name: 'Mark as bought: Sled' })).toBeVisible();
  });

  test("invitation — 'Invitation: pending becomes accepted on accept; pending or accepted is removed on revoke.'", async ({
    page,
    request,
  }) => {
    const owner = await person(request, 'Odile Invites');
    const friend = await person(request, 'Flora Invited');
    const list = await listOf(request, owner, 'Invitations', [{ name: 'Atlas' }]);
    const since = Date.now();
    const invite = await request.post(`/api/lists/${list._id}/invite`, {
      headers: bearer(owner),
      data: { emails: [friend.email, 'later@example.test'] },
    });
    expect(invite.status()).toBe(200);
    await waitForMail(friend.email, /shared the wish list/, since);
    await openAs(page, friend, '/shared-lists');
    await page.getByRole('button', { name: 'Accept Invitation to Invitations' }).click();
    await openAs(page, owner, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Shared with 2 people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Recipients' });
    const row = (email: string) => dialog.getByRole('listitem').filter({ hasText: email });
    await expect(row(friend.email)).toContainText(/accepted/i);
    await expect(row('later@example.test')).toContainText(/pending/i);
    for (const email of [friend.email, 'later@example.test']) {
      await dialog.getByRole('button', { name: `Revoke ${email}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(row(email)).toHaveCount(0);
    }
    const gone = await request.get(`/api/lists/${list._id}`, { headers: bearer(friend) });
    expect(gone.status()).toBe(404);
  });

  test("quick add — 'Quick add flow: URL dialog, then extraction. If images came back, an image chooser follows (pick one, or Skip for no image), then the prefilled add form.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Quick Flow');
    const list = await listOf(request, ann, 'Quick flow');
    await openAs(page, ann, `/lists/${list._id}`);
    for (const choice of ['pick', 'skip'] as const) {
      await page.getByRole('button', { name: 'Quick Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Quick Add' });
      await dialog.getByLabel('Product URL').fill(`${process.env.E2E_SITE_URL}/product/${choice}`);
      await dialog.getByRole('button', { name: 'Get details' }).click();
      const chooser = page.getByRole('dialog', { name: 'Choose an image' });
      if (choice === 'pick') await chooser.getByRole('button', { name: /Choice 2 of/ }).click();
      else await chooser.getByRole('button', { name: 'Skip' }).click();
      const form = page.getByRole('dialog', { name: 'Add item' });
      await expect(form.getByLabel('Name')).toHaveValue('Cosy Wool Blanket');
      await expect(form.getByLabel('Image URL')).toHaveValue(
        choice === 'pick' ? /\/images\/blue\.png$/ : '',
      );
      await form.getByRole('button', { name: 'Add item' }).click();
      await expect(form).toBeHidden();
    }
    await expect(page.getByRole('heading', { name: 'Cosy Wool Blanket' })).toHaveCount(2);
    // One image came back: the chooser follows all the same.
    await page.getByRole('button', { name: 'Quick Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Add' });
    await dialog
      .getByLabel('Product URL')
      .fill(`${process.env.E2E_SITE_URL}/shop/throw-single-image`);
    await dialog.getByRole('button', { name: 'Get details' }).click();
    await page
      .getByRole('dialog', { name: 'Choose an image' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Add item' }).getByLabel('Image URL'),
    ).toHaveValue('');
  });

  test("quick add — 'On scrape failure, the add form opens with only the link prefilled.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Scrape Form');
    const list = await listOf(request, ann, 'Scrape form');
    await openAs(page, ann, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Quick Add', exact: true }).click();
    const link = `${process.env.E2E_SITE_URL}/missing-product`;
    await page.getByRole('dialog', { name: 'Quick Add' }).getByLabel('Product URL').fill(link);
    await page.getByRole('button', { name: 'Get details' }).click();
    const form = page.getByRole('dialog', { name: 'Add item' });
    await expect(form.getByLabel('Link')).toHaveValue(link);
    for (const field of ['Name', 'Description', 'Category', 'Image URL'])
      await expect(form.getByLabel(field, { exact: true })).toHaveValue('');
    await expect(form.getByLabel(/^Price/)).toHaveValue('');
  });
});

test.describe('spec: business constants', () => {
  test("reset — 'Redirect after password reset: 2 seconds.'", async ({ page, request }) => {
    const ann = await quickPerson(request, 'Ann Resets');
    const since = Date.now();
    const asked = await request.post('/api/auth/forgot-password', { data: { email: ann.email } });
    expect(asked.status()).toBe(200);
    const mail = await waitForMail(ann.email, /reset/i, since);
    await page.clock.install();
    await page.goto(linkIn(mail, `${process.env.E2E_BASE_URL}/reset-password/`));
    await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Confirm new password').fill('brand-new-1');
    // The count starts when the reset is done and says so.
    const done = page.getByText(/Taking you to sign in/);
    await expectShownFor(
      page,
      done,
      2000,
      () => page.getByRole('button', { name: 'Reset password' }).click(),
      () => expect(page).toHaveURL(/\/login$/),
    );
  });

  test('invite — "Invite success message auto-clears after 2 seconds in the simple share dialog and 3 seconds in the manage dialog. Text: \'Invitations sent to N email(s)!\'."', async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Timed');
    const list = await listOf(request, ann, 'Timed invitations');
    await page.clock.install();
    await openAs(page, ann, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share this list' });
    await share.getByLabel('Email addresses').fill('one@example.test, two@example.test');
    const sentTwo = page.getByText('Invitations sent to 2 email(s)!');
    await expectShownFor(page, sentTwo, 2000, () =>
      share.getByRole('button', { name: 'Send invitations' }).click(),
    );
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();

    await page.getByRole('button', { name: 'Shared with 2 people' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Recipients' });
    await manage.getByLabel('Email addresses').fill('three@example.test');
    const sentOne = page.getByText('Invitations sent to 1 email(s)!');
    await expectShownFor(page, sentOne, 3000, () =>
      manage.getByRole('button', { name: 'Invite', exact: true }).click(),
    );
  });

  test("lists — 'New lists are created with isPublic false.'", async ({ page, request }) => {
    const ann = await quickPerson(request, 'Ann Private');
    await openAs(page, ann, '/dashboard');
    await page.getByLabel('List name').fill('Private by default');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/lists') && response.status() === 201,
    );
    await page.getByRole('button', { name: 'Create list' }).click();
    expect(((await (await created).json()) as { isPublic: boolean }).isPublic).toBe(false);
  });

  test("items — 'Item types: want and have.'", async ({ page, request }) => {
    const ann = await quickPerson(request, 'Ann Types');
    const list = await listOf(request, ann, 'Types', [
      { name: 'Wanted thing', type: 'want' },
      { name: 'Had thing', type: 'have' },
    ]);
    await openAs(page, ann, `/lists/${list._id}`);
    await expect(page.getByRole('listitem').filter({ hasText: 'Wanted thing' })).toContainText(
      'Want',
    );
    await expect(page.getByRole('listitem').filter({ hasText: 'Had thing' })).toContainText('Have');
    await page.getByRole('button', { name: 'Add a new item' }).click();
    const types = page.getByRole('dialog', { name: 'Add item' }).getByRole('radio');
    await expect(types).toHaveCount(2);
  });

  test("prices — 'Price shown with 2 decimals and a $ sign.'", async ({ page, request }) => {
    const ann = await quickPerson(request, 'Ann Prices');
    const list = await listOf(request, ann, 'Prices', [
      { name: 'Round', price: 20 },
      { name: 'Cents', price: 4.5 },
    ]);
    await openAs(page, ann, `/lists/${list._id}`);
    await expect(page.getByRole('listitem').filter({ hasText: 'Round' })).toContainText('$20.00');
    await expect(page.getByRole('listitem').filter({ hasText: 'Cents' })).toContainText('$4.50');
  });

  test('links — "Buy links pointing at a UK Amazon domain have any existing affiliate tag removed and the product\'s own affiliate tag set; other links are unchanged."', async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Links');
    const list = await listOf(request, ann, 'Links', [
      { name: 'Amazon book', affiliateLink: 'https://www.amazon.co.uk/dp/B0001?tag=someone-21' },
      { name: 'Shop book', affiliateLink: 'https://books.example/b?tag=keep-me' },
    ]);
    await openAs(page, ann, `/lists/${list._id}`);
    const amazon = page.getByRole('link', { name: 'Buy Amazon book (opens in a new tab)' });
    const href = new URL((await amazon.getAttribute('href')) ?? '');
    expect(href.hostname).toBe('www.amazon.co.uk');
    expect(href.searchParams.getAll('tag')).toHaveLength(1);
    expect(href.searchParams.get('tag')).not.toBe('someone-21');
    await expect(
      page.getByRole('link', { name: 'Buy Shop book (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://books.example/b?tag=keep-me');
  });

  test("items — 'Item identity for edit and delete is by name plus createdAt.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Twins');
    const list = await listOf(request, ann, 'Twins', [
      { name: 'Twin', description: 'first' },
      { name: 'Twin', description: 'second' },
    ]);
    await openAs(page, ann, `/lists/${list._id}`);
    const second = page.getByRole('listitem').filter({ hasText: 'second' });
    await second.getByRole('button', { name: 'Edit Twin' }).click();
    const form = page.getByRole('dialog', { name: 'Edit item' });
    await form.getByLabel('Description').fill('second, edited');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: 'first' })).toHaveCount(1);
    await expect(page.getByText('second, edited')).toBeVisible();
  });
});
