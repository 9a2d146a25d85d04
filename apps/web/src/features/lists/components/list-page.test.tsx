import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

function itemCard(name: string) {
  const heading = screen.getByRole('heading', { name });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
}

describe('list page: items', () => {
  it('shows price with $ and 2 decimals, type, category, buy link and a placeholder for a broken image', async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({
          items: [
            makeItem({
              name: 'Headphones',
              price: 12,
              category: 'Music',
              affiliateLink: 'https://shop.example/p',
              imageUrl: 'https://img.example/broken.png',
            }),
          ],
        }),
      },
    });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Headphones' });
    const card = itemCard('Headphones');
    expect(card.getByText('$12.00')).toBeInTheDocument();
    expect(card.getByText('Want')).toBeInTheDocument();
    expect(card.getByText('Music')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Buy/ })).toHaveAttribute(
      'href',
      'https://shop.example/p',
    );
    const image = card.getByRole('img', { name: 'Headphones' });
    image.dispatchEvent(new Event('error'));
    expect(await card.findByRole('img', { name: 'No image for Headphones' })).toBeInTheDocument();
  });

  it("shows 'Wish list not found' when loading fails", async () => {
    signInAs(FRIEND);
    mockApi({ [`GET ${LIST_PATH}`]: { status: 404, body: { message: 'Not found', code: 'N' } } });
    renderApp('/lists/l-1');
    expect(await screen.findByRole('heading', { name: 'Wish list not found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load wish list')).toBeInTheDocument();
  });

  it('hides owner controls from a non-owner', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({
          items: [makeItem({ boughtBy: { _id: 'someone', name: 'Sue', email: 's@x.t' } })],
        }),
      },
    });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Headphones' });
    expect(screen.getByText('A wish list by Olivia Owner')).toBeInTheDocument();
    for (const name of [
      /^Edit/,
      /^Delete/,
      /Add item/,
      /Add a new item/,
      /Quick Add/,
      /^Share$/,
      /Shared with/,
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    // bought by someone else: no Unmark for this friend
    expect(screen.getByText(/Bought by Sue/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unmark/ })).toBeNull();
  });

  it('marks optimistically and keeps the server answer', async () => {
    signInAs(FRIEND);
    const item = makeItem();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [item] }) },
      [`PUT ${LIST_PATH}/items/i-1/mark-bought`]: async () => {
        await gate;
        return {
          body: {
            ...item,
            boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: FRIEND.email },
            boughtAt: 'now',
          },
        };
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: /Mark as bought/ }));
    // applied before the server answers
    expect(await screen.findByText(/Bought by you/)).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: /Unmark/ })).toBeEnabled());
  });

  it("rolls a failed mark back and shows 'Failed to mark item as bought'", async () => {
    signInAs(FRIEND);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [makeItem()] }) },
      [`PUT ${LIST_PATH}/items/i-1/mark-bought`]: async () => {
        await gate;
        return { status: 409, body: { message: 'Already bought', code: 'CONFLICT' } };
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: /Mark as bought/ }));
    expect(await screen.findByText(/Bought by you/)).toBeInTheDocument();
    release();
    // in the card whose button was pressed, not at the top of the page
    expect(await itemCard('Headphones').findByRole('alert')).toHaveTextContent(
      'Failed to mark item as bought',
    );
    expect(screen.queryByText(/Bought by/)).toBeNull();
    expect(screen.getByRole('button', { name: /Mark as bought/ })).toBeInTheDocument();
  });

  it("rolls a failed unmark back and shows 'Failed to unmark item as bought'", async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({
          items: [
            makeItem({
              boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: FRIEND.email },
              boughtAt: 'x',
            }),
          ],
        }),
      },
      [`PUT ${LIST_PATH}/items/i-1/unmark-bought`]: { status: 500, body: {} },
    });
    renderApp('/lists/l-1');
    expect(await screen.findByText(/Bought by Frank Friend/)).toBeInTheDocument();
    // the owner may unmark anyone's purchase
    await userEvent.click(screen.getByRole('button', { name: /Unmark/ }));
    expect(await itemCard('Headphones').findByRole('alert')).toHaveTextContent(
      'Failed to unmark item as bought',
    );
    expect(screen.getByText(/Bought by Frank Friend/)).toBeInTheDocument();
  });

  it("a failed action's message stays in that item's card, and the next action clears it", async () => {
    signInAs(FRIEND);
    const lamp = makeItem({ _id: 'i-2', name: 'Lamp' });
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [makeItem(), lamp] }) },
      [`PUT ${LIST_PATH}/items/i-2/mark-bought`]: { status: 500, body: {} },
      [`PUT ${LIST_PATH}/items/i-1/mark-bought`]: {
        body: {
          ...makeItem(),
          boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: FRIEND.email },
          boughtAt: 'now',
        },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as bought: Lamp' }));
    expect(await itemCard('Lamp').findByRole('alert')).toHaveTextContent(
      'Failed to mark item as bought',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(itemCard('Headphones').queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mark as bought: Headphones' }));
    expect(await itemCard('Headphones').findByText(/Bought by you/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the buyer may unmark their own purchase', async () => {
    signInAs(FRIEND);
    const item = makeItem({
      boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: FRIEND.email },
      boughtAt: 'x',
    });
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [item] }) },
      [`PUT ${LIST_PATH}/items/i-1/unmark-bought`]: {
        body: { ...item, boughtBy: null, boughtAt: null },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: /Unmark/ }));
    expect(await screen.findByRole('button', { name: /Mark as bought/ })).toBeInTheDocument();
    expect(api.callsTo('PUT', `${LIST_PATH}/items/i-1/unmark-bought`)).toHaveLength(1);
  });
});

