import { expect, test } from '@playwright/test';
import { bearer } from '../support/list-api';
import { listOf, openAs, person, quickPerson } from '../support/spec-lines';

// The spec's validation rules (its section 5) and name editing (section 4), one test a line.

test.describe('spec: validation', () => {
  test("register — \"all four fields required; passwords must match, else 'Passwords do not match'; password at least 6 characters, else 'Password must be at least 6 characters long'; the name is trimmed before sending.\"", async ({
    page,
  }) => {
    await page.goto('/register');
    for (const label of ['Full name', 'Email', 'Confirm password']) {
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('required', '');
    await page.getByLabel('Full name').fill('  Tina Trimmed  ');
    await page.getByLabel('Email').fill(`tina.${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm password').fill('secret-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Password must be at least 6 characters long', { exact: true }),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm password').fill('secret-1');
    const sent = page.waitForRequest('**/api/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Tina Trimmed' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('reset password — "the same two rules and messages; the token must be present, else \'Invalid reset link\'."', async ({
    page,
  }) => {
    await page.goto('/reset-password/%20');
    await page.getByLabel('New password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm new password').fill('secret-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Invalid reset link', { exact: true })).toBeVisible();
    await page.goto('/reset-password/unknown-but-present');
    // An unusable link says so at once (it is checked as the page opens).
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  });

  test("profile — \"trimmed; under 2 characters gives 'Name must be at least 2 characters long'; over 50 gives 'Name must be less than 50 characters long'. The update button is enabled only if the name changed.\"", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Profile Rules');
    await openAs(page, ann, '/profile');
    const update = page.getByRole('button', { name: 'Update profile' });
    await expect(update).toBeDisabled();
    const name = page.getByLabel('Full name');
    await name.fill('  A  ');
    await update.click();
    await expect(
      page.getByText('Name must be at least 2 characters long', { exact: true }),
    ).toBeVisible();
    await name.fill('B'.repeat(51));
    await update.click();
    await expect(
      page.getByText('Name must be less than 50 characters long', { exact: true }),
    ).toBeVisible();
    await name.fill('  Ann Profile Rules  ');
    await expect(update).toBeDisabled();
    await name.fill('  Ann Renamed  ');
    const sent = page.waitForRequest('**/api/auth/profile');
    await update.click();
    expect((await sent).postDataJSON()).toEqual({ name: 'Ann Renamed' });
  });

  test("create list — 'name required (trimmed, non-empty); description optional and trimmed.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Creates');
    await openAs(page, ann, '/dashboard');
    const form = page.getByRole('form', { name: 'Create a new list' });
    const creations: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/lists')) creations.push(sent.url());
    });
    await form.getByLabel('List name').fill('   ');
    await form.getByLabel('List name').press('Enter');
    await expect(form.getByRole('button', { name: 'Create list' })).toBeDisabled();
    expect(creations).toEqual([]);
    await form.getByLabel('List name').fill('  Garden  ');
    await form.getByLabel('Description (optional)').fill('  Seeds and tools  ');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/lists'),
    );
    await form.getByRole('button', { name: 'Create list' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Garden',
      description: 'Seeds and tools',
      isPublic: false,
    });
    await expect(page.getByRole('heading', { name: 'Garden' })).toBeVisible();
  });

  test('list title edit — "empty gives \'Name cannot be empty\'."', async ({ page, request }) => {
    const ann = await quickPerson(request, 'Ann Titles');
    const list = await listOf(request, ann, 'Titled');
    await openAs(page, ann, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Edit list name' }).click();
    await page.getByLabel('List name').fill('   ');
    await page.getByLabel('List name').press('Enter');
    await expect(page.getByText('Name cannot be empty', { exact: true })).toBeVisible();
  });

  test("name editing — 'Name editing (list title): view, then edit, then save or cancel. Enter saves, Escape cancels (Shift+Enter allowed). No save call is made if nothing changed.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Edits');
    const list = await listOf(request, ann, 'Before');
    await openAs(page, ann, `/lists/${list._id}`);
    const saves: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && sent.url().endsWith(`/api/lists/${list._id}`))
        saves.push(sent.postData() ?? '');
    });
    const field = page.getByLabel('List name');
    await page.getByRole('button', { name: 'Edit list name' }).click();
    await field.fill('Cancelled');
    await field.press('Escape');
    await expect(page.getByRole('heading', { name: 'Before' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit list name' }).click();
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: 'Before' })).toBeVisible();
    expect(saves).toEqual([]);
    await page.getByRole('button', { name: 'Edit list name' }).click();
    await field.fill('After');
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: 'After' })).toBeVisible();
    expect(saves).toHaveLength(1);
    // Shift+Enter in the description adds a line instead of saving.
    await page.getByRole('button', { name: 'Edit description' }).click();
    const description = page.getByLabel('List description');
    await description.fill('one');
    await description.press('Shift+Enter');
    await description.pressSequentially('two');
    await expect(description).toHaveValue('one\ntwo');
    await description.press('Enter');
    await expect(page.getByText(/one\s+two/)).toBeVisible();
  });

  test("item — 'name required and trimmed; price numeric with step 0.01; link must be a URL; type is want or have (default want); optional fields are sent as absent when empty.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Items');
    const list = await listOf(request, ann, 'Item rules');
    await openAs(page, ann, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Add a new item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    await expect(dialog.getByLabel('Name')).toHaveAttribute('required', '');
    await expect(dialog.getByLabel(/^Price/)).toHaveAttribute('step', '0.01');
    await expect(dialog.getByLabel(/^Price/)).toHaveAttribute('type', 'number');
    await expect(dialog.getByRole('radio', { name: 'I want it' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'I have it' })).not.toBeChecked();
    await dialog.getByLabel('Name').fill('  Lantern  ');
    await dialog.getByLabel('Link').fill('not a link');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await expect(dialog.getByText('Link must be a valid URL')).toBeVisible();
    await dialog.getByLabel('Link').fill('');
    const sent = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/api/lists/${list._id}`),
    );
    await dialog.getByRole('button', { name: 'Add item' }).click();
    const body = (await sent).postDataJSON() as { items: Array<Record<string, unknown>> };
    const lantern = body.items.at(-1) ?? {};
    expect(lantern).toMatchObject({ name: 'Lantern', type: 'want' });
    for (const optional of ['description', 'category', 'price', 'affiliateLink', 'imageUrl'])
      expect(lantern, optional).not.toHaveProperty(optional);
  });

  test("invitations — \"the email box is split on commas or new lines, entries trimmed, and only entries containing '@' are kept; if none remain: 'Please enter at least one email address'.\"", async ({
    page,
    request,
  }) => {
    const ann = await person(request, 'Ann Invites');
    const list = await listOf(request, ann, 'Invite rules');
    await openAs(page, ann, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this list' });
    await dialog.getByLabel('Email addresses').fill('nobody, nowhere');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(
      dialog.getByText('Please enter at least one email address', { exact: true }),
    ).toBeVisible();
    await dialog.getByLabel('Email addresses').fill(' kim@example.test ,lee@example.test\n x \n');
    const sent = page.waitForRequest(`**/api/lists/${list._id}/invite`);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    expect((await sent).postDataJSON()).toEqual({
      emails: ['kim@example.test', 'lee@example.test'],
    });
  });

  test("quick add — 'Quick add requires a non-empty URL. The scraped price keeps only digits and dots.'", async ({
    page,
    request,
  }) => {
    const ann = await quickPerson(request, 'Ann Quick Rules');
    const list = await listOf(request, ann, 'Quick rules');
    await openAs(page, ann, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'Quick Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Add' });
    await dialog.getByRole('button', { name: 'Get details' }).click();
    await expect(dialog.getByText('Please enter a product URL')).toBeVisible();
    // The shop's page says "£49.99": the form's price keeps 49.99.
    await dialog.getByLabel('Product URL').fill(`${process.env.E2E_SITE_URL}/product/rules`);
    await dialog.getByRole('button', { name: 'Get details' }).click();
    await page
      .getByRole('dialog', { name: 'Choose an image' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Add item' }).getByLabel(/^Price/)).toHaveValue(
      '49.99',
    );
  });

  test("confirmation — 'Deleting an item and revoking an invitation each ask for confirmation.'", async ({
    page,
    request,
  }) => {
    const ann = await person(request, 'Ann Confirms');
    const list = await listOf(request, ann, 'Confirmations', [{ name: 'Vase' }]);
    const invite = await request.post(`/api/lists/${list._id}/invite`, {
      headers: bearer(ann),
      data: { emails: ['guest@example.test'] },
    });
    expect(invite.status()).toBe(200);
    await openAs(page, ann, `/lists/${list._id}`);
    await page.getByRole('button', { name: 'More actions for Vase' }).click();
    await page.getByRole('menuitem', { name: /Delete/ }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete this item?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Vase' })).toBeVisible();
    await page.getByRole('button', { name: 'Shared with 1 person' }).click();
    await page.getByRole('button', { name: 'Revoke guest@example.test' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Revoke invitation?' })).toBeVisible();
  });
});
