import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Claim, Item } from '@wishlist/core';
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
const BOB: Claim = {
  user: { _id: 'u-bob', name: 'Bob' },
  quantity: 2,
  at: '2026-02-01T00:00:00.000Z',
};

function plates(claims: Claim[], quantity: number): Item {
  const claimed = claims.reduce((sum, each) => sum + each.quantity, 0);
  return makeItem({ name: 'Plates', quantity, claims, claimed });
}

function card(name: string) {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

describe('surprise mode (G1): the owner’s cards', () => {
  const items = [
    makeItem({ _id: 'i-1', name: 'Headphones' }),
    makeItem({ _id: 'i-2', name: 'Plates', quantity: 3 }),
  ];

  it.each([
    ['no event date', null],
    ['an event to come', '2999-12-24'],
  ])('with %s: no mark or unmark controls, only how many are wanted', async (_, eventDate) => {
    signInAs(OWNER);
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ surprise: true, eventDate, items }) },
    });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Plates' });
    expect(card('Plates').getByText('Wants 3')).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Items' }));
    expect(section.queryByText(/bought/)).toBeNull();
    expect(section.queryByRole('button', { name: /Mark|Unmark/ })).toBeNull();
    expect(section.queryByRole('combobox')).toBeNull();
    // the owner still edits and deletes
    expect(screen.getByRole('button', { name: 'Edit Plates' })).toBeInTheDocument();
  });

  it('after the event, the marks and their controls are back', async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({
          surprise: true,
          eventDate: '2020-12-24',
          items: [makeItem({ _id: 'i-3', name: 'Headphones' }), plates([BOB], 3)],
        }),
      },
    });
    renderApp('/lists/l-1');
    expect(await screen.findByText('2 of 3 bought')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as bought: Headphones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Unmark Bob's: Plates" })).toBeInTheDocument();
  });

  it.each([
    ['hides', true, '2020-12-24'],
    ['shows', false, '2999-12-24'],
  ])(
    'goes by the server’s clock, not the device’s: the server %s the claims',
    async (_, active, eventDate) => {
      signInAs(OWNER);
      mockApi({
        [`GET ${LIST_PATH}`]: {
          body: makeList({
            surprise: true,
            eventDate,
            surpriseActive: active,
            items: [plates(active ? [] : [BOB], 3)],
          }),
        },
      });
      renderApp('/lists/l-1');
      await screen.findByRole('heading', { name: 'Plates' });
      if (active) {
        expect(card('Plates').getByText('Wants 3')).toBeInTheDocument();
        // the header's one line says why
        expect(screen.getByRole('button', { name: /^Surprise mode on/ })).toBeInTheDocument();
        const section = within(screen.getByRole('region', { name: 'Items' }));
        expect(section.queryByRole('button', { name: /Mark|Unmark/ })).toBeNull();
      } else {
        expect(card('Plates').getByText('2 of 3 bought')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: /^Surprise revealed/ })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: "Unmark Bob's: Plates" })).toBeInTheDocument();
      }
    },
  );

  it('givers keep every control on a surprise list', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ surprise: true, items }) },
    });
    renderApp('/lists/l-1');
    expect(
      await screen.findByRole('button', { name: 'Mark as bought: Headphones' }),
    ).toBeInTheDocument();
    expect(card('Plates').getByText('0 of 3 bought')).toBeInTheDocument();
    expect(
      card('Plates').getByRole('button', { name: 'Mark 1 of Plates as bought' }),
    ).toBeInTheDocument();
  });
});

describe('quantity-1 items keep the spec card', () => {
  it('marking one is announced to screen readers', async () => {
    signInAs(FRIEND);
    const item = makeItem({ _id: 'i-1', name: 'Headphones' });
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [item] }) },
      [`PUT ${LIST_PATH}/items/i-1/mark-bought`]: {
        body: {
          ...item,
          boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: null },
          boughtAt: 'now',
          claimed: 1,
          claims: [{ user: { _id: FRIEND.id, name: FRIEND.name }, quantity: 1, at: 'now' }],
        },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as bought: Headphones' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as bought: Headphones');
    expect(screen.getByText(/Bought by you/)).toBeInTheDocument();
    // the spec's call: no body
    expect(api.callsTo('PUT', `${LIST_PATH}/items/i-1/mark-bought`)[0]?.body).toBeUndefined();
  });
});
