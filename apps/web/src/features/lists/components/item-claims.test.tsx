import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Claim, Item } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
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
const MARK = `PUT ${LIST_PATH}/items/i-1/mark-bought`;
const UNMARK = `PUT ${LIST_PATH}/items/i-1/unmark-bought`;

const claim = (id: string, name: string, quantity: number): Claim => ({
  user: { _id: id, name },
  quantity,
  at: '2026-02-01T00:00:00.000Z',
});
const BOB = claim('u-bob', 'Bob', 2);

/** Four plates wanted, with these claims (and their sum as `claimed`). */
function plates(claims: Claim[], quantity = 4): Item {
  const claimed = claims.reduce((sum, each) => sum + each.quantity, 0);
  return makeItem({ name: 'Plates', quantity, claims, claimed });
}

function card(name = 'Plates') {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

function gate() {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

describe('items wanted more than once (G2): givers', () => {
  it('shows how many are bought and by whom, "You" for the viewer', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({ items: [plates([BOB, claim(FRIEND.id, FRIEND.name, 1)])] }),
      },
    });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Plates' });
    expect(card().getByText('3 of 4 bought')).toBeInTheDocument();
    expect(card().getByText('Bob: 2, You: 1')).toBeInTheDocument();
    // one left: no choice of how many
    expect(card().queryByRole('combobox')).toBeNull();
    expect(card().getByRole('button', { name: 'Mark 1 of Plates as bought' })).toBeEnabled();
    expect(card().getByRole('button', { name: 'Unmark mine: Plates' })).toBeEnabled();
    // the spec's single-item buttons are not offered, nor the owner's unmarking of Bob's share
    expect(
      card().queryByRole('button', { name: /^(Mark as bought|Unmark): |^Unmark Bob/ }),
    ).toBeNull();
    expect(card().getByText('Olivia Owner can see that you marked it.')).toBeInTheDocument();
  });

  it('marks several bought, at once on screen, then as the server answered', async () => {
    signInAs(FRIEND);
    const { opened, release } = gate();
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [plates([BOB])] }) },
      [MARK]: async () => {
        await opened;
        // Someone else claimed one meanwhile: the server's answer is what stays.
        return {
          body: plates([BOB, claim(FRIEND.id, FRIEND.name, 2)], 5),
        };
      },
    });
    renderApp('/lists/l-1');
    const howMany = await screen.findByRole('combobox', {
      name: 'How many of Plates to mark as bought',
    });
    expect(
      within(howMany)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    await userEvent.selectOptions(howMany, '2');
    await userEvent.click(card().getByRole('button', { name: 'Mark 2 of Plates as bought' }));
    expect(card().getByText('4 of 4 bought')).toBeInTheDocument();
    expect(card().getByText('Bob: 2, You: 2')).toBeInTheDocument();
    release();
    expect(await card().findByText('4 of 5 bought')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${LIST_PATH}/items/i-1/mark-bought`)[0]?.body).toEqual({
      quantity: 2,
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You marked 2 of Plates as bought. 4 of 5 bought. Olivia Owner can see that you marked it.',
    );
  });

  it('all of it marked shows like bought, with nothing left to mark', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({ items: [plates([BOB, claim('u-sue', 'Sue', 2)])] }),
      },
    });
    renderApp('/lists/l-1');
    expect(await screen.findByText('4 of 4 bought')).toHaveClass('bought-note');
    expect(card().getByText('Bob: 2, Sue: 2')).toBeInTheDocument();
    expect(card().queryByRole('button', { name: /Mark|Unmark/ })).toBeNull();
  });

  it('unmarks their own share (Unmark mine) with no body', async () => {
    signInAs(FRIEND);
    const api = mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({ items: [plates([BOB, claim(FRIEND.id, FRIEND.name, 1)])] }),
      },
      [UNMARK]: { body: plates([BOB]) },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Unmark mine: Plates' }));
    expect(await card().findByText('2 of 4 bought')).toBeInTheDocument();
    expect(card().getByText('Bob: 2')).toBeInTheDocument();
    expect(card().queryByRole('button', { name: /Unmark mine/ })).toBeNull();
    const calls = api.callsTo('PUT', `${LIST_PATH}/items/i-1/unmark-bought`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('Unmarked yours: Plates');
  });

  it("a 409 shows the server's reason in the card and rolls the claim back", async () => {
    signInAs(FRIEND);
    const { opened, release } = gate();
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [plates([BOB])] }) },
      [MARK]: async () => {
        await opened;
        return {
          status: 409,
          body: { message: 'Only 1 of this item is still to be bought', code: 'NOT_ENOUGH_LEFT' },
        };
      },
    });
    renderApp('/lists/l-1');
    await userEvent.selectOptions(await screen.findByRole('combobox'), '2');
    await userEvent.click(card().getByRole('button', { name: 'Mark 2 of Plates as bought' }));
    expect(card().getByText('4 of 4 bought')).toBeInTheDocument();
    release();
    expect(await card().findByRole('alert')).toHaveTextContent(
      'Only 1 of this item is still to be bought',
    );
    expect(card().getByText('2 of 4 bought')).toBeInTheDocument();
    expect(card().getByText('Bob: 2')).toBeInTheDocument();
    // the list is read again, to show how it stands now
    await waitFor(() => expect(api.callsTo('GET', LIST_PATH)).toHaveLength(2));
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});

describe('items wanted more than once (G2): who got there first', () => {
  it('a mark that lost the race says who got there first and shows the item as the server sent it', async () => {
    signInAs(FRIEND);
    const carla = claim('u-carla', 'Carla', 2);
    const taken = {
      ...plates([BOB, carla]),
      boughtBy: { _id: 'u-carla', name: 'Carla', email: null },
    };
    const reread = gate();
    const api = mockApi({
      [`GET ${LIST_PATH}`]: async () => {
        // The first read shows Bob's 2; the read after the refusal waits, so what shows
        // meanwhile is the item the refusal carried.
        if (api.callsTo('GET', LIST_PATH).length > 1) await reread.opened;
        return {
          body: makeList({
            items: [api.callsTo('GET', LIST_PATH).length > 1 ? taken : plates([BOB])],
          }),
        };
      },
      [MARK]: {
        status: 409,
        body: {
          message: 'Someone has already marked this item as bought',
          code: 'ALREADY_BOUGHT',
          item: taken,
        },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.selectOptions(await screen.findByRole('combobox'), '2');
    await userEvent.click(card().getByRole('button', { name: 'Mark 2 of Plates as bought' }));
    expect(await card().findByRole('alert')).toHaveTextContent(/^Carla got there first$/);
    expect(card().getByText('4 of 4 bought')).toBeInTheDocument();
    expect(card().getByText('Bob: 2, Carla: 2')).toBeInTheDocument();
    expect(card().queryByRole('button', { name: /Mark/ })).toBeNull();
    reread.release();
    await waitFor(() => expect(api.callsTo('GET', LIST_PATH)).toHaveLength(2));
  });

  it.each([
    ['de', '1 von Plates als gekauft markieren', 'Carla war schneller'],
    ['fr', 'Marquer 1 de Plates comme achetés', 'Carla a été plus rapide'],
  ] as const)('says it in %s too', async (language, button, text) => {
    await setLanguage(language);
    signInAs(FRIEND);
    // Carla took the two left just before: the latest claim is hers.
    const taken = plates([
      BOB,
      { ...claim('u-carla', 'Carla', 2), at: '2026-02-02T00:00:00.000Z' },
    ]);
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [plates([BOB])] }) },
      [MARK]: { status: 409, body: { message: '…', code: 'ALREADY_BOUGHT', item: taken } },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await card().findByRole('alert')).toHaveTextContent(text);
  });
});

describe('items wanted more than once (G2): the owner', () => {
  it('unmarks one person’s share by naming them; has no Unmark mine of their own', async () => {
    signInAs(OWNER);
    const sue = claim('u-sue', 'Sue', 1);
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [plates([BOB, sue])] }) },
      [UNMARK]: { body: plates([sue]) },
    });
    renderApp('/lists/l-1');
    const claims = within(await screen.findByRole('list', { name: 'Who marked Plates as bought' }));
    expect(claims.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Bob: 2Unmark',
      'Sue: 1Unmark',
    ]);
    expect(card().getByText('3 of 4 bought')).toBeInTheDocument();
    expect(card().queryByRole('button', { name: /Unmark mine/ })).toBeNull();
    await userEvent.click(claims.getByRole('button', { name: "Unmark Bob's: Plates" }));
    expect(await card().findByText('1 of 4 bought')).toBeInTheDocument();
    expect(card().queryByText(/Bob/)).toBeNull();
    expect(api.callsTo('PUT', `${LIST_PATH}/items/i-1/unmark-bought`)[0]?.body).toEqual({
      userId: 'u-bob',
    });
    expect(screen.getByRole('status')).toHaveTextContent("Unmarked Bob's: Plates");
  });

  it('a surprise refusal (surprise turned on elsewhere) keeps the session and says why', async () => {
    signInAs(OWNER);
    let surprise = false;
    mockApi({
      [`GET ${LIST_PATH}`]: () => ({
        body: surprise
          ? makeList({ surprise: true, items: [plates([])] })
          : makeList({ items: [plates([BOB])] }),
      }),
      [UNMARK]: () => {
        surprise = true;
        return {
          status: 403,
          body: { message: 'This list is a surprise.', code: 'surprise' },
        };
      },
    });
    const { router } = renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: "Unmark Bob's: Plates" }));
    expect(await card().findByRole('alert')).toHaveTextContent(
      'Failed to unmark item as bought: This list is a surprise.',
    );
    // read again: the claims are hidden now
    expect(await card().findByText('Wants 4')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lists/l-1');
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
