import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Item, Pledge } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import {
  FRIEND,
  heldAnswer,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const PLEDGES = `${LIST_PATH}/items/i-1/pledges`;
const ANN: Pledge = { user: { _id: 'u-ann', name: 'Ann' }, amount: 45 };
const mine = (amount: number): Pledge => ({ user: { _id: FRIEND.id, name: FRIEND.name }, amount });

/** A bike for $120 that friends chip in for, with `pledges` so far. */
function bike(pledges: Pledge[], extra: Partial<Item> = {}): Item {
  const pledged = pledges.reduce((sum, pledge) => sum + pledge.amount, 0);
  return makeItem({
    name: 'Bike',
    price: 120,
    groupGift: true,
    pledged,
    pledges,
    ...(pledged >= 120 ? { claimed: 1 } : {}),
    ...extra,
  });
}

async function shownCard(name: string) {
  await screen.findByRole('heading', { name });
  return card(name);
}

function card(name: string) {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

describe('a group gift (A3), as a giver sees it', () => {
  it('shows how far it is funded and who pledged what, and offers no mark as bought', async () => {
    signInAs(FRIEND);
    mockApi({ [`GET ${LIST_PATH}`]: { body: makeList({ items: [bike([ANN])] }) } });
    renderApp('/lists/l-1');
    const bar = await screen.findByRole('progressbar', { name: 'Pledged toward Bike' });
    expect(bar).toHaveAttribute('aria-valuetext', '$45.00 of $120.00 pledged');
    expect(bar).toHaveProperty('value', 45);
    const pledges = within(screen.getByRole('list', { name: 'Pledges toward Bike' }));
    expect(pledges.getByText('Ann: $45.00')).toBeInTheDocument();
    expect(card('Bike').queryByRole('button', { name: /Mark as bought/ })).toBeNull();
    expect(card('Bike').getByRole('button', { name: 'Chip in: Bike' })).toBeInTheDocument();
    await expectNoAxeViolationsInBothThemes();
  });

  it('chipping in waits for the server, saying so, then shows its answer', async () => {
    signInAs(FRIEND);
    const answer = heldAnswer({ body: bike([ANN, mine(30)]) });
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [bike([ANN])] }) },
      [`POST ${PLEDGES}`]: answer.handler,
    });
    renderApp('/lists/l-1');
    const amount = await screen.findByLabelText('Your pledge toward Bike, in USD');
    await userEvent.type(amount, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Chip in: Bike' }));
    // Nothing shown as pledged before the server says so.
    expect(await card('Bike').findByRole('button', { name: 'Chip in: Bike' })).toHaveTextContent(
      'Saving…',
    );
    expect(screen.getByRole('progressbar')).toHaveProperty('value', 45);
    expect(api.callsTo('POST', PLEDGES)[0]?.body).toEqual({ amount: 30 });

    answer.release();
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute(
        'aria-valuetext',
        '$75.00 of $120.00 pledged',
      ),
    );
    expect(card('Bike').getByText('You: $30.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Your pledge toward Bike, in USD')).toHaveValue(30);
    expect(screen.getByRole('button', { name: 'Change your pledge: Bike' })).toHaveTextContent(
      'Change',
    );
    expect(screen.getByRole('status')).toHaveTextContent('You pledged $30.00 toward Bike.');
  });

  it('an own pledge is prefilled; Change replaces it and Withdraw takes it back', async () => {
    signInAs(FRIEND);
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [bike([ANN, mine(20)])] }) },
      [`POST ${PLEDGES}`]: { body: bike([ANN, mine(25)]) },
      [`DELETE ${PLEDGES}`]: { body: bike([ANN]) },
    });
    renderApp('/lists/l-1');
    const amount = await screen.findByLabelText('Your pledge toward Bike, in USD');
    expect(amount).toHaveValue(20);
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Change your pledge: Bike' }));
    expect(await card('Bike').findByText('You: $25.00')).toBeInTheDocument();
    expect(api.callsTo('POST', PLEDGES)[0]?.body).toEqual({ amount: 25 });

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw your pledge: Bike' }));
    await waitFor(() => expect(card('Bike').queryByText(/^You:/)).toBeNull());
    expect(api.callsTo('DELETE', PLEDGES)).toHaveLength(1);
    expect(screen.getByLabelText('Your pledge toward Bike, in USD')).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Chip in: Bike' })).toBeInTheDocument();
  });

  it('an amount of nothing is refused at the field; nothing is sent', async () => {
    signInAs(FRIEND);
    const api = mockApi({ [`GET ${LIST_PATH}`]: { body: makeList({ items: [bike([])] }) } });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Chip in: Bike' }));
    const amount = screen.getByLabelText('Your pledge toward Bike, in USD');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription('Enter an amount above zero.');
    expect(api.callsTo('POST', PLEDGES)).toHaveLength(0);
  });

  it('a refusal shows the server’s sentence in the card', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: [bike([ANN])] }) },
      [`POST ${PLEDGES}`]: {
        status: 409,
        body: { code: 'ALREADY_BOUGHT', message: 'Someone has already bought this item.' },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.type(await screen.findByLabelText(/Your pledge toward Bike/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Chip in: Bike' }));
    expect(await card('Bike').findByRole('alert')).toHaveTextContent(
      'Someone has already bought this item.',
    );
  });

  it('funded: says so, and takes no new pledge from someone who made none', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({ items: [bike([ANN, { user: { _id: 'u-bo', name: 'Bo' }, amount: 75 }])] }),
      },
    });
    renderApp('/lists/l-1');
    expect((await shownCard('Bike')).getByText('Funded')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '$120.00 of $120.00 pledged',
    );
    expect(card('Bike').queryByRole('button', { name: /Chip in/ })).toBeNull();
  });
});

