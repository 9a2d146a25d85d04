import { expect, test } from '@playwright/test';
import { registerByApi, signIn } from '../support/helpers';

// The page's Content-Security-Policy is bypassed here on purpose: the app's own rendering must
// keep these payloads inert even without that second line of defence.
test.use({ bypassCSP: true });

const payloads = {
  listName: `<img src=x onerror="window.__xssFired('list name')">`,
  listDescription: `<script>window.__xssFired('list description')</script>`,
  itemName: `<svg onload="window.__xssFired('item name')">`,
  itemDescription: `"><img src=x onerror=window.__xssFired('item description')>`,
  category: `<iframe src="javascript:window.top.__xssFired('category')"></iframe>`,
  imageUrl: `https://img.example.invalid/a.png"onerror="window.__xssFired('image')`,
};

test('script-looking text in lists and items renders as inert text', async ({ page, request }) => {
  const fired: string[] = [];
  await page.exposeFunction('__xssFired', (where: string) => fired.push(where));
  page.on('dialog', (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });

  const owner = await registerByApi(request, 'Hana Hostile');
  const headers = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/lists', {
    headers,
    data: { name: payloads.listName, description: payloads.listDescription },
  });
  expect(created.status()).toBe(201);
  const list = (await created.json()) as { _id: string };
  const put = await request.put(`/api/lists/${list._id}`, {
    headers,
    data: {
      items: [
        {
          name: payloads.itemName,
          description: payloads.itemDescription,
          category: payloads.category,
          imageUrl: payloads.imageUrl,
        },
      ],
    },
  });
  expect(put.status()).toBe(200);
  // A javascript: link never gets stored in the first place.
  const refused = await request.put(`/api/lists/${list._id}`, {
    headers,
    data: { items: [{ name: 'x', affiliateLink: "javascript:window.__xssFired('link')" }] },
  });
  expect(refused.status()).toBe(400);

  await signIn(page, owner);
  await expect(page.getByText(payloads.listName, { exact: true })).toBeVisible();

  await page.goto(`/lists/${list._id}`);
  await expect(page.getByRole('heading', { name: payloads.listName })).toBeVisible();
  await expect(page.getByText(payloads.listDescription, { exact: true })).toBeVisible();
  await expect(page.getByText(payloads.itemName, { exact: true })).toBeVisible();
  await expect(page.getByText(payloads.itemDescription, { exact: true })).toBeVisible();
  await expect(page.getByText(payloads.category, { exact: true })).toBeVisible();

  // Nothing the payloads describe exists as markup.
  expect(await page.locator('main iframe, main svg[onload], main script').count()).toBe(0);
  expect(await page.locator('[onerror], [onload]').count()).toBe(0);

  // Give any image error handler time to fire, then check nothing ran.
  await page.waitForTimeout(500);
  expect(fired).toEqual([]);
});
