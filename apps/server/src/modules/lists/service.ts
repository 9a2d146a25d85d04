import {
  type CreateListInput,
  listContentBytes,
  listFieldBytes,
  QUOTAS,
  type SharedWishList,
  type UpdateListInput,
  type WishList,
} from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../errors.js';
import { type Message, msg } from '../../i18n/message.js';
import type { Caller, Viewer } from '../auth/caller.js';
import {
  archivedRefusal,
  assertNotArchived,
  holdsList,
  type ListAccess,
  listNotFound,
  staleRefusal,
} from './access.js';
import { type Audience, audienceOf } from './audience.js';
import type { ClaimRepository } from './claim-repository.js';
import type { ListContentCache } from './content-cache.js';
import type { ItemRepository } from './item-repository.js';
import { ListContents } from './list-contents.js';
import { PledgeRepository } from './pledge-repository.js';
import type { ListPresenter } from './presenter.js';
import type { ListQuota } from './quota.js';
import type { ListSizing } from './quota-repository.js';
import type { ListRepository, ListSharing } from './repository.js';
import type { ListAccessRow, ListRow } from './rows.js';

export class ListService {
  constructor(
    private readonly db: Db,
    private readonly lists: ListRepository,
    private readonly items: ItemRepository,
    private readonly claims: ClaimRepository,
    private readonly access: ListAccess,
    private readonly presenter: ListPresenter,
    private readonly quota: ListQuota,
    /** Says what day it is: surprise mode reveals claims from the day after the event. */
    private readonly clock: Clock,
    /** Whether `managerId` keeps the managed member `memberId` (C4). */
    private readonly keeps: (managerId: string, memberId: string) => Promise<boolean>,
    /** Absent where the database keeps no list revisions (PostgreSQL). */
    cache?: ListContentCache,
  ) {
    this.contents = new ListContents(
      lists,
      items,
      claims,
      new PledgeRepository(db),
      presenter,
      cache,
    );
  }

  /** The lists' items, as each audience sees them. */
  private readonly contents: ListContents;

  /** How `viewer` sees `list` today. */
  private audience(list: ListAccessRow, viewer: Viewer): Audience {
    return audienceOf(list, viewer, this.clock.today());
  }

  /** The caller's lists. */
  async mine(caller: Caller): Promise<WishList[]> {
    const viewer = await caller.viewer();
    const rows = await this.lists.ownedBy(viewer.id);
    return this.present(rows, (row) => this.audience(row, viewer), viewer.id);
  }

  /**
   * The lists whose invitation the viewer accepted, most recent first; bounded like every answer: older lists past `sharedListsBytes` of stored text are left out.
   */
  async sharedWithMe(caller: Caller): Promise<SharedWishList[]> {
    const viewer = await caller.viewer();
    const rows = await this.lists.sharedWith(viewer, QUOTAS.sharedListsShown);
    let bytes = 0;
    const shown = rows.filter((row) => {
      bytes += row.content_bytes;
      return bytes <= QUOTAS.sharedListsBytes;
    });
    // C3: which of their circles each reached them through, read only when any came that way.
    const [lists, via] = await Promise.all([
      this.present(shown, () => 'giver', viewer.id),
      this.lists.viaCircles(
        viewer.id,
        shown.filter((row) => row.shared === 1).map((row) => row.id),
      ),
    ]);
    return lists.map((list) => ({ ...list, viaCircles: via.get(list._id) ?? [] }));
  }

  /**
   * A new list, the caller's; or with `ownerId`, a managed member's they keep (C4), counted
   * against that member's account.
   */
  async create(caller: Caller, input: CreateListInput): Promise<WishList> {
    const viewer = await caller.viewer();
    const ownerId = input.ownerId ?? viewer.id;
    if (ownerId !== viewer.id && !(await this.keeps(viewer.id, ownerId)))
      throw forbidden(msg('server.lists.notManager'), 'NOT_MANAGER');
    const contentBytes = listFieldBytes(input);
    const id = await this.db.transaction().execute(async (trx) => {
      await this.quota.takeTurn(trx, ownerId);
      await this.quota.checkNewList(trx, ownerId, contentBytes);
      return this.lists.create(trx, {
        ownerId,
        name: input.name,
        description: input.description,
        isPublic: input.isPublic,
        surprise: input.surprise,
        eventDate: input.eventDate,
        currency: input.currency,
        contentBytes,
        now: this.clock.nowIso(),
      });
    });
    return this.load(id, viewer);
  }

  /** One list: the most read call of all. */
  async get(caller: Caller, listId: string): Promise<WishList> {
    const viewer = await caller.viewer();
    const list = await this.access.view(viewer, listId);
    const audience = this.audience(list, viewer);
    const [[content], circles] = await Promise.all([
      this.contents.of([list]),
      this.circlesFor([list], () => audience),
    ]);
    return this.presenter.listFrom(
      list,
      content!,
      audience,
      this.clock.today(),
      viewer.id,
      circles.get(list.id),
    );
  }

