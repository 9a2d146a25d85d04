import type { Item, MyPledge, PledgeInput } from '@wishlist/core';
import { QUOTAS } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { Caller, Viewer } from '../auth/caller.js';
import { assertNotArchived, canView, type ListAccess } from './access.js';
import { audienceOf } from './audience.js';
import type { ClaimRepository } from './claim-repository.js';
import { pledgesByItem } from './group-items.js';
import { giftList, soonestEventFirst } from './my-gifts.js';
import type { PledgeRepository } from './pledge-repository.js';
import { claimsByItem, type ListPresenter } from './presenter.js';
import type { ItemRow, ListAccessRow } from './rows.js';

const itemNotFound = () => notFound(msg('server.lists.itemNotFound'), 'ITEM_NOT_FOUND');

/**
 * Group gifts (A3): a list's givers pledge toward an item instead of claiming it, one pledge each,
 * replaced or withdrawn at will. The owner side (owner, co-owners) cannot pledge: to them these
 * calls are the list's 404, as givers' notes are (`ListAccess.give`). Each call runs in one
 * transaction: the pledge's row is written there, and the item's sum and funding follow in the
 * same statement (migration 0019), so concurrent pledges never lose one another.
 */
export class PledgeService {
  constructor(
    private readonly db: Db,
    private readonly pledges: PledgeRepository,
    private readonly claims: ClaimRepository,
    private readonly access: ListAccess,
    private readonly presenter: ListPresenter,
    private readonly clock: Clock,
  ) {}

  /** Pledges `amount` toward the item for the caller, replacing their pledge if any. */
  async pledge(caller: Caller, listId: string, itemId: string, input: PledgeInput) {
    const viewer = await caller.viewer();
    return this.db.transaction().execute(async (trx) => {
      const { list, item } = await this.givenGroupGift(trx, viewer, listId, itemId);
      // Claimed before it became a group gift: it is bought already.
      if (item.claimed > 0 && Number(item.pledged) === 0)
        throw conflict(msg('server.lists.alreadyBought'), 'ALREADY_BOUGHT');
      await this.pledges.pledge(
        {
          listId,
          itemId,
          userId: viewer.id,
          cents: Math.round(input.amount * 100),
          now: this.clock.nowIso(),
        },
        trx,
      );
      return this.present(trx, list, viewer, listId, itemId);
    });
  }

  /**
   * Withdraws the caller's pledge on the item. Someone who may no longer see the list may still
   * withdraw their own pledge, and nothing else (as a claim is given back, decision 029): the
   * answer then shows no one else's pledges.
   */
  async withdraw(caller: Caller, listId: string, itemId: string) {
    const viewer = await caller.viewer();
    return this.db.transaction().execute(async (trx) => {
      const { list, lost } = await this.access.giveBack(
        viewer,
        listId,
        () => this.pledges.holds(itemId, viewer.id, trx),
        trx,
      );
      await this.groupGift(trx, list, listId, itemId);
      if (!(await this.pledges.withdraw(itemId, viewer.id, trx)))
        throw conflict(msg('server.pledges.none'), 'NOT_PLEDGED');
      const item = await this.present(trx, list, viewer, listId, itemId);
      return lost ? asOutsider(item, viewer.id) : item;
    });
  }

  /**
   * The caller's pledges on lists they can still see, soonest event first (shown in My Gifts
   * beside G3's claims). A pledge on an item since made private (A4) is not shown to a giver.
   * With `lost`, also those on lists they may no longer see, `visible: false`, showing no one
   * else's pledge: those can only be withdrawn.
   */
  async mine(caller: Caller, { lost = false } = {}): Promise<MyPledge[]> {
    const viewer = await caller.viewer();
    const today = this.clock.today();
    const rows = await this.pledges.pledgedBy(viewer.id, viewer.email, QUOTAS.claimsShown);
    const shown = rows
      .map((row) => ({
        row,
        audience: audienceOf(row, viewer, today),
        visible: canView(row, viewer),
      }))
      .filter(
        ({ row, audience, visible }) =>
          (lost || visible) && !(row.hidden === 1 && audience === 'giver'),
      );
    const pledges = pledgesByItem(
      await this.pledges.pledgesOfItems(shown.map(({ row }) => row.id)),
    );
    return shown
      .map(({ row, audience, visible }) => {
        const item = this.presenter.item(row, audience, undefined, viewer.id, pledges.get(row.id));
        return {
          list: { ...giftList(row), visible },
          item: visible ? item : asOutsider(item, viewer.id),
          amount: Number(row.pledge_amount) / 100,
          at: row.pledged_at,
        };
      })
      .sort(soonestEventFirst);
  }

  /** The list, if the caller is one of its givers, and its group gift `itemId` still wanted. */
  private async givenGroupGift(trx: Db, viewer: Viewer, listId: string, itemId: string) {
    const list = await this.access.give(viewer, listId, trx);
    return { list, item: await this.groupGift(trx, list, listId, itemId) };
  }

  /** The group gift `itemId` of `list`, still wanted. */
  private async groupGift(trx: Db, list: ListAccessRow, listId: string, itemId: string) {
    assertNotArchived(list);
    const item = await this.claims.itemWithBuyer(listId, itemId, trx);
    // A private item (A4) does not exist for givers.
    if (!item || item.hidden === 1) throw itemNotFound();
    if (item.received_at !== null) throw conflict(msg('server.lists.received'), 'RECEIVED');
    if (item.group_gift !== 1) throw conflict(msg('server.pledges.notGroupGift'), 'NOT_GROUP_GIFT');
    return item;
  }

  /** The item as the caller now sees it, with its pledges. */
  private async present(
    trx: Db,
    list: ListAccessRow,
    viewer: Viewer,
    listId: string,
    itemId: string,
  ): Promise<Item> {
    const [row, claims, pledges] = await Promise.all([
      this.claims.itemWithBuyer(listId, itemId, trx),
      this.claims.claimsOfItem(itemId, trx),
      this.pledges.pledgesOfItem(itemId, trx),
    ]);
    return this.presenter.item(
      row as ItemRow,
      audienceOf(list, viewer, this.clock.today()),
      claimsByItem(claims).get(itemId),
      viewer.id,
      pledgesByItem(pledges).get(itemId),
    );
  }
}

/**
 * A group gift as someone who may no longer see its list sees it: their own pledge, and nothing
 * of anyone else's (not their sum, nor whether it is funded).
 */
function asOutsider(item: Item, viewerId: string): Item {
  const own = (item.pledges ?? []).filter((pledge) => pledge.user._id === viewerId);
  return {
    ...item,
    pledges: own,
    pledged: own.reduce((sum, pledge) => sum + pledge.amount, 0),
    claims: [],
    claimed: 0,
    boughtBy: null,
    boughtAt: null,
  };
}
