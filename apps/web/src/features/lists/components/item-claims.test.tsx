import { screen, waitFor, within } from '@testing-library/react';
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
  it('shows how many are claimed and by whom, "You" for the viewer', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({ items: [plates([BOB, claim(FRIEND.id, FRIEND.name, 1)])] }),
      },
    });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Plates' });
    expect(card().getByText('3 of 4 claimed')).toBeInTheDocument();
    expect(card().getByText('Bob: 2, You: 1')).toBeInTheDocument();
    // one left: no choice of how many
    expect(card().queryByRole('combobox')).toBeNull();
    expect(card().getByRole('button', { name: 'Claim 1 of Plates' })).toBeEnabled();
    expect(card().getByRole('button', { name: 'Give back my claim on Plates' })).toBeEnabled();
    expect(card().queryByRole('button', { name: /Mark as bought|Unmark|Remove/ })).toBeNull();
  });

  it('claims several, at once on screen, then as the server answered', async () => {
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
    const howMany = await screen.findByRole('combobox', { name: 'How many of Plates to claim' });
    expect(
      within(howMany)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    await userEvent.selectOptions(howMany, '2');
    await userEvent.click(card().getByRole('button', { name: 'Claim 2 of Plates' }));
    expect(card().getByText('4 of 4 claimed')).toBeInTheDocument();
    expect(card().getByText('Bob: 2, You: 2')).toBeInTheDocument();
    release();
    expect(await card().findByText('4 of 5 claimed')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${LIST_PATH}/items/i-1/mark-bought`)[0]?.body).toEqual({
      quantity: 2,
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You claimed 2 of Plates. 4 of 5 claimed.',
    );
  });

  it('fully claimed shows like bought, with nothing left to claim', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({ items: [plates([BOB, claim('u-sue', 'Sue', 2)])] }),
      },
    });
    renderApp('/lists/l-1');
    expect(await screen.findByText('4 of 4 claimed')).toHaveClass('bought-note');
    expect(card().getByText('Bob: 2, Sue: 2')).toBeInTheDocument();
    expect(card().queryByRole('button', { name: /Claim|Give back/ })).toBeNull();
  });

  it('gives back their own claim with no body', async () => {
    signInAs(FRIEND);
    const api = mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({ items: [plates([BOB, claim(FRIEND.id, FRIEND.name, 1)])] }),
      },
      [UNMARK]: { body: plates([BOB]) },
    });
    renderApp('/lists/l-1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Give back my claim on Plates' }),
    );
    expect(await card().findByText('2 of 4 claimed')).toBeInTheDocument();
    expect(card().getByText('Bob: 2')).toBeInTheDocument();
    expect(card().queryByRole('button', { name: /Give back/ })).toBeNull();
    const calls = api.callsTo('PUT', `${LIST_PATH}/items/i-1/unmark-bought`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('You gave back your claim on Plates');
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
          body: { message: 'Only 1 of this item is left to claim', code: 'NOT_ENOUGH_LEFT' },
        };
      },
    });
    renderApp('/lists/l-1');
    await userEvent.selectOptions(await screen.findByRole('combobox'), '2');
    await userEvent.click(card().getByRole('button', { name: 'Claim 2 of Plates' }));
    expect(card().getByText('4 of 4 claimed')).toBeInTheDocument();
    release();
    expect(await card().findByRole('alert')).toHaveTextContent(
      'Only 1 of this item is left to claim',
    );
    expect(card().getByText('2 of 4 claimed')).toBeInTheDocument();
    expect(card().getByText('Bob: 2')).toBeInTheDocument();
    // the list is read again, to show how it stands now
    await waitFor(() => expect(api.callsTo('GET', LIST_PATH)).toHaveLength(2));
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});

describe('items wanted more than once (G2): the owner', () => {
  it('removes one person’s claim by naming them; has no give-back of their own', async () => {
    signInAs(OWNER);
    const sue = claim('u-sue', 'Sue', 1);
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [plates([BOB, sue])] }) },
      [UNMARK]: { body: plates([sue]) },
    });
    renderApp('/lists/l-1');
    const claims = within(await screen.findByRole('list', { name: 'Who claimed Plates' }));
    expect(claims.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Bob: 2Remove',
      'Sue: 1Remove',
    ]);
    expect(card().getByText('3 of 4 claimed')).toBeInTheDocument();
    expect(card().queryByRole('button', { name: /Give back/ })).toBeNull();
    await userEvent.click(claims.getByRole('button', { name: "Remove Bob's claim on Plates" }));
    expect(await card().findByText('1 of 4 claimed')).toBeInTheDocument();
    expect(card().queryByText(/Bob/)).toBeNull();
    expect(api.callsTo('PUT', `${LIST_PATH}/items/i-1/unmark-bought`)[0]?.body).toEqual({
      userId: 'u-bob',
    });
    expect(screen.getByRole('status')).toHaveTextContent("Removed Bob's claim on Plates");
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
    await userEvent.click(
      await screen.findByRole('button', { name: "Remove Bob's claim on Plates" }),
    );
    expect(await card().findByRole('alert')).toHaveTextContent(
      'Failed to unmark item as bought: This list is a surprise.',
    );
    // read again: the claims are hidden now
    expect(await card().findByText('Wants 4')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lists/l-1');
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