describe('list page: add, edit, delete (owner)', () => {
  const existing = makeItem({ _id: 'i-1', name: 'Headphones', price: 12, description: 'Black' });

  function setup(put: (body: { items: unknown[] }) => { status?: number; body?: unknown }) {
    signInAs(OWNER);
    return mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [existing] }) },
      [`PUT ${LIST_PATH}`]: (call) => put(call.body as { items: unknown[] }),
    });
  }

  it('adds an item: whole array sent, existing with _id, new without, empty fields absent', async () => {
    const api = setup(() => ({
      body: makeList({ items: [existing, makeItem({ _id: 'i-2', name: 'Mug' })] }),
    }));
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a new item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
    await userEvent.type(dialog.getByLabelText('Name'), '  Mug  ');
    await userEvent.type(dialog.getByLabelText('Price ($)'), '7.5');
    await userEvent.type(dialog.getByLabelText('Link'), 'https://shop.example/mug');
    await userEvent.click(dialog.getByLabelText('I have it'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({
      items: [
        {
          _id: 'i-1',
          name: 'Headphones',
          price: 12,
          description: 'Black',
          type: 'want',
          quantity: 1,
          priority: 0,
        },
        {
          name: 'Mug',
          price: 7.5,
          affiliateLink: 'https://shop.example/mug',
          type: 'have',
          quantity: 1,
          priority: 0,
        },
      ],
      version: 0,
    });
    expect(await screen.findByRole('heading', { name: 'Mug' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a failed add shows 'Failed to add item' and keeps the form", async () => {
    setup(() => ({ status: 400, body: { message: 'bad', code: 'X' } }));
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Mug');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to add item');
    expect(dialog.getByLabelText('Name')).toHaveValue('Mug');
  });

  it("edits an item in place; a failure shows 'Failed to update item'", async () => {
    const api = setup(() => ({ status: 500, body: {} }));
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Headphones/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    expect(dialog.getByLabelText('Name')).toHaveValue('Headphones');
    await userEvent.clear(dialog.getByLabelText('Description'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to update item');
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({
      items: [
        { _id: 'i-1', name: 'Headphones', price: 12, type: 'want', quantity: 1, priority: 0 },
      ],
      version: 0,
    });
  });

  it("deleting asks for confirmation; a failure shows 'Failed to delete item'", async () => {
    const api = setup(() => ({ status: 500, body: {} }));
    renderApp('/lists/l-1');
    const menu = await screen.findByRole('button', { name: 'More actions for Headphones' });
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);
    // Focus is back on the menu's button, which opened the dialog.
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await itemCard('Headphones').findByRole('alert')).toHaveTextContent(
      'Failed to delete item',
    );
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({ items: [], version: 0 });
  });
});

describe('untrusted item fields', () => {
  it('renders script payloads as text and never links a javascript: URL', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({
          name: '<b>List</b>',
          items: [
            makeItem({
              name: '<img src=x onerror=alert(1)>',
              description: '<script>alert(2)</script>',
              affiliateLink: 'javascript:alert(3)',
            }),
          ],
        }),
      },
    });
    const { container } = renderApp('/lists/l-1');
    expect(
      await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '<b>List</b>' })).toBeInTheDocument();
    expect(container.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(screen.queryByRole('link', { name: /Buy/ })).toBeNull();
  });
});
