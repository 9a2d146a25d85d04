import type { CircleCall } from './circles-authz-roles.js';

/** The owner side of the admin's list (its owner and co-owner); members see it (403). */
const ownerSide = {
  anonymous: 401,
  outsider: 404,
  member: 403,
  manager: 403,
  coOwner: 200,
  admin: 200,
  readToken: 403,
};

/** Givers of the admin's list: its owner side does not know the route (the list's 404). */
const giversOnly = (status: number) => ({
  anonymous: 401,
  outsider: 404,
  member: status,
  manager: status,
  coOwner: 404,
  admin: 404,
  readToken: 403,
});

/** After the gift (A1, A3): received items and thanks, and pledges toward group gifts. */
export const AFTER_GIFT_CALLS: CircleCall[] = [
  {
    name: "PUT …/received on the admin's list",
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.listId}/items/${s.itemId}/received`,
      body: { received: true },
    }),
    expected: ownerSide,
  },
  {
    name: "PUT …/received on the child's list",
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.childListId}/items/${s.childItemId}/received`,
      body: { received: true },
    }),
    // The child's managers only (C4); the admin handed the child over.
    expected: { ...ownerSide, manager: 200, coOwner: 403, admin: 403 },
  },
  {
    name: 'GET /api/me/received',
    request: () => ({ method: 'GET', path: '/api/me/received' }),
    // Everyone's own: signed in is enough.
    expected: { ...ownerSide, outsider: 200, member: 200, manager: 200, readToken: 200 },
  },
  {
    name: "PUT /api/me/received/:itemId {thanked} (the admin's received item)",
    request: (s) => ({
      method: 'PUT',
      path: `/api/me/received/${s.receivedItemId}`,
      body: { thanked: true },
    }),
    // Whoever has owner rights on its list; to anyone else the item is not theirs (404).
    expected: { ...ownerSide, member: 404, manager: 404 },
  },
  {
    name: "POST …/pledges on the admin's group gift (surprise mode)",
    request: (s) => ({
      method: 'POST',
      path: `/api/lists/${s.listId}/items/${s.giftItemId}/pledges`,
      body: { amount: 25 },
    }),
    expected: giversOnly(200),
  },
  {
    name: "DELETE …/pledges on the admin's group gift (none made)",
    request: (s) => ({
      method: 'DELETE',
      path: `/api/lists/${s.listId}/items/${s.giftItemId}/pledges`,
    }),
    // A giver gets as far as finding no pledge of theirs (409 `NOT_PLEDGED`).
    expected: giversOnly(409),
  },
];
