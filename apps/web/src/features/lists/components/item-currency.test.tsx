import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CopyItemResult, ItemBody, MyClaim, UpdateListBody, WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { listServer } from '../../../test/list-server';
import {
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';

const headphones = {
  title: 'Studio headphones',
  description: '',
  price: '129',
  category: '',
  url: 'https://shop.example.co.uk/headphones',
  images: [],
  currency: 'GBP',
};

function page(start: Partial<WishList> = {}, scrape?: Record<string, unknown>) {
  signInAs(OWNER);
  const server = listServer(makeList(start));
  const api = mockApi({
    [`GET ${LIST_PATH}`]: server.get,
    [`PUT ${LIST_PATH}`]: server.put,
    ...(scrape ? { 'POST /api/scrape': { body: scrape } } : {}),
  });
  const view = renderApp('/lists/l-1');
  const saves = () => api.callsTo('PUT', LIST_PATH).map((call) => call.body as UpdateListBody);
  return { server, saves, ...view };
}

async function quickAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Quick Add' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Quick Add' }));
  await userEvent.type(dialog.getByLabelText('Product URL'), headphones.url);
  await userEvent.click(dialog.getByRole('button', { name: 'Get details' }));
  return within(await screen.findByRole('dialog', { name: 'Add item' }));
}

const lastItem = (body: UpdateListBody | undefined): ItemBody | undefined => body?.items?.at(-1);

