import {
  type CreateListInput,
  type Item,
  listContentBytes,
  listFieldBytes,
  QUOTAS,
  type UpdateListInput,
  type WishList,
} from '@wishlist/core';
import type { Db } from '../../db/database.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { nowIso } from '../../ids.js';
import type { Caller } from '../auth/caller.js';
import { isOwner, type ListAccess, listNotFound } from './access.js';
import type { ListContent, ListContentCache } from './content-cache.js';
import type { ItemRepository } from './item-repository.js';
import type { Audience, ListPresenter } from './presenter.js';
import type { PurchaseRepository } from './purchase-repository.js';
import type { ListQuota } from './quota.js';
import type { ListRepository } from './repository.js';
import type { ItemRow, ListRow } from './rows.js';

const ITEM_NOT_FOUND = 'Item not found';

export class ListService {
  constructor(
    private readonly db: Db,
    private readonly lists: ListRepository,
    private readonly items: ItemRepository,
    /** For a purchase's second look (see `markBought`); its first is `access.viewItemAs`. */
    private readonly purchases: PurchaseRepository,
    private readonly access: ListAccess,
    private readonly presenter: ListPresenter,
    private readonly quota: ListQuota,
    /** Absent where the database keeps no list revisions (PostgreSQL). */
    private readonly cache?: ListContentCache,
  ) {}

  /** The caller's lists. */
  async mine(caller: Caller): Promise<WishList[]> {
    const viewer = await caller.viewer();
    return this.present(await this.lists.ownedBy(viewer.id), 'owner');
  }

  /**
   * The lists whose invitation the viewer accepted, most recent first; bounded like every answer: older lists past `sharedListsBytes` of stored text are left out.
   */
  async sharedWithMe(caller: Caller): Promise<WishList[]> {
    const viewer = await caller.viewer();
    const rows = await this.lists.sharedWith(viewer.email, QUOTAS.sharedListsShown);
    let bytes = 0;
    const shown = rows.filter((row) => {
      bytes += row.content_bytes;
      return bytes <= QUOTAS.sharedListsBytes;
    });
    return this.present(shown, 'giver');
  }

  async create(caller: Caller, input: CreateListInput): Promise<WishList> {
    const viewer = await caller.viewer();
    const contentBytes = listFieldBytes(input);
    await this.quota.checkNewList(viewer.id, contentBytes);
    const id = await this.lists.create(this.db, {
      ownerId: viewer.id,
      name: input.name,
      description: input.description,
      isPublic: input.isPublic,
      contentBytes,
      now: nowIso(),
    });
    return this.load(id);
  }

  /** One list: the most read call of all. */
  async get(caller: Caller, listId: string): Promise<WishList> {
    const viewer = await caller.viewer();
    const list = await this.access.view(viewer, listId);
    const [content] = await this.contents([list]);
    return this.presenter.listFrom(list, content!, isOwner(list, viewer) ? 'owner' : 'giver');
  }

