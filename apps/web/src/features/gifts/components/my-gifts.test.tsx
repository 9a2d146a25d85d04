import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyClaim } from '@wishlist/core';
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

const CLAIMS = '/api/me/claims';

function gift(
  list: {
    id: string;
    name: string;
    eventDate: string | null;
    ownerId?: string;
    currency?: string;
    visible?: boolean;
  },
  item: Partial<MyClaim['item']>,
  quantity = 1,
): MyClaim {
  return {
    list: {
      _id: list.id,
      name: list.name,
      owner: { _id: list.ownerId ?? OWNER.id, name: OWNER.name },
      eventDate: list.eventDate,
      currency: list.currency ?? 'USD',
      visible: list.visible ?? true,
    },
    item: makeItem(item),
    quantity,
    at: '2026-02-01T00:00:00.000Z',
  };
}

const XMAS = { id: 'l-xmas', name: 'Christmas', eventDate: '2026-12-24' };
const BDAY = { id: 'l-bday', name: 'Birthday', eventDate: null, currency: 'EUR' };

describe('My Gifts (G3)', () => {
  it('groups the claims by list in the order the server sent them', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${CLAIMS}`]: {
        body: [
          gift(XMAS, {
            _id: 'i-1',
            name: 'Scarf',
            price: 20,
            affiliateLink: 'https://shop.example/s',
          }),
          gift(XMAS, { _id: 'i-2', name: 'Plates', price: null, quantity: 4 }, 2),
          gift(BDAY, { _id: 'i-3', name: 'Book', price: 9.5 }),
        ],
      },
    });
    renderApp('/my-gifts');
    const xmas = await screen.findByRole('region', { name: 'Christmas' });
    const bday = screen.getByRole('region', { name: 'Birthday' });
    // Christmas comes first, as sent
    expect(xmas.compareDocumentPosition(bday) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(xmas).getByRole('link', { name: 'Christmas' })).toHaveAttribute(
      'href',
      '/lists/l-xmas',
    );
    expect(xmas).toHaveTextContent('For Olivia Owner');
    expect(xmas).toHaveTextContent('Event Dec 24, 2026');
    expect(bday).toHaveTextContent('No event date');
    expect(
      within(xmas)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Scarf', 'Plates']);
    expect(within(bday).getByRole('heading', { level: 3 })).toHaveTextContent('Book');

    const scarf = within(within(xmas).getAllByRole('listitem')[0] as HTMLElement);
    expect(scarf.getByText('$20.00')).toBeInTheDocument();
    expect(scarf.queryByText(/You're giving/)).toBeNull();
    const buy = scarf.getByRole('link', { name: 'Buy Scarf (opens in a new tab)' });
    expect(buy).toHaveAttribute('href', 'https://shop.example/s');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const plates = within(within(xmas).getAllByRole('listitem')[1] as HTMLElement);
    expect(plates.getByText("You're giving 2")).toBeInTheDocument();
    expect(plates.queryByRole('link', { name: /Buy/ })).toBeNull();
    // The list page's words (decision 025): Unmark for one item, Unmark mine for a share.
    expect(scarf.getByRole('button', { name: 'Unmark: Scarf' })).toHaveTextContent(/^Unmark$/);
    expect(plates.getByRole('button', { name: 'Unmark mine: Plates' })).toHaveTextContent(
      /^Unmark mine$/,
    );
    // Each price in its own list's currency (L2).
    expect(within(bday).getByText('€9.50')).toBeInTheDocument();
  });

  it('unmarks with no body; the gift leaves the page', async () => {
    signInAs(FRIEND);
    let claims = [
      gift(XMAS, { _id: 'i-1', name: 'Scarf' }),
      gift(BDAY, { _id: 'i-3', name: 'Book' }),
    ];
    const api = mockApi({
      [`GET ${CLAIMS}`]: () => ({ body: claims }),
      'PUT /api/lists/l-xmas/items/i-1/unmark-bought': () => {
        claims = claims.filter((claim) => claim.item._id !== 'i-1');
        return { body: makeItem({ _id: 'i-1', name: 'Scarf' }) };
      },
    });
    renderApp('/my-gifts');
    await userEvent.click(await screen.findByRole('button', { name: 'Unmark: Scarf' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Christmas' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Birthday' })).toBeInTheDocument();
    const calls = api.callsTo('PUT', '/api/lists/l-xmas/items/i-1/unmark-bought');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
    expect(await screen.findByText('You unmarked “Scarf”.')).toBeInTheDocument();
  });

  it('on a list of their own, unmarks only their share, by naming themself', async () => {
    signInAs(OWNER);
    const api = mockApi({
      [`GET ${CLAIMS}`]: { body: [gift({ ...XMAS, ownerId: OWNER.id }, { name: 'Scarf' })] },
      'PUT /api/lists/l-xmas/items/i-1/unmark-bought': { body: makeItem() },
    });
    renderApp('/my-gifts');
    expect(await screen.findByText(/Your list/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unmark: Scarf' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/lists/l-xmas/items/i-1/unmark-bought')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/api/lists/l-xmas/items/i-1/unmark-bought')[0]?.body).toEqual({
      userId: OWNER.id,
    });
  });

  it('a claim on a list they can no longer see: no link, says so, and can still be unmarked', async () => {
    signInAs(FRIEND);
    let claims = [gift({ ...XMAS, visible: false }, { _id: 'i-1', name: 'Scarf' })];
    const api = mockApi({
      [`GET ${CLAIMS}`]: () => ({ body: claims }),
      'PUT /api/lists/l-xmas/items/i-1/unmark-bought': () => {
        claims = [];
        return { body: makeItem({ _id: 'i-1', name: 'Scarf' }) };
      },
    });
    renderApp('/my-gifts');
    const xmas = await screen.findByRole('region', { name: 'Christmas' });
    expect(within(xmas).queryByRole('link', { name: 'Christmas' })).toBeNull();
    expect(xmas).toHaveTextContent('You can no longer see this list.');
    await userEvent.click(within(xmas).getByRole('button', { name: 'Unmark: Scarf' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Christmas' })).toBeNull());
    expect(
      api.callsTo('PUT', '/api/lists/l-xmas/items/i-1/unmark-bought')[0]?.body,
    ).toBeUndefined();
  });

  it('a failed unmark says so and keeps the gift', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${CLAIMS}`]: { body: [gift(XMAS, { _id: 'i-1', name: 'Scarf' })] },
      'PUT /api/lists/l-xmas/items/i-1/unmark-bought': { status: 500, body: {} },
    });
    renderApp('/my-gifts');
    await userEvent.click(await screen.findByRole('button', { name: 'Unmark: Scarf' }));
    expect(await screen.findByText('Failed to unmark item as bought')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmark: Scarf' })).toBeEnabled();
  });

  it('with nothing claimed, explains how to get here and links to Friends Lists', async () => {
    signInAs(FRIEND);
    mockApi({ [`GET ${CLAIMS}`]: { body: [] } });
    renderApp('/my-gifts');
    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
    expect(screen.getByText(/mark something as bought/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Friends Lists' })).toHaveAttribute(
      'href',
      '/shared-lists',
    );
  });

  it('a failed load says so', async () => {
    signInAs(FRIEND);
    mockApi({ [`GET ${CLAIMS}`]: { status: 400, body: { message: 'Nope', code: 'X' } } });
    renderApp('/my-gifts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope');
    expect(screen.queryByText('No gifts yet')).toBeNull();
  });

  it('is in the top navigation, between Friends Lists and the profile', async () => {
    signInAs(FRIEND);
    mockApi({ [`GET ${CLAIMS}`]: { body: [] } });
    renderApp('/my-gifts');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/dashboard', '/shared-lists', '/my-gifts', '/circles', '/profile']);
    expect(within(nav).getByRole('link', { name: 'My Gifts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('anonymous access goes to /login', async () => {
    mockApi({});
    const { router } = renderApp('/my-gifts');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('My Gifts and list pages stay in step', () => {
  it('a mark on a list page shows on My Gifts; unmarking there refreshes the list', async () => {
    signInAs(FRIEND);
    const item = makeItem({ _id: 'i-1', name: 'Scarf' });
    let claimed = false;
    const mine = () => ({
      ...item,
      boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: null },
      boughtAt: 'now',
      claimed: 1,
      claims: [{ user: { _id: FRIEND.id, name: FRIEND.name }, quantity: 1, at: 'now' }],
    });
    const api = mockApi({
      [`GET ${CLAIMS}`]: () => ({ body: claimed ? [{ ...gift(XMAS, mine()) }] : [] }),
      'GET /api/lists/l-xmas': () => ({
        body: makeList({ _id: 'l-xmas', name: 'Christmas', items: [claimed ? mine() : item] }),
      }),
      'PUT /api/lists/l-xmas/items/i-1/mark-bought': () => {
        claimed = true;
        return { body: mine() };
      },
      'PUT /api/lists/l-xmas/items/i-1/unmark-bought': () => {
        claimed = false;
        return { body: item };
      },
    });
    const { router } = renderApp('/my-gifts');
    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();

    await act(() => router.navigate('/lists/l-xmas'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as bought: Scarf' }));
    expect(await screen.findByText(/Bought by you/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Unmark: Scarf' })).toBeEnabled(),
    );

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'My Gifts' }));
    // read again, though read a moment ago: the claim changed it
    expect(await screen.findByRole('button', { name: 'Unmark: Scarf' })).toBeInTheDocument();
    expect(api.callsTo('GET', CLAIMS)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Unmark: Scarf' }));
    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
    await act(() => router.navigate('/lists/l-xmas'));
    expect(
      await screen.findByRole('button', { name: 'Mark as bought: Scarf' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/lists/l-xmas')).toHaveLength(2);
  });
});
