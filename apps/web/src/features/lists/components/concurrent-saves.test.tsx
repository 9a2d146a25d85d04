import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { listServer } from '../../../test/list-server';
import { makeItem, makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const STALE = 'This list was changed elsewhere since you opened it. Reload it and try again.';

function ownerPage(start: Partial<WishList>) {
  signInAs(OWNER);
  const server = listServer(makeList(start));
  const api = mockApi({
    [`GET ${LIST_PATH}`]: server.get,
    [`PUT ${LIST_PATH}`]: server.put,
    'GET /api/lists': () => ({ body: [server.list] }),
  });
  renderApp('/lists/l-1');
  const puts = () => api.callsTo('PUT', LIST_PATH).map((call) => call.body as WishList);
  return { server, api, puts };
}

async function addItem(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
  await userEvent.type(dialog.getByLabelText('Name'), name);
  await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
  return dialog;
}

const headphones = makeItem({ _id: 'i-1', name: 'Headphones' });
const kettle = makeItem({ _id: 'i-9', name: 'Kettle', price: 30 });

describe('saves from a page that missed a change (decision 012)', () => {
  it('an add after another tab added an item keeps both: read again, the same add, once', async () => {
    const { server, puts } = ownerPage({ items: [headphones] });
    await screen.findByRole('heading', { name: 'Headphones' });
    server.changeElsewhere((list) => ({ ...list, items: [...list.items, kettle] }));
    await addItem('Mug');
    expect(await screen.findByRole('heading', { name: 'Mug' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kettle' })).toBeInTheDocument();
    expect(puts().map((put) => put.version)).toEqual([0, 1]);
    expect(puts()[1]?.items?.map((item) => item.name)).toEqual(['Headphones', 'Kettle', 'Mug']);
    expect(server.list.items.map((item) => item.name)).toEqual(['Headphones', 'Kettle', 'Mug']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a delete keeps what was added elsewhere; an edit keeps the others as they now are', async () => {
    const { server } = ownerPage({ items: [headphones, makeItem({ _id: 'i-2', name: 'Lamp' })] });
    await screen.findByRole('heading', { name: 'Lamp' });
    server.changeElsewhere((list) => ({ ...list, items: [...list.items, kettle] }));
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Lamp' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lamp' })).toBeNull());
    expect(server.list.items.map((item) => item.name)).toEqual(['Headphones', 'Kettle']);

    // Elsewhere the kettle's price changed; editing the headphones here leaves it at 35.
    server.changeElsewhere((list) => ({
      ...list,
      items: list.items.map((item) => (item._id === 'i-9' ? { ...item, price: 35 } : item)),
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Headphones' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    await userEvent.type(dialog.getByLabelText('Description'), 'Black');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.list.items.map((item) => [item.name, item.price, item.description])).toEqual([
      ['Headphones', 12, 'Black'],
      ['Kettle', 35, null],
    ]);
    expect(screen.getByText('$35.00')).toBeInTheDocument();
  });

  it('gives up after three tries, says why and keeps the form', async () => {
    signInAs(OWNER);
    const server = listServer(makeList({ items: [headphones] }));
    // Another tab saves between each read of this page and its save.
    const api = mockApi({
      [`GET ${LIST_PATH}`]: server.get,
      [`PUT ${LIST_PATH}`]: (call) => {
        server.changeElsewhere((list) => list);
        return server.put(call);
      },
    });
    renderApp('/lists/l-1');
    const dialog = await addItem('Mug');
    expect(await dialog.findByRole('alert')).toHaveTextContent(`Failed to add item: ${STALE}`);
    expect(dialog.getByLabelText('Name')).toHaveValue('Mug');
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(3);
    // The page's first read, then one before each try after the first.
    expect(api.callsTo('GET', LIST_PATH)).toHaveLength(3);
    expect(server.list.items.map((item) => item.name)).toEqual(['Headphones']);
  });

  it('a list archived elsewhere refuses the add, and the page then shows it archived', async () => {
    const { server } = ownerPage({ items: [headphones] });
    await screen.findByRole('heading', { name: 'Headphones' });
    server.changeElsewhere((list) => ({ ...list, archived: true }));
    const dialog = await addItem('Mug');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to add item: This list is archived. Restore it to change it.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('This list is archived')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
  });
});
