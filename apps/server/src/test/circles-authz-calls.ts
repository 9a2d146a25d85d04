import { AFTER_GIFT_CALLS } from './after-gift-authz-calls.js';
import {
  adminWrite,
  type CircleCall,
  managerWrite,
  member,
  notesWrite,
} from './circles-authz-roles.js';

/**
 * Every circle route (C1-C4) and draw route (D1-D3), the share into circles, co-owners' and managers' rights on lists
 * (C4, C5), surprise mode's claim rule for owner and co-owner (G1) and the givers' notes (A2),
 * with what each role gets.
 */
export const CALLS: CircleCall[] = [
  ...AFTER_GIFT_CALLS,
  {
    name: 'GET /api/circles/:id',
    request: (s) => ({ method: 'GET', path: `/api/circles/${s.circle._id}` }),
    expected: member,
  },
  {
    name: 'GET /api/circles/:id/lists',
    request: (s) => ({ method: 'GET', path: `/api/circles/${s.circle._id}/lists` }),
    expected: member,
  },
  {
    name: 'PUT /api/circles/:id',
    request: (s) => ({
      method: 'PUT',
      path: `/api/circles/${s.circle._id}`,
      body: { name: 'New' },
    }),
    expected: adminWrite,
  },
  {
    name: 'POST /api/circles/:id/invite',
    request: (s) => ({
      method: 'POST',
      path: `/api/circles/${s.circle._id}/invite`,
      body: { emails: ['someone.new@example.com'] },
    }),
    expected: adminWrite,
  },
  {
    name: "DELETE /api/circles/:id/members/:userId (the member's)",
    request: (s) => ({
      method: 'DELETE',
      path: `/api/circles/${s.circle._id}/members/${s.member.user.id}`,
    }),
    // A member may leave (their own id); an admin may remove them; other members may not.
    expected: { ...adminWrite, member: 200 },
  },
  {
    name: 'DELETE /api/circles/:id',
    request: (s) => ({ method: 'DELETE', path: `/api/circles/${s.circle._id}` }),
    expected: adminWrite,
  },
  {
    name: 'GET /api/circles',
    request: () => ({ method: 'GET', path: '/api/circles' }),
    expected: { ...member, outsider: 200 },
  },
  {
    name: 'POST /api/circles',
    request: () => ({ method: 'POST', path: '/api/circles', body: { name: 'Mine' } }),
    expected: {
      anonymous: 401,
      outsider: 201,
      member: 201,
      manager: 201,
      coOwner: 201,
      admin: 201,
      readToken: 403,
    },
  },
  {
    name: 'GET /api/lists/:id (shared into the circle)',
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.listId}` }),
    expected: member,
  },
  {
    name: 'PUT /api/lists/:id {circleIds} (the admin owns the list)',
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.listId}`,
      body: { circleIds: [s.circle._id] },
    }),
    // Its owner and co-owner (into their own circles); a member sees it (403), an outsider
    // does not (404).
    expected: { ...adminWrite, coOwner: 200 },
  },
  {
    name: 'PUT /api/lists/:id {coOwnerIds} (the admin owns the list)',
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.listId}`,
      body: { coOwnerIds: [s.coOwner.user.id] },
    }),
    // The owner only: a co-owner edits but names nobody.
    expected: adminWrite,
  },
  {
    name: 'PUT /api/lists/:id {name} (the admin owns the list)',
    request: (s) => ({ method: 'PUT', path: `/api/lists/${s.listId}`, body: { name: 'Ours' } }),
    expected: { ...adminWrite, coOwner: 200 },
  },
  {
    name: 'DELETE /api/lists/:id (the admin owns the list)',
    request: (s) => ({ method: 'DELETE', path: `/api/lists/${s.listId}` }),
    expected: adminWrite,
  },
  {
    name: "PUT …/mark-bought on the admin's list in surprise mode",
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.listId}/items/${s.itemId}/mark-bought`,
    }),
    // G1: owner and co-owner are kept from claiming (403 `surprise`); a manager of someone
    // else's child is a giver here.
    expected: { ...member, coOwner: 403, admin: 403, readToken: 403 },
  },
  {
    name: "GET …/notes on the admin's list",
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.listId}/items/${s.itemId}/notes` }),
    // A2: the givers only; to the owner and co-owner the notes do not exist (the list's 404).
    expected: { ...member, coOwner: 404, admin: 404, readToken: 404 },
  },
  {
    name: "POST …/notes on the admin's list",
    request: (s) => ({
      method: 'POST',
      path: `/api/lists/${s.listId}/items/${s.itemId}/notes`,
      body: { text: 'I have it' },
    }),
    expected: { ...notesWrite, coOwner: 404, admin: 404 },
  },
  {
    name: 'POST /api/circles/:id/managed',
    request: (s) => ({
      method: 'POST',
      path: `/api/circles/${s.circle._id}/managed`,
      body: { name: 'Baby' },
    }),
    expected: { ...adminWrite, admin: 201 },
  },
  {
    name: 'GET /api/managed',
    request: () => ({ method: 'GET', path: '/api/managed' }),
    expected: { ...member, outsider: 200 },
  },
  {
    name: "PUT /api/managed/:memberId {name} (the child's)",
    request: (s) => ({ method: 'PUT', path: `/api/managed/${s.childId}`, body: { name: 'Kit' } }),
    // Their managers, and the admins of their circles (so a child is never stranded).
    expected: { ...managerWrite, admin: 200 },
  },
  {
    name: "DELETE /api/managed/:memberId (the child's)",
    request: (s) => ({ method: 'DELETE', path: `/api/managed/${s.childId}` }),
    expected: managerWrite,
  },
  {
    name: 'POST /api/lists {ownerId} (for the child)',
    request: (s) => ({
      method: 'POST',
      path: '/api/lists',
      body: { name: 'For Kit', isPublic: false, ownerId: s.childId },
    }),
    // Only a manager makes a list for the child; to anyone else it is 403 `NOT_MANAGER`.
    expected: {
      anonymous: 401,
      outsider: 403,
      member: 403,
      manager: 201,
      coOwner: 403,
      admin: 403,
      readToken: 403,
    },
  },
  {
    name: "GET /api/lists/:id (the child's)",
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.childListId}` }),
    expected: member,
  },
  {
    name: "PUT /api/lists/:id {name} (the child's)",
    request: (s) => ({ method: 'PUT', path: `/api/lists/${s.childListId}`, body: { name: 'K' } }),
    expected: managerWrite,
  },
  {
    name: "DELETE /api/lists/:id (the child's)",
    request: (s) => ({ method: 'DELETE', path: `/api/lists/${s.childListId}` }),
    expected: managerWrite,
  },
  {
    name: "PUT …/mark-bought on the child's list in surprise mode",
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.childListId}/items/${s.childItemId}/mark-bought`,
    }),
    // The surprise is the child's: everyone in the circle claims, their manager too.
    expected: { ...member, readToken: 403 },
  },
  {
    name: "GET …/notes on the child's list",
    request: (s) => ({
      method: 'GET',
      path: `/api/lists/${s.childListId}/items/${s.childItemId}/notes`,
    }),
    // The child's manager is a giver like the rest of the circle.
    expected: member,
  },
  {
    name: "POST …/notes on the child's list",
    request: (s) => ({
      method: 'POST',
      path: `/api/lists/${s.childListId}/items/${s.childItemId}/notes`,
      body: { text: 'Kite ordered' },
    }),
    expected: notesWrite,
  },
  {
    name: 'GET /api/circles/:id/draws',
    request: (s) => ({ method: 'GET', path: `/api/circles/${s.circle._id}/draws` }),
    expected: member,
  },
  {
    name: 'GET /api/draws/:drawId',
    request: (s) => ({ method: 'GET', path: `/api/draws/${s.drawId}` }),
    expected: member,
  },
  {
    name: 'POST /api/draws/:drawId/run',
    request: (s) => ({ method: 'POST', path: `/api/draws/${s.drawId}/run` }),
    expected: adminWrite,
  },
  {
    name: 'POST /api/draws/:drawId/messages',
    request: (s) => ({
      method: 'POST',
      path: `/api/draws/${s.drawId}/messages`,
      body: { to: 'recipient', text: 'Which colour?' },
    }),
    expected: {
      anonymous: 401,
      outsider: 404,
      member: 201,
      manager: 201,
      coOwner: 201,
      admin: 201,
      readToken: 403,
    },
  },
  {
    name: 'DELETE /api/draws/:drawId',
    request: (s) => ({ method: 'DELETE', path: `/api/draws/${s.drawId}` }),
    expected: adminWrite,
  },
];
