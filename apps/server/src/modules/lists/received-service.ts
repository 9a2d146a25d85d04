import type { Item, ReceivedInput, ReceivedItem } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { Caller } from '../auth/caller.js';
import { assertNotArchived, type ListAccess } from './access.js';
import { audienceOf } from './audience.js';
import type { ClaimRepository } from './claim-repository.js';
import { claimsByItem, type ListPresenter } from './presenter.js';
import { ReceivedRepository } from './received-repository.js';
import type { ListRepository } from './repository.js';

const itemNotFound = () => notFound(msg('server.lists.itemNotFound'), 'ITEM_NOT_FOUND');

/**
 * A1, received: the list's owner side (owner, co-owners, managers) marks what they got, with or
 * without a claim ("got it elsewhere"); givers can no longer claim it (ClaimService). The
 * Received page names who gave each, once surprise mode no longer hides the claims.
 */
export class ReceivedService {
  constructor(
    private readonly received: ReceivedRepository,
    private readonly lists: ListRepository,
    private readonly access: ListAccess,
    private readonly claims: ClaimRepository,
    private readonly presenter: ListPresenter,
    private readonly clock: Clock,
  ) {}

  /** Marks the item received or not; answers it as the caller sees it. */
  async mark(
    caller: Caller,
    listId: string,
    itemId: string,
    { received, note }: ReceivedInput,
  ): Promise<Item> {
    const viewer = await caller.viewer();
    const list = await this.access.own(viewer, listId);
    assertNotArchived(list);
    const now = this.clock.nowIso();
    if (!(await this.received.mark(listId, itemId, received ? { note: note ?? null, now } : null)))
      throw itemNotFound();
    const [row, itemClaims] = await Promise.all([
      this.claims.itemWithBuyer(listId, itemId),
      this.claims.claimsOfItem(itemId),
    ]);
    if (!row) throw itemNotFound();
    const audience = audienceOf(list, viewer, this.clock.today());
    return this.presenter.item(row, audience, claimsByItem(itemClaims).get(itemId), viewer.id);
  }

  /** The received items of the lists the caller has owner rights on, newest first. */
  async mine(caller: Caller): Promise<ReceivedItem[]> {
    const viewer = await caller.viewer();
    const owned = await this.lists.ownedBy(viewer.id);
    const byList = new Map(owned.map((list) => [list.id, list]));
    const rows = await this.received.receivedIn([...byList.keys()]);
    const claims = claimsByItem(await this.claims.claimsOfItems(rows.map((row) => row.id)));
    const today = this.clock.today();
    return rows.map((row) => {
      const audience = audienceOf(byList.get(row.list_id)!, viewer, today);
      const itemClaims = claims.get(row.id);
      return {
        item: this.presenter.item(row, audience, itemClaims, viewer.id),
        list: { _id: row.list_id, name: row.list_name },
        receivedAt: row.received_at!,
        note: row.received_note,
        thanked: row.thanked === 1,
        givers: audience === 'surprised' ? [] : (itemClaims ?? []).map((claim) => claim.user),
      };
    });
  }

  /** Sets whether the caller has thanked for one of their received items. */
  async thank(caller: Caller, itemId: string, thanked: boolean): Promise<{ thanked: boolean }> {
    const viewer = await caller.viewer();
    const owned = await this.lists.ownedBy(viewer.id);
    const listIds = owned.map((list) => list.id);
    if (!(await this.received.thank(listIds, itemId, thanked))) throw itemNotFound();
    return { thanked };
  }
}

/** The service over its own repository, from what the lists share. */
export function receivedService(deps: {
  db: Db;
  lists: ListRepository;
  access: ListAccess;
  claims: ClaimRepository;
  presenter: ListPresenter;
  clock: Clock;
}): ReceivedService {
  return new ReceivedService(
    new ReceivedRepository(deps.db),
    deps.lists,
    deps.access,
    deps.claims,
    deps.presenter,
    deps.clock,
  );
}
