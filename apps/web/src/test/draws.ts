import type { Circle, CircleMember, Draw } from '@wishlist/core';
import { FRIEND, OWNER } from './test-utils';

/** People, a circle and draws as the server answers them, for the draws' component tests. */
export const olivia = { _id: OWNER.id, name: OWNER.name };
export const frank = { _id: FRIEND.id, name: FRIEND.name };
export const gran = { _id: 'u-gran', name: 'Gran' };
export const bea = { _id: 'u-bea', name: 'Bea' };

const member = (who: { _id: string; name: string }, role: 'admin' | 'member'): CircleMember => ({
  ...who,
  role,
  managed: false,
});

export const family: Circle = {
  _id: 'c-1',
  name: 'Family',
  members: [
    member(olivia, 'admin'),
    member(frank, 'member'),
    member(gran, 'member'),
    member(bea, 'member'),
    { _id: 'u-emma', name: 'Emma', role: 'member', managed: true, managers: [olivia] },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function makeDraw(overrides: Partial<Draw> = {}): Draw {
  return {
    _id: 'd-1',
    circleId: 'c-1',
    name: 'Christmas 2026',
    budget: 30,
    currency: 'EUR',
    exchangeDate: '2026-12-24',
    participants: [olivia, frank, gran, bea].map((person) => ({ ...person, seen: false })),
    exclusions: [],
    runAt: null,
    runs: 0,
    admin: false,
    recipient: null,
    ...overrides,
  };
}
