import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItemBody } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import {
  type Call,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const PRIVATE_LABEL = "Private: only you (and the list's co-owners) see it";

/** The server's answer to a save: the items as sent, `hidden: true` only on the private ones. */
function saved(call: Call) {
  const items = (call.body as { items: ItemBody[] }).items.map((body, index) =>
    makeItem({
      _id: body._id ?? `i-new-${index}`,
      name: body.name,
      ...(body.hidden ? { hidden: true } : {}),
    }),
  );
  return { body: makeList({ items }) };
}

function setup(items = [makeItem({ _id: 'i-1', name: 'Headphones' })]) {
  signInAs(OWNER);
  return mockApi({
    [`GET ${LIST_PATH}`]: { body: makeList({ items }) },
    'GET /api/lists': { body: [] },
    'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
    [`PUT ${LIST_PATH}`]: saved,
  });
}

function card(name: string) {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

function sentItems(call: Call | undefined): ItemBody[] {
  if (!call) throw new Error('no save was sent');
  return (call.body as { items: ItemBody[] }).items;
}

describe('private items (A4) in the item dialogs and on the owner’s page', () => {
  it('a new item ticked Private is saved with hidden: true and marked Private', async () => {
    const api = setup();
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Surprise idea');
    const box = dialog.getByRole('checkbox', { name: PRIVATE_LABEL });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Friends never see a private item/);
    await userEvent.click(box);
    await expectNoAxeViolationsInBothThemes();
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [put] = api.callsTo('PUT', LIST_PATH);
    const items = sentItems(put);
    expect(items[1]).toMatchObject({ name: 'Surprise idea', hidden: true });
    // The known item is sent as before: without the field, so the server keeps its own.
    expect(items[0]).not.toHaveProperty('hidden');
    expect(card('Surprise idea').getByText('Private')).toBeInTheDocument();
    expect(card('Headphones').queryByText('Private')).toBeNull();
  });

  it('an item not ticked is sent without the field at all', async () => {
    const api = setup();
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Mug');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(1));
    expect(sentItems(api.callsTo('PUT', LIST_PATH)[0])[1]).not.toHaveProperty('hidden');
  });

  it('editing a private item shows it ticked; unticking sends hidden: false', async () => {
    const api = setup([makeItem({ _id: 'i-1', name: 'Drone', hidden: true })]);
    renderApp('/lists/l-1');
    expect((await screen.findAllByText('Private')).length).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: /^Edit Drone/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    const box = dialog.getByRole('checkbox', { name: PRIVATE_LABEL });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentItems(api.callsTo('PUT', LIST_PATH)[0])[0]).toMatchObject({
      _id: 'i-1',
      hidden: false,
    });
    expect(card('Drone').queryByText('Private')).toBeNull();
  });
});
