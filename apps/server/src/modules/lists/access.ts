import type { Db } from '../../db/database.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { Caller, Viewer } from '../auth/caller.js';
import { givesTo, ownsList, seesList } from './audience.js';
import type { ClaimRead } from './claim-read.js';
import type { ListRepository } from './repository.js';
import type { AccessFacts, ItemsTableRow, ListAccessRow } from './rows.js';

/** Whether `viewer` has owner rights on the list: its owner, a co-owner (C5) or a manager (C4). */
export const isOwner = (
  list: Pick<AccessFacts, 'owner_id' | 'invitation_status'>,
  viewer: Viewer,
) => ownsList(list.owner_id, viewer, list.invitation_status);

/**
 * Whether `viewer` may delete the list or name its co-owners: its owner, or for a managed
 * member's list (C4) one of their managers; never a co-owner (C5).
 */
export const holdsList = (
  list: Pick<AccessFacts, 'owner_id' | 'invitation_status'>,
  viewer: Viewer,
) => list.owner_id === viewer.id || list.invitation_status === 'manager';

/** Who sees a list (`seesList`), from its row. */
export function canView(list: AccessFacts, viewer: Viewer): boolean {
  return seesList(
    list.owner_id,
    viewer,
    list.invitation_status === 'accepted' ||
      list.invitation_status === 'co-owner' ||
      list.invitation_status === 'manager',
    list.is_public === 1,
  );
}

/** Who reads and writes givers' notes (A2): who sees the list, but not its owner nor a co-owner. */
export const isGiver = (list: AccessFacts, viewer: Viewer) =>
  canView(list, viewer) && givesTo(list.owner_id, viewer, list.invitation_status);

export const listNotFound = () => notFound(msg('spec.listNotFound'), 'LIST_NOT_FOUND');

/** What an owner in surprise mode hears when asking to claim or give back (G1). */
export const surpriseRefusal = () => forbidden(msg('server.lists.surprise'), 'surprise');

/** What any write to an archived list hears (L3), other than restoring it. */
export const archivedRefusal = () => conflict(msg('server.lists.archived'), 'archived');

/** A save sent with a `version` that another save has moved on (docs/decisions/012). */
export const staleRefusal = () => conflict(msg('server.lists.stale'), 'stale');

/** Refuses a write to `list` while it is archived. */
export function assertNotArchived(list: Pick<AccessFacts, 'archived'>): void {
  if (list.archived === 1) throw archivedRefusal();
}

/** Who may claim: what `ListAccess.view` lets see the list, with the list's item. */
export interface ClaimAccess {
  viewer: Viewer;
  list: AccessFacts;
  item: ItemsTableRow | undefined;
  /** How many of the item the caller has claimed. */
  myClaim: number;
}

/**
 * A claim's read (`ClaimRead`), checked: the caller's row as `Caller.viewer` checks it (401 when
 * the token was revoked), the list as `ListAccess.view` checks it (404).
 */
export function mayClaim(caller: Caller, read: ClaimRead | undefined): ClaimAccess {
  const access = mayGiveBack(caller, read);
  if (access.lost) throw listNotFound();
  return access;
}

/**
 * As `mayClaim`, for giving a claim back: someone who may no longer see the list but still
 * holds a claim on the item passes too, as `lost` (their access ended: decision 029). Anyone
 * else who may not see it gets the same 404.
 */
export function mayGiveBack(
  caller: Caller,
  read: ClaimRead | undefined,
): ClaimAccess & {
  /** The caller may not see the list, only give back their claim on the item. */
  lost: boolean;
} {
  const viewer = caller.adopt(read?.holder);
  const list = read?.list;
  if (!list) throw listNotFound();
  const lost = !canView(list, viewer);
  if (lost && !(read.item && read.myClaim > 0)) throw listNotFound();
  return { viewer, list, item: read.item, myClaim: read.myClaim, lost };
}

export class ListAccess {
  constructor(private readonly lists: ListRepository) {}

  /** The list if the viewer may see it; otherwise 404, so its existence is not leaked. */
  async view(viewer: Viewer, listId: string, db?: Db): Promise<ListAccessRow> {
    const list = await this.lists.findWithAccess(listId, viewer, db);
    if (!list || !canView(list, viewer)) throw listNotFound();
    return list;
  }

  /**
   * The list if the viewer is one of its givers (A2); otherwise the list's 404, to its owner and
   * co-owners too: to them the givers' notes do not exist.
   */
  async give(viewer: Viewer, listId: string, db?: Db): Promise<ListAccessRow> {
    const list = await this.lists.findWithAccess(listId, viewer, db);
    if (!list || !isGiver(list, viewer)) throw listNotFound();
    return list;
  }

  /**
   * As `give`, for taking back what one gave: someone who may no longer see the list passes too,
   * as `lost`, while `holds` says they still have something on it (decision 029).
   */
  async giveBack(
    viewer: Viewer,
    listId: string,
    holds: () => Promise<boolean>,
    db?: Db,
  ): Promise<{ list: ListAccessRow; lost: boolean }> {
    const list = await this.lists.findWithAccess(listId, viewer, db);
    if (list && isGiver(list, viewer)) return { list, lost: false };
    if (list && !canView(list, viewer) && (await holds())) return { list, lost: true };
    throw listNotFound();
  }

  /** The list if the viewer owns it; 403 for someone who can see it, 404 for everyone else. */
  async own(viewer: Viewer, listId: string): Promise<ListAccessRow> {
    const list = await this.view(viewer, listId);
    if (!isOwner(list, viewer)) throw forbidden(msg('server.lists.ownerOnly'), 'NOT_LIST_OWNER');
    return list;
  }
}
