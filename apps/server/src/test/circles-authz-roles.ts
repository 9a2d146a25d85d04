import type { AuthResult, Circle } from '@wishlist/core';

/**
 * Who calls: nobody, someone outside the circle, a member, the manager of the circle's managed
 * child (C4), the co-owner of the admin's list (C5), the circle's admin, the admin's read token.
 */
export const ROLES = [
  'anonymous',
  'outsider',
  'member',
  'manager',
  'coOwner',
  'admin',
  'readToken',
] as const;
export type Role = (typeof ROLES)[number];
export type Person = Exclude<Role, 'anonymous' | 'readToken'>;

/**
 * A circle with an admin and three members. The admin's list, in surprise mode, is shared into
 * it with one member as its co-owner; a managed child, kept by another member (the admin added
 * the child, then handed them over), has a list shared into it too.
 */
export interface Scene extends Record<Person, AuthResult> {
  circle: Circle;
  readToken: string;
  listId: string;
  itemId: string;
  childId: string;
  childListId: string;
  childItemId: string;
  /** A draw (D1) of the four people with accounts, run. */
  drawId: string;
  /** A3, A1: a group gift on the admin's list, and an item received there. */
  giftItemId: string;
  receivedItemId: string;
}

export interface CircleCall {
  name: string;
  request: (scene: Scene) => { method: string; path: string; body?: unknown };
  expected: Record<Role, number>;
}

/** Whoever is in the circle; and its admin only (a read token never writes). */
export const member = {
  anonymous: 401,
  outsider: 404,
  member: 200,
  manager: 200,
  coOwner: 200,
  admin: 200,
  readToken: 200,
};
export const adminWrite = { ...member, member: 403, manager: 403, coOwner: 403, readToken: 403 };
/** The child's managers only; whoever else is in the circle sees (403), outsiders do not (404). */
export const managerWrite = { ...adminWrite, manager: 200, admin: 403 };
/** Givers' notes written (A2): by whoever gives, never with a read token. */
export const notesWrite = {
  ...member,
  member: 201,
  manager: 201,
  coOwner: 201,
  admin: 201,
  readToken: 403,
};
