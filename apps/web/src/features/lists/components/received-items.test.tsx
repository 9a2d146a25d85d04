import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Item } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import {
  type Call,
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const RECEIVED_PATH = `${LIST_PATH}/items/i-1/received`;

function card(name: string) {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

function ownerSetup(items: Item[]) {
  signInAs(OWNER);
  return mockApi({
    [`GET ${LIST_PATH}`]: { body: makeList({ items }) },
    'GET /api/lists': { body: [] },
    'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
    [`PUT ${RECEIVED_PATH}`]: (call: Call) => {
      const { received } = call.body as { received: boolean };
      return { body: makeItem(received ? { received: true } : {}) };
    },
  });
}

describe('received items (A1): the owner side', () => {
  it('marks an item received with a note from its menu, from the keyboard', async () => {
    const api = ownerSetup([makeItem()]);
    renderApp('/lists/l-1');
    const more = await screen.findByRole('button', { name: 'More actions for Headphones' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Mark as received…' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Mark “Headphones” as received' }),
    );
    const note = dialog.getByRole('textbox', { name: 'Note (optional)' });
    await waitFor(() => expect(note).toHaveFocus());
    await userEvent.type(note, '  Got it elsewhere ');
    await expectNoAxeViolationsInBothThemes();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as received' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', RECEIVED_PATH).map((call) => call.body)).toEqual([
      { received: true, note: 'Got it elsewhere' },
    ]);
    expect(card('Headphones').getByText('Received')).toBeInTheDocument();
    // A received item is no longer to be bought, by the owner either.
    expect(card('Headphones').queryByRole('button', { name: /Mark as bought/ })).toBeNull();
    expect(await screen.findByText('“Headphones” is marked as received.')).toBeInTheDocument();
    // Focus goes back where the person was: the card's menu button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More actions for Headphones' })).toHaveFocus(),
    );
  });

  it('without a note, sends none', async () => {
    const api = ownerSetup([makeItem()]);
    renderApp('/lists/l-1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Headphones' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as received…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as received' }));
    await waitFor(() => expect(api.callsTo('PUT', RECEIVED_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', RECEIVED_PATH)[0]?.body).toEqual({ received: true });
  });

  it('takes it back with “Not received after all”, said to screen readers', async () => {
    const api = ownerSetup([makeItem({ received: true })]);
    renderApp('/lists/l-1');
    expect(await screen.findByText('Received')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Headphones' }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as received…' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Not received after all' }));
    await waitFor(() => expect(card('Headphones').queryByText('Received')).toBeNull());
    expect(api.callsTo('PUT', RECEIVED_PATH).map((call) => call.body)).toEqual([
      { received: false },
    ]);
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
      '“Headphones” is no longer marked as received.',
    );
    expect(card('Headphones').getByRole('button', { name: /Mark as bought/ })).toBeEnabled();
  });

  it('a refusal keeps the dialog open and says why', async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [makeItem()] }) },
      [`PUT ${RECEIVED_PATH}`]: {
        status: 409,
        body: { message: 'This list is archived', code: 'archived' },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Headphones' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as received…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as received' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to update item: This list is archived',
    );
  });
});

describe('received items (A1): a giver', () => {
  it('sees Received and no claim buttons on a received item, claim buttons on the rest', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({
          items: [
            makeItem({ _id: 'i-1', name: 'Headphones', received: true }),
            makeItem({ _id: 'i-2', name: 'Plates', quantity: 3, received: true }),
            makeItem({ _id: 'i-3', name: 'Mug' }),
          ],
        }),
      },
    });
    renderApp('/lists/l-1');
    const headphones = await screen.findByRole('heading', { name: 'Headphones' });
    expect(headphones).toBeInTheDocument();
    for (const name of ['Headphones', 'Plates']) {
      expect(card(name).getByText('Received')).toBeInTheDocument();
      // No claim of any kind: the one button is the givers' notes disclosure (A2).
      expect(
        card(name)
          .getAllByRole('button')
          .map((button) => button.ariaLabel),
      ).toEqual([`Notes: ${name}`]);
      expect(card(name).queryByRole('combobox')).toBeNull();
    }
    expect(card('Mug').getByRole('button', { name: /Mark as bought/ })).toBeInTheDocument();
    expect(card('Mug').queryByText('Received')).toBeNull();
    await expectNoAxeViolationsInBothThemes();
  });

  it('a stale page’s claim on a received item shows the server’s 409 in the card', async () => {
    signInAs(FRIEND);
    let reads = 0;
    mockApi({
      [`GET ${LIST_PATH}`]: () => {
        reads += 1;
        // The first read predates the owner's mark; the one after the refusal never answers,
        // so what the card says comes from the refusal alone.
        return reads === 1
          ? { body: makeList({ items: [makeItem()] }) }
          : new Promise<never>(() => {});
      },
      [`PUT ${LIST_PATH}/items/i-1/mark-bought`]: {
        status: 409,
        body: {
          message: 'This item was received already: it can no longer be marked as bought',
          code: 'RECEIVED',
        },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: /Mark as bought/ }));
    expect(await card('Headphones').findByRole('alert')).toHaveTextContent(
      'This item was received already: it can no longer be marked as bought',
    );
    expect(reads).toBe(2);
  });
});
