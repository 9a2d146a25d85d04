/** Someone who could see a list: their account's id, their address, or both. */
export interface Person {
  id?: string;
  email?: string;
}

/** What tells people of a list's changes: the live event streams. */
export interface ListHearing {
  /** `person`'s streams stop telling of `listId` unless they may still see it. */
  stopTelling(listId: string, person: Person): Promise<void>;
}

/**
 * "This person lost access to this list" (decision 029): a revoked invitation, leaving or being
 * removed from a circle the list is shared into, the list leaving the circle, the circle deleted. The access rules already refuse them everything from the moment
 * the row that gave access is gone (the list, its events, claiming); this is what must happen
 * besides, and what deliberately does not:
 *
 * - Hearing ends at once. Their event streams of the list are told once and ended, their own
 *   streams (`/api/me/events`) stop following it, in this process now and in every other at
 *   the change feed's next batch; new streams never mention it, though they hold a claim on it.
 * - Their claims stay. A gift they may already have bought stays claimed, so the owner's
 *   other givers do not buy it again; the owner may still give the claim back for them. They
 *   see the claim in My Gifts, marked as on a list they can no longer see, with nobody else's
 *   claims, and may give it back (only that: `mayGiveBack`).
 */
export class AccessLoss {
  constructor(private readonly hearing: ListHearing) {}

  async lost(listId: string, person: Person): Promise<void> {
    // Never fails the change that ended the access: the change feed's batch, in every
    // process, ends the hearing too, a moment later.
    await this.hearing.stopTelling(listId, person).catch(() => undefined);
  }
}
