import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectFieldError,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';

describe('item form: quantity (G2)', () => {
  const mugs = makeItem({ _id: 'i-1', name: 'Mugs', price: null, quantity: 4 });
  const lamp = makeItem({ _id: 'i-2', name: 'Lamp', price: null, quantity: 5 });

  function setup() {
    signInAs(OWNER);
    return mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [mugs, lamp] }) },
      [`PUT ${LIST_PATH}`]: { body: makeList({ items: [mugs, lamp] }) },
    });
  }

  it('a new item has quantity 1 unless changed; the number is sent', async () => {
    const api = setup();
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
    const quantity = dialog.getByLabelText('Quantity');
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '99');
    await userEvent.type(dialog.getByLabelText('Name'), 'Plates');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({
      items: [
        { _id: 'i-1', name: 'Mugs', type: 'want', quantity: 4, priority: 0 },
        { _id: 'i-2', name: 'Lamp', type: 'want', quantity: 5, priority: 0 },
        { name: 'Plates', type: 'want', quantity: 6, priority: 0 },
      ],
      version: 0,
    });
  });

  it.each(['0', '100', '2.5', ''])('quantity %j is refused with a clear message', async (typed) => {
    const api = setup();
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Plates');
    await userEvent.clear(dialog.getByLabelText('Quantity'));
    if (typed) await userEvent.type(dialog.getByLabelText('Quantity'), typed);
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    const quantity = dialog.getByLabelText('Quantity');
    await waitFor(() => expect(quantity).toHaveFocus());
    expectFieldError(quantity, 'Quantity must be a whole number from 1 to 99');
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);
  });

  it('editing shows the item quantity and sends the new one; the others keep theirs', async () => {
    const api = setup();
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Mugs' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    expect(dialog.getByLabelText('Quantity')).toHaveValue(4);
    await userEvent.clear(dialog.getByLabelText('Quantity'));
    await userEvent.type(dialog.getByLabelText('Quantity'), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({
      items: [
        { _id: 'i-1', name: 'Mugs', type: 'want', quantity: 2, priority: 0 },
        { _id: 'i-2', name: 'Lamp', type: 'want', quantity: 5, priority: 0 },
      ],
      version: 0,
    });
  });

  it('deleting an item sends the others back with their quantities', async () => {
    const api = setup();
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Mugs' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({
      items: [{ _id: 'i-2', name: 'Lamp', type: 'want', quantity: 5, priority: 0 }],
      version: 0,
    });
  });
});
