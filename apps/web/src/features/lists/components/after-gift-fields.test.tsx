import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItemBody } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import {
  type Call,
  expectFieldError,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const GROUP_GIFT = 'Group gift (friends chip in)';
const ANY_OF = 'Any one of these';

function setup(items = [makeItem({ _id: 'i-1', name: 'Headphones' })]) {
  signInAs(OWNER);
  return mockApi({
    [`GET ${LIST_PATH}`]: { body: makeList({ items }) },
    'GET /api/lists': { body: [] },
    'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
    [`PUT ${LIST_PATH}`]: { body: makeList({ items }) },
  });
}

function sentItems(call: Call | undefined): ItemBody[] {
  if (!call) throw new Error('no save was sent');
  return (call.body as { items: ItemBody[] }).items;
}

async function openAdd() {
  renderApp('/lists/l-1');
  await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
  return within(await screen.findByRole('dialog', { name: 'Add item' }));
}

async function openEdit(name: string) {
  renderApp('/lists/l-1');
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return within(await screen.findByRole('dialog', { name: 'Edit item' }));
}

async function saveAndClose(dialog: ReturnType<typeof within>, button: string) {
  await userEvent.click(dialog.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the item form: group gift (A3) and alternatives (A5)', () => {
  it('a group gift needs a price: said at the price before anything is sent', async () => {
    const api = setup();
    const dialog = await openAdd();
    await userEvent.type(dialog.getByLabelText('Name'), 'Bike');
    const box = dialog.getByRole('checkbox', { name: GROUP_GIFT });
    expect(box).toHaveAccessibleDescription(/Friends pledge amounts/);
    await userEvent.click(box);
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    const price = dialog.getByLabelText('Price ($)');
    await waitFor(() => expect(price).toHaveFocus());
    expectFieldError(price, 'A group gift needs a price.');
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);

    await userEvent.type(price, '120');
    await saveAndClose(dialog, 'Add item');
    const items = sentItems(api.callsTo('PUT', LIST_PATH)[0]);
    expect(items[1]).toMatchObject({ name: 'Bike', price: 120, groupGift: true });
    expect(items[1]).not.toHaveProperty('anyOf');
    // The known item is sent as before: neither field, so the server keeps its own.
    expect(items[0]).not.toHaveProperty('groupGift');
    expect(items[0]).not.toHaveProperty('anyOf');
  });

  it('a group gift is no alternative: said at the group’s field, nothing is sent', async () => {
    const api = setup();
    const dialog = await openAdd();
    await userEvent.type(dialog.getByLabelText('Name'), 'Bike');
    await userEvent.type(dialog.getByLabelText('Price ($)'), '120');
    await userEvent.click(dialog.getByRole('checkbox', { name: GROUP_GIFT }));
    const group = dialog.getByRole('combobox', { name: ANY_OF });
    await userEvent.type(group, 'Bikes');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(group).toHaveFocus());
    expectFieldError(group, 'A group gift cannot also be one of several alternatives');
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);

    await userEvent.clear(group);
    await saveAndClose(dialog, 'Add item');
    expect(sentItems(api.callsTo('PUT', LIST_PATH)[0])[1]).toMatchObject({ groupGift: true });
  });

  it('offers the list’s groups and sends the one typed; the form stays axe clean', async () => {
    const api = setup([
      makeItem({ _id: 'i-1', name: 'Red bike', anyOf: 'Bike' }),
      makeItem({ _id: 'i-2', name: 'Blue bike', anyOf: 'Bike' }),
      makeItem({ _id: 'i-3', name: 'Book', anyOf: 'A book' }),
    ]);
    const dialog = await openAdd();
    const group = dialog.getByRole('combobox', { name: ANY_OF });
    const options = document
      .getElementById(group.getAttribute('list') ?? '')
      ?.querySelectorAll('option');
    expect([...(options ?? [])].map((option) => option.value)).toEqual(['A book', 'Bike']);
    await userEvent.type(dialog.getByLabelText('Name'), 'Green bike');
    await userEvent.type(group, '  Bike ');
    await expectNoAxeViolationsInBothThemes();
    await saveAndClose(dialog, 'Add item');
    expect(sentItems(api.callsTo('PUT', LIST_PATH)[0])[3]).toMatchObject({
      name: 'Green bike',
      anyOf: 'Bike',
    });
  });

  it('editing: unticking a group gift sends false; emptying a group sends ""', async () => {
    const api = setup([
      makeItem({ _id: 'i-1', name: 'Bike', price: 120, groupGift: true }),
      makeItem({ _id: 'i-2', name: 'Red scarf', anyOf: 'Scarf' }),
    ]);
    const bike = await openEdit('Bike');
    const box = bike.getByRole('checkbox', { name: GROUP_GIFT });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await saveAndClose(bike, 'Save changes');
    expect(sentItems(api.callsTo('PUT', LIST_PATH)[0])[0]).toMatchObject({
      _id: 'i-1',
      groupGift: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Red scarf' }));
    const scarf = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    const group = scarf.getByRole('combobox', { name: ANY_OF });
    expect(group).toHaveValue('Scarf');
    await userEvent.clear(group);
    await saveAndClose(scarf, 'Save changes');
    expect(sentItems(api.callsTo('PUT', LIST_PATH)[1])[1]).toMatchObject({
      _id: 'i-2',
      anyOf: '',
    });
  });

  it('editing anything else leaves a group gift one, and an alternative in its group', async () => {
    const api = setup([
      makeItem({ _id: 'i-1', name: 'Bike', price: 120, groupGift: true }),
      makeItem({ _id: 'i-2', name: 'Red scarf', anyOf: 'Scarf' }),
    ]);
    const bike = await openEdit('Bike');
    await userEvent.type(bike.getByLabelText('Name'), ' XL');
    await saveAndClose(bike, 'Save changes');
    const [sentBike, sentScarf] = sentItems(api.callsTo('PUT', LIST_PATH)[0]);
    expect(sentBike).toMatchObject({ name: 'Bike XL', groupGift: true });
    expect(sentBike).not.toHaveProperty('anyOf');
    // The item not edited is sent without either field: the server keeps its own.
    expect(sentScarf).not.toHaveProperty('anyOf');
    expect(sentScarf).not.toHaveProperty('groupGift');
  });
});
