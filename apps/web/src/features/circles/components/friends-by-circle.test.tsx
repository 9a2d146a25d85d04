import { screen, waitFor, within } from '@testing-library/react';
import type { SharedWishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { FRIEND, makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const owner = { _id: OWNER.id, name: OWNER.name };
const FAMILY = { _id: 'c-1', name: 'Family' };
const CLUB = { _id: 'c-2', name: 'Book club' };

const shared = (
  _id: string,
  name: string,
  viaCircles: SharedWishList['viaCircles'],
): SharedWishList => ({ ...makeList({ _id, name, userId: owner }), viaCircles });

function setup(lists: unknown[]) {
  signInAs(FRIEND);
  return mockApi({
    'GET /api/lists/invitations/pending': { body: [] },
    'GET /api/lists/shared-lists': { body: lists },
  });
}

describe('Friends Lists by circle (C6)', () => {
  it('groups by the circles each list came through, from one request; the rest as before', async () => {
    const api = setup([
      shared('l-1', 'Christmas', [FAMILY, CLUB]),
      shared('l-2', 'Birthday', []),
      shared('l-3', 'Garden', [FAMILY]),
    ]);
    renderApp('/shared-lists');
    const family = within(await screen.findByRole('region', { name: 'Family Circle' }));
    expect(family.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/lists/l-1',
      '/lists/l-3',
    ]);
    const club = within(screen.getByRole('region', { name: 'Book club Circle' }));
    expect(club.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/lists/l-1',
    ]);
    // Circles by name: Book club before Family.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Book club Circle', 'Family Circle', 'Shared with you']);
    const rest = within(screen.getByRole('region', { name: 'Shared with you' }));
    expect(rest.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/lists/l-2',
    ]);
    await expectNoAxeViolations();
    // One request for the lists, none per circle, nor for the circles.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET', '/api/lists/shared-lists')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path.startsWith('/api/circles'))).toEqual([]);
  });

  it('leaves out a list the person keeps for a child: it is among their own', async () => {
    const emma = { _id: 'u-emma', name: 'Emma' };
    setup([
      shared('l-1', 'Christmas', [FAMILY]),
      {
        ...shared('l-2', 'Emma turns 7', [FAMILY]),
        userId: emma,
        owner: { ...emma, managed: true },
        managers: [{ _id: FRIEND.id, name: FRIEND.name }],
      },
    ]);
    renderApp('/shared-lists');
    const family = within(await screen.findByRole('region', { name: 'Family Circle' }));
    expect(family.getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringContaining('Christmas'),
    ]);
  });

  it('an answer without viaCircles (an older server): one list as before', async () => {
    setup([
      makeList({ _id: 'l-1', name: 'Christmas', userId: owner }),
      makeList({ _id: 'l-2', name: 'Birthday', userId: owner }),
    ]);
    renderApp('/shared-lists');
    const rest = within(await screen.findByRole('region', { name: 'Shared with you' }));
    expect(rest.getAllByRole('link')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Circle')).toBeNull());
  });

  it('in German', async () => {
    setup([shared('l-1', 'Christmas', [FAMILY])]);
    await setLanguage('de');
    renderApp('/shared-lists');
    expect(await screen.findByRole('region', { name: 'Family Kreis' })).toBeVisible();
  });
});
