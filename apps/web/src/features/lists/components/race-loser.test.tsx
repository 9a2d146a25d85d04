import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Item } from '@wishlist/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { FRIEND, makeItem, makeList, mockApi, renderApp, signInAs } from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const MARK_PATH = `${LIST_PATH}/items/i-1/mark-bought`;
const CARLA = { _id: 'u-carla', name: 'Carla', email: null };

/** The item as the server says it is now: Carla bought it a moment before. */
const takenByCarla: Item = makeItem({
  boughtBy: CARLA,
  boughtAt: '2026-01-01T10:00:00.000Z',
  claimed: 1,
  claims: [
    { user: { _id: CARLA._id, name: CARLA.name }, quantity: 1, at: '2026-01-01T10:00:00.000Z' },
  ],
});

function itemCard(name: string) {
  const card = screen.getByRole('heading', { name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
}

/**
 * The list's first read answers the item unbought; every later read never answers, so only the
 * refusal's own item can show who got there first.
 */
function listThenSilence() {
  let reads = 0;
  return () => {
    reads += 1;
    if (reads === 1) return { body: makeList({ items: [makeItem()] }) };
    return new Promise<never>(() => {});
  };
}

describe('two givers racing for one item: the loser', () => {
  afterEach(() => setLanguage('en'));

  it('is told who got there first, and the card shows it at once', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: listThenSilence(),
      [`PUT ${MARK_PATH}`]: {
        status: 409,
        body: {
          message: 'Someone has already marked this item as bought',
          code: 'ALREADY_BOUGHT',
          item: takenByCarla,
        },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: /Mark as bought/ }));
    const card = itemCard('Headphones');
    expect(await card.findByRole('alert')).toHaveTextContent('Carla got there first');
    expect(card.getByText(/Bought by Carla/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Mark as bought/ })).toBeNull();
    expect(screen.queryByText('Failed to mark item as bought')).toBeNull();
  });

  it('says it in German too', async () => {
    await setLanguage('de');
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: listThenSilence(),
      [`PUT ${MARK_PATH}`]: {
        status: 409,
        body: { message: 'Schon gekauft', code: 'ALREADY_BOUGHT', item: takenByCarla },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: /Als gekauft markieren/ }));
    expect(await itemCard('Headphones').findByRole('alert')).toHaveTextContent(
      'Carla war schneller',
    );
  });

  it("keeps the spec's text when the refusal carries no item", async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: listThenSilence(),
      [`PUT ${MARK_PATH}`]: {
        status: 409,
        body: { message: 'Someone has already marked this item as bought', code: 'ALREADY_BOUGHT' },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: /Mark as bought/ }));
    expect(await itemCard('Headphones').findByRole('alert')).toHaveTextContent(
      'Failed to mark item as bought',
    );
    expect(screen.queryByText(/Bought by/)).toBeNull();
  });
});