describe('a group gift, as the owner side sees it', () => {
  it('the sum pledged only: no names, no bar, no chip in, no mark', async () => {
    signInAs(OWNER);
    // Even were the answer to carry the pledges, the owner side is shown no name.
    mockApi({ [`GET ${LIST_PATH}`]: { body: makeList({ items: [bike([ANN, mine(20)])] }) } });
    renderApp('/lists/l-1');
    expect((await shownCard('Bike')).getByText('$65.00 pledged')).toBeInTheDocument();
    expect(screen.queryByText(/Ann|Frank/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(card('Bike').queryByRole('button', { name: /Chip in|Mark as bought/ })).toBeNull();
    expect(card('Bike').getByText('Group gift')).toBeInTheDocument();
  });

  it('in surprise mode, no sum at all', async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({ surprise: true, eventDate: null, items: [bike([ANN])] }),
      },
    });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Bike' });
    expect(card('Bike').getByText('Group gift')).toBeInTheDocument();
    expect(screen.queryByText(/pledged|Funded/)).toBeNull();
    expect(screen.queryByText(/45/)).toBeNull();
  });
});

describe("a group gift on a managed member's list, as one of its managers sees it (C4)", () => {
  // Emma has no account; Frank keeps her list, and as one of her givers chips in himself.
  const emmasList = (items: Item[]) =>
    makeList({
      userId: { _id: 'u-emma', name: 'Emma' },
      owner: { _id: 'u-emma', name: 'Emma', managed: true },
      managers: [{ _id: FRIEND.id, name: FRIEND.name }],
      items,
    });

  it('shows who pledged what and takes the manager’s own pledge, beside the owner’s tools', async () => {
    signInAs(FRIEND);
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: emmasList([bike([ANN])]) },
      [`POST ${PLEDGES}`]: { body: bike([ANN, mine(30)]) },
    });
    renderApp('/lists/l-1');
    const bar = await screen.findByRole('progressbar', { name: 'Pledged toward Bike' });
    expect(bar).toHaveAttribute('aria-valuetext', '$45.00 of $120.00 pledged');
    expect(card('Bike').getByText('Ann: $45.00')).toBeInTheDocument();
    // Managers edit as owners do (C4).
    expect(card('Bike').getByRole('button', { name: /Edit/ })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your pledge toward Bike, in USD'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Chip in: Bike' }));
    expect(await card('Bike').findByText('You: $30.00')).toBeInTheDocument();
    expect(api.callsTo('POST', PLEDGES)[0]?.body).toEqual({ amount: 30 });
    await expectNoAxeViolationsInBothThemes();
  });
});
