import { screen, waitFor } from '@testing-library/react';
import type { MyClaim } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { eventStreamServer } from '../../test/event-streams';
import {
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../test/test-utils';
import { parseChanged, retryDelay } from './api/live-stream';

const ME_EVENTS = '/api/me/events';

describe('live updates (N1): the account pages', () => {
  it('the dashboard follows every list of the account on one stream', async () => {
    signInAs(OWNER);
    let lists = [makeList({ _id: 'a', name: 'Birthday', items: [] })];
    const streams = eventStreamServer();
    const api = mockApi({
      'GET /api/lists': () => ({ body: lists }),
      'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
      [`GET ${ME_EVENTS}`]: streams.handler,
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('link', { name: /Birthday/ });
    expect(card).toHaveTextContent('0 items');
    await waitFor(() => expect(streams.open).toHaveLength(1));
    expect(streams.open[0]?.call.path).toBe(ME_EVENTS);
    await waitFor(() => expect(api.callsTo('GET', '/api/lists')).toHaveLength(2));

    lists = [makeList({ _id: 'a', name: 'Birthday', items: [makeItem()] })];
    streams.changed('a', 2);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Birthday/ })).toHaveTextContent('1 item'),
    );
  });

  it('My Gifts shows a claimed item changed by its owner', async () => {
    signInAs(FRIEND);
    const mine = (name: string): MyClaim[] => [
      {
        list: {
          _id: 'l-x',
          name: 'Christmas',
          owner: { _id: OWNER.id, name: OWNER.name },
          eventDate: null,
          currency: 'USD',
          visible: true,
        },
        item: makeItem({ name }),
        quantity: 1,
        at: '2026-02-01T00:00:00.000Z',
      },
    ];
    let claims = mine('Scarf');
    const streams = eventStreamServer();
    mockApi({
      'GET /api/me/claims': () => ({ body: claims }),
      [`GET ${ME_EVENTS}`]: streams.handler,
    });
    renderApp('/my-gifts');
    await screen.findByRole('heading', { name: 'Scarf' });
    await waitFor(() => expect(streams.open).toHaveLength(1));
    claims = mine('Wool scarf');
    streams.changed('l-x', 9);
    expect(await screen.findByRole('heading', { name: 'Wool scarf' })).toBeInTheDocument();
  });

  it('Friends Lists shows a list the owner renamed', async () => {
    signInAs(FRIEND);
    let name = 'Wedding';
    const streams = eventStreamServer();
    mockApi({
      'GET /api/lists/shared-lists': () => ({ body: [makeList({ _id: 'w', name })] }),
      'GET /api/lists/invitations/pending': { body: [] },
      [`GET ${ME_EVENTS}`]: streams.handler,
    });
    renderApp('/shared-lists');
    await screen.findByRole('link', { name: /Wedding/ });
    await waitFor(() => expect(streams.open).toHaveLength(1));
    name = 'Wedding gifts';
    streams.changed('w', 2);
    expect(await screen.findByRole('link', { name: /Wedding gifts/ })).toBeInTheDocument();
  });

  it('the profile page holds no stream', async () => {
    signInAs(OWNER);
    const api = mockApi({});
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Your profile' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls.filter((call) => call.path.endsWith('/events'))).toHaveLength(0);
  });
});

describe('live updates: reconnect timing and messages', () => {
  it('backs off from 2 s to 30 s, each wait jittered between half and all of it', () => {
    expect(retryDelay(0, undefined, () => 0)).toBe(1000);
    expect(retryDelay(0, undefined, () => 1)).toBe(2000);
    expect(retryDelay(3, undefined, () => 1)).toBe(16_000);
    expect(retryDelay(20, undefined, () => 1)).toBe(30_000);
    expect(retryDelay(20, undefined, () => 0)).toBe(15_000);
  });

  it('waits long after 429 (too many streams for the account)', () => {
    expect(retryDelay(0, 429, () => 0)).toBeGreaterThanOrEqual(15_000);
  });

  it('reads `changed` data, and ignores what it cannot read', () => {
    expect(parseChanged('{"listId":"l-1","revision":4}')).toEqual({ listId: 'l-1', revision: 4 });
    expect(parseChanged('{"listId":"l-1"}')).toEqual({ listId: 'l-1', revision: 0 });
    for (const junk of ['', 'x', 'null', '[]', '{"listId":3}', '{"listId":""}'])
      expect(parseChanged(junk)).toBeNull();
  });
});