describe('an item’s own currency (L2): never relabelled', () => {
  it('a GBP Quick Add on a EUR list saves GBP 129 and shows £129.00; the list stays in EUR', async () => {
    const { server, saves } = page({ currency: 'EUR' }, headphones);
    const form = await quickAdd();
    const price = form.getByLabelText('Price (£)');
    expect(price).toHaveValue(129);
    expect(price).toHaveAccessibleDescription(
      "This price stays in GBP; the list's prices are in EUR. Nothing is converted.",
    );
    expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    await expectNoAxeViolations(screen.getByRole('dialog', { name: 'Add item' }));
    await userEvent.click(form.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).not.toHaveProperty('currency');
    expect(lastItem(saves()[0])).toMatchObject({
      name: 'Studio headphones',
      price: 129,
      currency: 'GBP',
    });
    expect(await screen.findByText('£129.00')).toBeInTheDocument();
    expect(screen.queryByText('€129.00')).toBeNull();
    expect(server.list.currency).toBe('EUR');
  });

  it('a page that states no currency is priced in the list’s, which it then follows', async () => {
    const { server, saves } = page({ currency: 'EUR' }, { ...headphones, currency: '' });
    const form = await quickAdd();
    expect(form.getByLabelText('Price (€)')).not.toHaveAccessibleDescription(/stays in/);
    expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await userEvent.click(form.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    // In the list's currency, the item is sent as the spec's app sends it: no currency.
    expect(lastItem(saves()[0])).not.toHaveProperty('currency');
    expect(await screen.findByText('€129.00')).toBeInTheDocument();
    expect(server.list.items[0]?.currency).toBeNull();
  });

  it('the owner sets the price’s currency in the form; a code that is none is refused', async () => {
    const { saves } = page({ currency: 'EUR' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    await userEvent.type(form.getByLabelText('Name'), 'Console');
    await userEvent.type(form.getByLabelText('Price (€)'), '299');
    const currency = form.getByRole('combobox', { name: 'Currency' });
    await userEvent.selectOptions(currency, 'Other currency…');
    const code = form.getByRole('textbox', { name: 'Currency code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'xyz');
    await userEvent.click(form.getByRole('button', { name: 'Add item' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Currency must be a three-letter ISO 4217 code such as USD or EUR',
    );
    expect(saves()).toHaveLength(0);
    await userEvent.selectOptions(currency, 'USD');
    expect(form.getByLabelText('Price ($)')).toHaveValue(299);
    await userEvent.click(form.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(lastItem(saves()[0])).toMatchObject({ name: 'Console', price: 299, currency: 'USD' });
    expect(await screen.findByText('$299.00')).toBeInTheDocument();
  });

  it('editing keeps the item’s currency, and other saves send it back unchanged', async () => {
    const { saves } = page({
      currency: 'EUR',
      items: [
        makeItem({ _id: 'i-1', name: 'Headphones', price: 129, currency: 'GBP' }),
        makeItem({ _id: 'i-2', name: 'Mug', price: 10 }),
      ],
    });
    expect(await screen.findByText('£129.00')).toBeInTheDocument();
    expect(screen.getByText('€10.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Mug' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await userEvent.clear(form.getByLabelText('Price (€)'));
    await userEvent.type(form.getByLabelText('Price (€)'), '12');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.items).toEqual([
      expect.objectContaining({ _id: 'i-1', price: 129, currency: 'GBP' }),
      expect.objectContaining({ _id: 'i-2', price: 12 }),
    ]);
    expect(saves()[0]?.items?.[1]).not.toHaveProperty('currency');
    expect(await screen.findByText('€12.00')).toBeInTheDocument();
    expect(screen.getByText('£129.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Headphones' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    expect(edit.getByLabelText('Price (£)')).toHaveValue(129);
    const currency = edit.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('GBP');
    // Back to the list's currency: sent as null, so the item follows the list again.
    await userEvent.selectOptions(currency, 'EUR');
    await userEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.items?.[0]).toMatchObject({ _id: 'i-1', price: 129, currency: null });
    expect(await screen.findByText('€129.00')).toBeInTheDocument();
  });

  it('copying a USD 299 item to a EUR list shows $299.00 there', async () => {
    signInAs(OWNER);
    const console = makeItem({ _id: 'i-1', name: 'Console', price: 299 });
    const source = makeList({ items: [console] });
    const target = makeList({ _id: 'l-2', name: 'Weihnachten', currency: 'EUR' });
    // As the server answers: the copy keeps its price's currency as its own.
    const copied = { ...console, _id: 'c-1', currency: 'USD' };
    const result: CopyItemResult = { item: copied, list: { ...target, items: [copied] } };
    mockApi({
      [`GET ${LIST_PATH}`]: { body: source },
      'GET /api/lists': { body: [source, target] },
      [`POST ${LIST_PATH}/items/i-1/copy`]: { body: result },
      'GET /api/lists/l-2': { body: result.list },
    });
    const { router } = renderApp('/lists/l-1');
    expect(await screen.findByText('$299.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Console' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy or move…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy or move item' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Copy item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await router.navigate('/lists/l-2');
    expect(await screen.findByRole('heading', { name: 'Weihnachten' })).toBeInTheDocument();
    expect(screen.getByText('$299.00')).toBeInTheDocument();
    expect(screen.queryByText('€299.00')).toBeNull();
  });

  it('givers see it in the item’s currency, on the list and in My Gifts', async () => {
    const item = makeItem({ name: 'Headphones', price: 129, currency: 'GBP' });
    signInAs(FRIEND);
    const claim: MyClaim = {
      list: {
        _id: 'l-1',
        name: 'Birthday',
        owner: { _id: OWNER.id, name: OWNER.name },
        eventDate: null,
        currency: 'EUR',
        visible: true,
      },
      item,
      quantity: 1,
      at: '2026-02-01T00:00:00.000Z',
    };
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ currency: 'EUR', items: [item] }) },
      'GET /api/me/claims': { body: [claim] },
    });
    const { router } = renderApp('/lists/l-1');
    expect(await screen.findByText('£129.00')).toBeInTheDocument();
    await router.navigate('/my-gifts');
    const birthday = await screen.findByRole('region', { name: 'Birthday' });
    expect(within(birthday).getByText('£129.00')).toBeInTheDocument();
  });
});
