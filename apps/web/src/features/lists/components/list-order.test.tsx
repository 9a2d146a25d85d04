import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
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
import { ITEM_ORDER_KEY, sortItems } from './item-order';

const LIST_PATH = '/api/lists/l-1';

const items = [
  makeItem({ _id: 'i-1', name: 'Socks', price: 8 }),
  makeItem({ _id: 'i-2', name: 'Camera', price: 450, priority: 3 }),
  makeItem({ _id: 'i-3', name: 'Book', price: null, priority: 1 }),
  makeItem({ _id: 'i-4', name: 'Scarf', price: 25, priority: 1 }),
];

function page(user = OWNER, start: Partial<WishList> = {}) {
  signInAs(user);
  const server = listServer(makeList({ items, ...start }));
  const api = mockApi({ [`GET ${LIST_PATH}`]: server.get, [`PUT ${LIST_PATH}`]: server.put });
  renderApp('/lists/l-1');
  return { server, api };
}

const shownNames = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('priority (L1)', () => {
  it('shows hearts named for screen readers, none for priority 0', async () => {
    page(FRIEND);
    const camera = (await screen.findByRole('heading', { name: 'Camera' })).closest('li');
    expect(camera).toHaveTextContent('Priority: most wanted');
    expect(within(camera as HTMLElement).getByTitle('Most wanted')).toHaveTextContent('♥♥♥');
    const socks = screen.getByRole('heading', { name: 'Socks' }).closest('li');
    expect(socks).not.toHaveTextContent('Priority');
  });

  it('is set in the item form and sent with the item', async () => {
    const { api } = page();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Socks' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    const priority = dialog.getByLabelText('Priority');
    expect(priority).toHaveValue('0');
    expect(
      within(priority)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', '♥ Nice to have', '♥♥ Really want', '♥♥♥ Most wanted']);
    await userEvent.selectOptions(priority, '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(1));
    const sent = (api.callsTo('PUT', LIST_PATH)[0]?.body as WishList | undefined)?.items ?? [];
    expect(sent.map((item) => [item.name, item.priority])).toEqual([
      ['Socks', 2],
      ['Camera', 3],
      ['Book', 1],
      ['Scarf', 1],
    ]);
  });
});

describe('sort (decision 012)', () => {
  it('orders by priority (ties in the list order) or by price (none last)', () => {
    const names = (order: 'list' | 'priority' | 'price') =>
      sortItems(items, order).map((item) => item.name);
    expect(names('list')).toEqual(['Socks', 'Camera', 'Book', 'Scarf']);
    expect(names('priority')).toEqual(['Camera', 'Book', 'Scarf', 'Socks']);
    expect(names('price')).toEqual(['Socks', 'Scarf', 'Camera', 'Book']);
  });

  it('is a giver’s choice too, kept in this browser for every list', async () => {
    page(FRIEND);
    const sort = await screen.findByRole('combobox', { name: 'Sort' });
    expect(shownNames()).toEqual(['Socks', 'Camera', 'Book', 'Scarf']);
    await userEvent.selectOptions(sort, 'Most wanted first');
    expect(shownNames()).toEqual(['Camera', 'Book', 'Scarf', 'Socks']);
    expect(localStorage.getItem(ITEM_ORDER_KEY)).toBe('priority');
    await userEvent.selectOptions(sort, 'Price: low to high');
    expect(shownNames()).toEqual(['Socks', 'Scarf', 'Camera', 'Book']);
    await userEvent.selectOptions(sort, 'List order');
    expect(localStorage.getItem(ITEM_ORDER_KEY)).toBeNull();
  });

  it('starts from the saved choice', async () => {
    localStorage.setItem(ITEM_ORDER_KEY, 'price');
    page(FRIEND);
    expect(await screen.findByRole('combobox', { name: 'Sort' })).toHaveValue('price');
    expect(shownNames()).toEqual(['Socks', 'Scarf', 'Camera', 'Book']);
    // a giver has no More menu, so nothing to rearrange with
    expect(screen.queryByRole('button', { name: 'More list actions' })).toBeNull();
  });
});

describe('reorder (L1), the owner', () => {
  it('Up and Down save the new order, say so, and keep focus on the button', async () => {
    localStorage.setItem(ITEM_ORDER_KEY, 'priority');
    const { server, api } = page();
    await userEvent.click(await screen.findByRole('button', { name: 'More list actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reorder items' }));
    // Rearranging is of the list's own order, which is now shown.
    expect(localStorage.getItem(ITEM_ORDER_KEY)).toBeNull();
    const region = await screen.findByRole('region', { name: 'Rearrange items' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    const up = within(region).getByRole('button', { name: 'Move Socks up' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(up);
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);

    const down = within(region).getByRole('button', { name: 'Move Socks down' });
    await userEvent.click(down);
    expect(await within(region).findByText('Moved Socks to position 2 of 4.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() =>
      expect(server.list.items.map((item) => item.name)).toEqual([
        'Camera',
        'Socks',
        'Book',
        'Scarf',
      ]),
    );
    const sent = api.callsTo('PUT', LIST_PATH)[0]?.body as WishList;
    expect(sent.version).toBe(0);
    expect(sent.items.map((item) => item._id)).toEqual(['i-2', 'i-1', 'i-3', 'i-4']);
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Move Socks down' })).toHaveFocus(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(shownNames()).toEqual(['Camera', 'Socks', 'Book', 'Scarf']);
  });

  it('is not offered on an archived list', async () => {
    page(OWNER, { archived: true });
    await screen.findByRole('heading', { name: 'Socks' });
    await userEvent.click(screen.getByRole('button', { name: 'More list actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Export JSON',
      'Export CSV',
      'Restore list',
    ]);
  });
});