  async update(caller: Caller, listId: string, input: UpdateListInput): Promise<WishList> {
    const viewer = await caller.viewer();
    const list = await this.access.own(viewer, listId);
    const texts = {
      name: input.name ?? list.name,
      description: input.description === undefined ? list.description : input.description,
    };
    // Without items only the list's own fields change size.
    const contentBytes = input.items
      ? listContentBytes(texts, input.items)
      : list.content_bytes - listFieldBytes(list) + listFieldBytes(texts);
    // Checked before the transaction: a refused change then writes nothing at all (on SQLite
    // even a rolled-back transaction empties the answer caches). Two changes racing may both
    // pass; the quota is a bound on what an account can do, not a ledger.
    await this.quota.checkGrowth(viewer.id, listId, list.content_bytes, contentBytes);
    return this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      await this.lists.updateFields(trx, listId, { ...input, contentBytes }, now);
      if (input.items) await this.items.reconcileItems(trx, listId, input.items, now);
      return this.load(listId, trx);
    });
  }

  async delete(caller: Caller, listId: string): Promise<{ message: string }> {
    await this.access.own(await caller.viewer(), listId);
    await this.lists.delete(listId);
    return { message: 'Wish list deleted' };
  }

  /**
   * `trx`: where to run: the group commit's transaction on SQLite, the database on PostgreSQL.
   * One read (the caller's row, the list's access and the item), then one conditional write. On
   * PostgreSQL the two are not in one transaction, so the write checks again that nobody bought
   * the item in between.
   */
  async markBought(caller: Caller, listId: string, itemId: string, trx: Db): Promise<Item> {
    const { viewer, list, item } = await this.access.viewItemAs(caller, listId, itemId, trx);
    if (!item) throw notFound(ITEM_NOT_FOUND, 'ITEM_NOT_FOUND');
    if (item.bought_by === null) {
      const now = nowIso();
      if (await this.items.markBought(listId, itemId, viewer.id, now, trx)) {
        // The buyer is the caller, whose row the purchase has just read; the answer shows the
        // item as the list will show it to them.
        return this.presenter.item(
          {
            ...item,
            bought_by: viewer.id,
            bought_at: now,
            buyer_name: viewer.name,
            buyer_email: viewer.email,
          },
          isOwner(list, viewer) ? 'owner' : 'giver',
        );
      }
      // Bought or removed since the read (PostgreSQL): say which.
      const again = await this.purchases.findPurchase(
        viewer.id,
        caller.claims.tokenId,
        listId,
        itemId,
        trx,
      );
      if (!again?.item) throw notFound(ITEM_NOT_FOUND, 'ITEM_NOT_FOUND');
    }
    throw conflict('Someone has already marked this item as bought', 'ALREADY_BOUGHT');
  }

  /** As `markBought`: the buyer or the list's owner takes a purchase back. */
  async unmarkBought(caller: Caller, listId: string, itemId: string, trx: Db): Promise<Item> {
    const { viewer, list, item } = await this.access.viewItemAs(caller, listId, itemId, trx);
    if (!item) throw notFound(ITEM_NOT_FOUND, 'ITEM_NOT_FOUND');
    if (item.bought_by === null) throw conflict('This item is not marked as bought', 'NOT_BOUGHT');
    if (!isOwner(list, viewer) && item.bought_by !== viewer.id) {
      throw forbidden('Only the buyer or the list owner can unmark this item', 'NOT_BUYER');
    }
    // Conditional: where the read and the write are not in one transaction (PostgreSQL),
    // someone may have changed the item in between.
    if (!(await this.items.unmarkBought(listId, itemId, item.bought_by, trx)))
      throw conflict('This item changed meanwhile; please reload the list', 'ITEM_CHANGED');
    return this.presenter.item({
      ...item,
      bought_by: null,
      bought_at: null,
      buyer_name: null,
      buyer_email: null,
    });
  }

  private async load(listId: string, db: Db = this.db): Promise<WishList> {
    const row = await this.lists.findById(listId, db);
    if (!row) throw listNotFound();
    return this.presentOne(row, db);
  }

  private async presentOne(row: ListRow, db: Db = this.db): Promise<WishList> {
    const [items, counts] = await Promise.all([
      this.items.itemsOf([row.id], db),
      this.lists.invitationCounts([row.id], db),
    ]);
    return this.presenter.list(row, items, counts.get(row.id) ?? 0);
  }

  private async present(rows: ListRow[], audience: Audience): Promise<WishList[]> {
    const contents = await this.contents(rows);
    return rows.map((row, n) => this.presenter.listFrom(row, contents[n]!, audience));
  }

  /**
   * Each list's items and invitation count: from the cache (SQLite) when it holds the
   * revision and names epoch read with the row, otherwise read for all missing lists at once
   * (constant queries) and kept. The items are read after the row, so what is kept is never older
   * than the revision it is kept under.
   */
  private async contents(rows: ListRow[]): Promise<ListContent[]> {
    const contents = rows.map((row) => this.cache?.get(row.id, row.revision, row.names_epoch));
    const missing = rows.filter((_, n) => contents[n] === undefined);
    if (missing.length === 0) return contents as ListContent[];
    const ids = missing.map((row) => row.id);
    const [items, counts] = await Promise.all([
      this.items.itemsOf(ids),
      this.lists.invitationCounts(ids),
    ]);
    const itemsByList = new Map<string, ItemRow[]>();
    for (const item of items) {
      const bucket = itemsByList.get(item.list_id);
      if (bucket) bucket.push(item);
      else itemsByList.set(item.list_id, [item]);
    }
    return rows.map((row, n) => {
      const cached = contents[n];
      if (cached) return cached;
      const content: ListContent = {
        revision: row.revision,
        namesEpoch: row.names_epoch,
        ...this.presenter.content(itemsByList.get(row.id) ?? []),
        invitationCount: counts.get(row.id) ?? 0,
      };
      this.cache?.set(row.id, content);
      return content;
    });
  }
}
