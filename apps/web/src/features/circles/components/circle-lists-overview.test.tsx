import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Circle, SharedWishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import {
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const frank = { _id: FRIEND.id, name: FRIEND.name };
const FAMILY = { _id: 'c-1', name: 'Family' };
const CLUB = { _id: 'c-2', name: 'Book club' };
const circle = (ref: { _id: string; name: string }): Circle => ({
  ...ref,
  members: [
    { _id: OWNER.id, name: OWNER.name, role: 'admin', managed: false },
    { _id: FRIEND.id, name: FRIEND.name, role: 'member', managed: false },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
});
const shared = (
  _id: string,
  name: string,
  viaCircles: SharedWishList['viaCircles'],
  extra: Partial<SharedWishList> = {},
): SharedWishList => ({ ...makeList({ _id, name, userId: frank, ...extra }), viaCircles });

/** Frank's list, which Olivia co-owns (C5): under My Lists, and in Family too. */
const coOwned = makeList({ _id: 'l-co', name: 'Garden', userId: frank, coOwners: [] });

function dashboard(circles: Circle[], lists: SharedWishList[]) {
  signInAs(OWNER);
  const api = mockApi({
    'GET /api/lists': {
      body: [
        makeList({ _id: 'mine', name: 'My birthday' }),
        { ...coOwned, coOwners: [{ _id: OWNER.id, name: OWNER.name }] },
      ],
    },
    'GET /api/lists/invitations/stats': { body: { accepted: 1, pending: 0 } },
    'GET /api/lists/invitations/pending': { body: [] },
    'GET /api/circles': { body: circles },
    'GET /api/lists/shared-lists': { body: lists },
  });
  renderApp('/dashboard');
  return api;
}

describe('the dashboard’s lists in one’s circles (C6)', () => {
  it('groups them by circle in small cards, from the query Friends Lists reads too', async () => {
    const api = dashboard(
      [circle(FAMILY), circle(CLUB)],
      [
        shared('l-1', 'Frank turns 30', [FAMILY, CLUB], {
          eventDate: '2026-12-24',
          items: [makeItem(), makeItem({ _id: 'i-2' })],
        }),
        shared('l-2', 'Invited only', []),
        // As a giver's answer names it: no co-owners.
        { ...coOwned, viaCircles: [FAMILY] },
      ],
    );
    const section = within(await screen.findByRole('region', { name: 'Lists in your circles' }));
    const family = within(section.getByRole('region', { name: 'Family' }));
    const card = family.getByRole('link', { name: /Frank turns 30/ });
    expect(card).toHaveAttribute('href', '/lists/l-1');
    expect(card).toHaveTextContent('by Frank Friend · 2 items · Event Dec 24, 2026');
    const club = within(section.getByRole('region', { name: 'Book club' }));
    expect(club.getByRole('link', { name: /Frank turns 30/ })).toBeVisible();
    expect(section.queryByRole('link', { name: /Invited only/ })).toBeNull();
    // Under My Lists already: not again here.
    expect(section.queryByRole('link', { name: /Garden/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Garden/ })).toHaveLength(1);
    // The spec's card stays as it was.
    expect(screen.getByRole('heading', { name: 'Lists Shared with You' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes();

    // Friends Lists shows the same answer: no second request.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Friends Lists' }));
    expect(await screen.findByRole('region', { name: 'Family Circle' })).toBeVisible();
    expect(api.callsTo('GET', '/api/lists/shared-lists')).toHaveLength(1);
  });

  it('in a circle where nothing is shared: says so, with the way to the circles', async () => {
    dashboard([circle(FAMILY)], [shared('l-2', 'Invited only', [])]);
    const section = within(await screen.findByRole('region', { name: 'Lists in your circles' }));
    expect(section.getByText('Nothing is shared in your circles yet.')).toBeVisible();
    expect(section.getByRole('link', { name: 'See your circles' })).toHaveAttribute(
      'href',
      '/circles',
    );
  });

  it('in no circle: no such section', async () => {
    const api = dashboard([], [shared('l-2', 'Invited only', [])]);
    await screen.findByRole('link', { name: /My birthday/ });
    await waitFor(() => expect(api.callsTo('GET', '/api/circles')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Lists in your circles' })).toBeNull();
  });

  it('in German and French', async () => {
    await setLanguage('de');
    dashboard([circle(FAMILY)], [shared('l-1', 'Frank turns 30', [FAMILY])]);
    const section = within(await screen.findByRole('region', { name: 'Listen in deinen Kreisen' }));
    expect(section.getByRole('link', { name: /Frank turns 30/ })).toHaveTextContent(
      'von Frank Friend · 0 Wünsche',
    );
    await setLanguage('fr');
    expect(await screen.findByRole('region', { name: 'Listes de vos cercles' })).toBeVisible();
  });
});
