import { screen, within } from '@testing-library/react';
import type { Circle } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { FRIEND, makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const family: Circle = {
  _id: 'c-1',
  name: 'Family',
  members: [
    { _id: OWNER.id, name: OWNER.name, role: 'admin', managed: false },
    { _id: FRIEND.id, name: FRIEND.name, role: 'member', managed: false },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const owner = { _id: OWNER.id, name: OWNER.name };
const inCircle = (id: string, name: string) => ({
  _id: id,
  name,
  owner,
  eventDate: null,
  sharedAt: '2026-02-01T00:00:00.000Z',
});

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(FRIEND);
  return mockApi({
    'GET /api/lists/invitations/pending': { body: [] },
    'GET /api/lists/shared-lists': {
      body: [
        makeList({ _id: 'l-1', name: 'Christmas', userId: owner }),
        makeList({ _id: 'l-2', name: 'Birthday', userId: owner }),
      ],
    },
    'GET /api/circles': { body: [family] },
    'GET /api/circles/c-1/lists': { body: [inCircle('l-1', 'Christmas')] },
    ...extra,
  });
}

describe('Friends Lists by circle (C6)', () => {
  it('puts the lists reached through a circle under its name, the rest as before', async () => {
    setup();
    renderApp('/shared-lists');
    const group = within(await screen.findByRole('region', { name: 'Family Circle' }));
    expect(group.getByRole('link', { name: /Christmas/ })).toHaveAttribute('href', '/lists/l-1');
    expect(group.queryByRole('link', { name: /Birthday/ })).toBeNull();
    const rest = within(screen.getByRole('region', { name: 'Shared with you' }));
    expect(rest.getByRole('link', { name: /Birthday/ })).toBeVisible();
    expect(rest.queryByRole('link', { name: /Christmas/ })).toBeNull();
  });

  it('without circles on the server, one list as before', async () => {
    setup({ 'GET /api/circles': { status: 404, body: { message: 'Not found' } } });
    renderApp('/shared-lists');
    const shared = within(await screen.findByRole('region', { name: 'Shared with you' }));
    expect(await shared.findByRole('link', { name: /Christmas/ })).toBeVisible();
    expect(shared.getByRole('link', { name: /Birthday/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Family Circle' })).toBeNull();
  });

  it('in German', async () => {
    setup();
    await setLanguage('de');
    renderApp('/shared-lists');
    expect(await screen.findByRole('region', { name: 'Family Kreis' })).toBeVisible();
  });
});
