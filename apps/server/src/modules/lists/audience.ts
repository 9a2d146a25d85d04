import { isSurpriseActive } from '@wishlist/core';
import type { Viewer } from '../auth/caller.js';
import type { AccessFacts } from './rows.js';

/**
 * Who reads an answer: the list's owner (or a co-owner), the owner while surprise mode hides the
 * claims (G1), a keeper (a manager of a managed member's list, C4: the owner's view, and the
 * group gifts' pledges one by one as givers see them, since a manager is one of the givers too),
 * or anyone else who may see the list.
 */
export type Audience = 'owner' | 'surprised' | 'keeper' | 'giver';

/** Whether `audience` sees every claim with its buyer, and may give back anyone's. */
export const seesEveryClaim = (audience: Audience) => audience === 'owner' || audience === 'keeper';

/**
 * Who sees a list: its owner, its accepted invitees, and anyone signed in when it is public.
 * The one rule, for answers (`canView`, on a list's row) and for live streams (on the hub's
 * audiences): each passes the facts it holds.
 */
export function seesList(
  ownerId: string,
  viewer: Viewer,
  acceptedInvitee: boolean,
  isPublic: boolean,
): boolean {
  return ownerId === viewer.id || acceptedInvitee || isPublic;
}

/** Whether surprise mode hides the list's claims from its owner on `today` (UTC). */
export function hidesClaims(list: Pick<AccessFacts, 'surprise' | 'event_date'>, today: string) {
  return isSurpriseActive({ surprise: list.surprise === 1, eventDate: list.event_date }, today);
}

/**
 * Whether the e-mail address of an item's buyer (`buyerId`) shows to `viewerId`, who sees the
 * list as `audience`: to the owner's audience, and to the buyer themselves. The one rule for
 * every answer that carries an item (an owner in surprise mode sees no buyer at all).
 */
export function seesBuyerEmail(
  audience: Audience,
  buyerId: string | null,
  viewerId: string | undefined,
): boolean {
  return seesEveryClaim(audience) || (buyerId !== null && buyerId === viewerId);
}

/**
 * Whether `viewer` has owner rights on a list: its owner, a co-owner (C5) or a manager of its
 * owner (C4). Every rule of the owner's binds co-owners as well, surprise mode first; managers
 * edit as owners but see the claims (the surprise is the child's, not theirs).
 */
export function ownsList(ownerId: string, viewer: Viewer, standing: Standing): boolean {
  return ownerId === viewer.id || standing === 'co-owner' || standing === 'manager';
}

/**
 * Whether `viewer`, who sees a list, is one of its givers, who read and write givers' notes
 * (A2): anyone but its owner and its co-owners, whom the notes are kept from. A manager (C4) is
 * one: the list is a child's, and the child's surprise is theirs to keep, not to be kept from.
 */
export function givesTo(ownerId: string, viewer: Viewer, standing: Standing): boolean {
  return ownerId !== viewer.id && standing !== 'co-owner';
}

/**
 * The viewer's standing with a list beside ownership (`invitation_status`): `manager` (C4),
 * `co-owner` (C5), `accepted` (an invitation or a circle), `pending`, or none.
 */
export type Standing = string | null;

/**
 * How `viewer` sees the list on `today` (UTC): surprise mode hides claims from its owner and its
 * co-owners (`invitation_status` `co-owner`); a manager always sees them, and the pledges too.
 */
export function audienceOf(
  list: Pick<AccessFacts, 'owner_id' | 'surprise' | 'event_date' | 'invitation_status'>,
  viewer: Viewer,
  today: string,
): Audience {
  if (!ownsList(list.owner_id, viewer, list.invitation_status)) return 'giver';
  if (list.invitation_status === 'manager') return 'keeper';
  return hidesClaims(list, today) ? 'surprised' : 'owner';
}