  async update(caller: Caller, listId: string, input: UpdateListInput): Promise<WishList> {
    const viewer = await caller.viewer();
    const list = await this.access.own(viewer, listId);
    // An archived list takes one change: being restored (L3).
    if (input.archived !== false) assertNotArchived(list);
    if (input.version !== undefined && input.version !== list.version) throw staleRefusal();
    return this.db.transaction().execute(async (trx) => {
      // The list's size counts against its owner's account, whoever with owner rights (C5)
      // saves it; sized on the list as it is now: another save may have changed it since.
      await this.quota.takeTurn(trx, list.owner_id);
      const current = await this.quota.sizing(trx, list.owner_id, listId);
      if (!current) throw listNotFound();
      const contentBytes = sizeAfter(current, input);
      this.quota.checkGrowth(current, contentBytes);
      const now = this.clock.nowIso();
      const expected = { archived: list.archived, version: input.version };
      if (!(await this.lists.updateFields(trx, listId, { ...input, contentBytes }, now, expected)))
        throw await this.whyNotWritten(listId, input, trx);
      if (input.items) {
        const currency = input.currency ?? list.currency;
        await this.items.reconcileItems(trx, { id: listId, currency }, input.items, now);
      }
      // Archiving takes every claim with it (G4); the claimers are told by issue 26's mail.
      if (input.archived === true && list.archived === 0)
        await this.claims.releaseList(listId, trx);
      return this.load(listId, viewer, trx);
    });
  }

  /** Why a save found the list no longer as read: archived meanwhile, or saved by another. */
  private async whyNotWritten(listId: string, input: UpdateListInput, db: Db) {
    const now = await this.lists.findById(listId, db);
    if (!now) return listNotFound();
    if (now.archived === 1 && input.archived !== false) return archivedRefusal();
    return staleRefusal();
  }

  /**
   * Deleting stays the owner's (a managed member's managers', C4): a co-owner (C5) edits the list
   * but cannot take it away.
   */
  async delete(caller: Caller, listId: string): Promise<{ message: Message }> {
    const viewer = await caller.viewer();
    const list = await this.access.own(viewer, listId);
    if (!holdsList(list, viewer)) throw forbidden(msg('server.lists.ownerOnly'), 'NOT_LIST_OWNER');
    await this.lists.delete(listId);
    return { message: msg('server.lists.deleted') };
  }

  /** The list as its owner `viewer` sees it right after a change, read in `db`. */
  private async load(listId: string, viewer: Viewer, db: Db = this.db): Promise<WishList> {
    const row = await this.lists.findWithAccess(listId, viewer, db);
    if (!row) throw listNotFound();
    const [content] = await this.contents.of([row], db);
    const audience = this.audience(row, viewer);
    const circles = await this.circlesFor([row], () => audience, db);
    return this.presenter.listFrom(
      row,
      content!,
      audience,
      this.clock.today(),
      viewer.id,
      circles.get(row.id),
    );
  }

  /**
   * Where each list is shared (C3) and who co-owns it (C5), for the lists `audience` shows them
   * for (their owners'); who keeps a managed owner (C4), for everyone.
   */
  private circlesFor<Row extends ListRow>(
    rows: Row[],
    audience: (row: Row) => Audience,
    db?: Db,
  ): Promise<Map<string, ListSharing>> {
    const ids = rows
      .filter((row) => row.shared === 1 && (row.owner_managed === 1 || audience(row) !== 'giver'))
      .map((row) => row.id);
    return this.lists.sharingOf(ids, db);
  }

  /** `rows` as `viewerId` sees each (`audience`). */
  private async present<Row extends ListRow>(
    rows: Row[],
    audience: (row: Row) => Audience,
    viewerId: string,
  ): Promise<WishList[]> {
    const [contents, circles] = await Promise.all([
      this.contents.of(rows),
      this.circlesFor(rows, audience),
    ]);
    const today = this.clock.today();
    return rows.map((row, n) =>
      this.presenter.listFrom(
        row,
        contents[n]!,
        audience(row),
        today,
        viewerId,
        circles.get(row.id),
      ),
    );
  }
}

/** The stored bytes of `list` once `input` is saved: without items only its own fields change. */
function sizeAfter(list: ListSizing, input: UpdateListInput): number {
  const texts = {
    name: input.name ?? list.name,
    description: input.description === undefined ? list.description : input.description,
  };
  return input.items
    ? listContentBytes(texts, input.items)
    : list.content_bytes - listFieldBytes(list) + listFieldBytes(texts);
}
