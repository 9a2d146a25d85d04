import {
  type Claim,
  type Item,
  type ItemType,
  type Pledge,
  type WishList,
  withAffiliateTag,
} from '@wishlist/core';
import { LRUCache } from 'lru-cache';
import { frozen } from '../../http/json-answer.js';
import { type Audience, hidesClaims, seesBuyerEmail } from './audience.js';
import type { ListContent } from './content-cache.js';
import { coveredItems, pledgesByItem } from './group-items.js';
import type { ListSharing } from './list-reads.js';
import type { ClaimRow, ItemRow, ListRow, PledgeRow } from './rows.js';

/** Links whose tagged form is kept: a dashboard shows hundreds, the same ones on every load. */
const MAX_TAGGED_LINKS = 10_000;

const NO_CLAIMS: readonly Claim[] = Object.freeze([]);
const NO_PLEDGES: readonly Pledge[] = Object.freeze([]);

/** Each item's claims, oldest first, as answers show them. */
export function claimsByItem(rows: readonly ClaimRow[]): Map<string, Claim[]> {
  const byItem = new Map<string, Claim[]>();
  for (const row of rows) {
    const claim = {
      user: { _id: row.user_id, name: row.user_name },
      quantity: Number(row.quantity),
      at: row.claimed_at,
    };
    const bucket = byItem.get(row.item_id);
    if (bucket) bucket.push(claim);
    else byItem.set(row.item_id, [claim]);
  }
  return byItem;
}

/** Shapes rows into the API's answers: the contract lives here. */
export class ListPresenter {
  /** withAffiliateTag parses each link as a URL; its answer for a link never changes. */
  private readonly taggedLinks = new LRUCache<string, string>({ max: MAX_TAGGED_LINKS });

  constructor(private readonly amazonUkTag: string) {}

  private affiliateLink(link: string): string {
    let tagged = this.taggedLinks.get(link);
    if (tagged === undefined) {
      tagged = withAffiliateTag(link, this.amazonUkTag);
      this.taggedLinks.set(link, tagged);
    }
    return tagged;
  }

  /**
   * One item as `audience` sees it: a buyer's e-mail address goes to the list's owner and to the
   * buyer (`viewerId`) themselves (seesBuyerEmail); an owner in surprise mode sees nothing
   * claimed. `claims`: the item's, oldest first; `pledges`: a group gift's (A3), which only its
   * givers see one by one; `covered`: whether another of its alternatives is taken (A5).
   */
  item(
    row: ItemRow,
    audience: Audience = 'owner',
    claims: readonly Claim[] = NO_CLAIMS,
    viewerId?: string,
    pledges: readonly Pledge[] = NO_PLEDGES,
    covered = false,
  ): Item {
    const hidden = audience === 'surprised';
    const shown: Item = {
      _id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      price: row.price === null ? null : Number(row.price),
      affiliateLink: row.affiliate_link === null ? null : this.affiliateLink(row.affiliate_link),
      imageUrl: row.image_url,
      type: row.type as ItemType,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      boughtBy:
        row.bought_by === null || hidden
          ? null
          : {
              _id: row.bought_by,
              name: row.buyer_name ?? '',
              email: seesBuyerEmail(audience, row.bought_by, viewerId)
                ? (row.buyer_email ?? '')
                : null,
            },
      boughtAt: hidden ? null : row.bought_at,
      quantity: Number(row.quantity),
      claimed: hidden ? 0 : Number(row.claimed),
      claims: hidden ? [] : (claims as Claim[]),
      priority: Number(row.priority),
      currency: row.currency,
    };
    // Present only when set: an item that uses neither answers as it did before them (and a
    // spread here would copy every item of every answer).
    if (row.hidden === 1) shown.hidden = true;
    if (row.received_at !== null) shown.received = true;
    if (row.group_gift === 1) {
      shown.groupGift = true;
      if (!hidden) shown.pledged = Number(row.pledged) / 100;
      if (audience === 'giver' || audience === 'keeper') shown.pledges = pledges as Pledge[];
    }
    if (row.any_of !== null) shown.anyOf = row.any_of;
    if (covered) shown.covered = true;
    return shown;
  }

  /** A list's answer without its items. */
  private listFields(
    row: ListRow,
    invitationCount: number,
    today: string,
  ): Omit<WishList, 'items' | 'circles' | 'coOwners' | 'owner' | 'managers'> {
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      isPublic: row.is_public === 1,
      userId: { _id: row.owner_id, name: row.owner_name },
      invitationCount,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      surprise: row.surprise === 1,
      eventDate: row.event_date,
      surpriseActive: hidesClaims(row, today),
      currency: row.currency,
      archived: row.archived === 1,
      version: Number(row.version),
    };
  }

  /**
   * The items of one list for each audience, frozen: the same arrays are handed out while the
   * list stays unchanged, and the edge keeps their JSON. `claims`: the list's.
   */
  content(
    items: ItemRow[],
    claims: readonly ClaimRow[],
    pledges: readonly PledgeRow[] = [],
  ): Pick<
    ListContent,
    | 'items'
    | 'keeperItems'
    | 'giverItems'
    | 'giverOwnItems'
    | 'surpriseItems'
    | 'boughtBy'
    | 'chars'
  > {
    const byItem = claimsByItem(claims);
    const pledgesOf = pledgesByItem(pledges);
    const shape = (rows: ItemRow[], audience: Audience) => {
      const covered = coveredItems(rows, audience);
      return frozen(
        rows.map((item) =>
          this.item(
            item,
            audience,
            byItem.get(item.id),
            undefined,
            pledgesOf.get(item.id),
            covered.has(item.id),
          ),
        ),
      );
    };
    const owner = shape(items, 'owner');
    // Givers never see a private item (A4): their arrays hold the others, in the same order.
    const anyHidden = items.some((item) => item.hidden === 1);
    const visible = anyHidden ? items.filter((item) => item.hidden !== 1) : items;
    const giverOwn = anyHidden ? shape(visible, 'owner') : owner;
    // Only a bought item shows a buyer's e-mail, only a claimed one differs in surprise mode.
    const boughtBy = new Map<string, number[]>();
    visible.forEach((item, index) => {
      if (item.bought_by === null) return;
      const bought = boughtBy.get(item.bought_by);
      if (bought) bought.push(index);
      else boughtBy.set(item.bought_by, [index]);
    });
    // Givers see what differs from the owner's view only where something is bought or is a
    // group gift (its pledges, A3); an owner in surprise mode, where something is claimed or is
    // a group gift (its sum).
    const anyGroupGift = items.some((item) => item.group_gift === 1);
    const giversDiffer = boughtBy.size > 0 || anyGroupGift;
    const surpriseDiffers =
      anyGroupGift || claims.length > 0 || items.some((item) => item.claimed > 0);
    return {
      items: owner,
      // A manager sees the owner's items and, on group gifts, who pledged what (C4, A3).
      keeperItems: anyGroupGift ? shape(items, 'keeper') : owner,
      giverItems: giversDiffer ? shape(visible, 'giver') : giverOwn,
      giverOwnItems: giverOwn,
      surpriseItems: surpriseDiffers ? shape(items, 'surprised') : owner,
      boughtBy: boughtBy.size > 0 ? boughtBy : NOBODY,
      chars:
        (1 +
          Number(giversDiffer) +
          Number(surpriseDiffers) +
          Number(anyHidden) +
          Number(anyGroupGift)) *
        charsOf(items, claims, pledges.length),
    };
  }

  /**
   * The list as `audience` (`viewerId`) sees it on `today` (UTC), its items from the content
   * cache.
   */
  listFrom(
    row: ListRow,
    content: ListContent,
    audience: Audience,
    today: string,
    viewerId?: string,
    sharing: ListSharing = NOT_SHARED,
  ): WishList {
    return {
      ...this.listFields(row, content.invitationCount, today),
      circles: audience === 'giver' ? NONE : sharing.circles,
      coOwners: audience === 'giver' ? NONE : sharing.coOwners,
      // C4: everyone who sees a managed member's list sees whose it is and who keeps it.
      ...(row.owner_managed === 1
        ? {
            owner: { _id: row.owner_id, name: row.owner_name, managed: true as const },
            managers: sharing.managers,
          }
        : {}),
      items:
        audience === 'owner'
          ? content.items
          : audience === 'keeper'
            ? content.keeperItems
            : audience === 'surprised'
              ? content.surpriseItems
              : giverItemsFor(content, viewerId),
    };
  }
}

const NONE: ListSharing['circles'] = [];

/** A list shared nowhere, with no co-owner nor manager. */
const NOT_SHARED: ListSharing = { circles: NONE, coOwners: NONE, managers: NONE };

const NOBODY: ReadonlyMap<string, readonly number[]> = new Map();

/**
 * The items as a giver sees them, with their own e-mail address on what they bought
 * (seesBuyerEmail). Most givers bought nothing in a list and get the kept array itself; a
 * buyer gets a copy of it in which their items are the owner's (the same item, with the
 * address), so no kept array is ever changed and every item keeps its JSON.
 */
function giverItemsFor(content: ListContent, viewerId: string | undefined): Item[] {
  const mine = viewerId === undefined ? undefined : content.boughtBy.get(viewerId);
  if (!mine) return content.giverItems;
  const items = content.giverItems.slice();
  for (const index of mine) items[index] = content.giverOwnItems[index] as Item;
  return items;
}

/** An item's fixed part: its keys, dates and ids, about 300 characters as JSON. */
const ITEM_OVERHEAD_CHARS = 300;

/** A claim's fixed part as JSON. */
const CLAIM_OVERHEAD_CHARS = 100;

/** About what a list's items take: their texts and fixed part twice (objects, and their JSON). */
function charsOf(items: ItemRow[], claims: readonly ClaimRow[], pledges: number): number {
  let chars = 0;
  for (const item of items) {
    chars += ITEM_OVERHEAD_CHARS + item.name.length;
    chars += (item.description?.length ?? 0) + (item.category?.length ?? 0);
    chars += (item.affiliate_link?.length ?? 0) + (item.image_url?.length ?? 0);
    chars += (item.buyer_name?.length ?? 0) + (item.buyer_email?.length ?? 0);
  }
  for (const claim of claims) chars += CLAIM_OVERHEAD_CHARS + claim.user_name.length;
  // A pledge is about a claim's size.
  chars += pledges * CLAIM_OVERHEAD_CHARS;
  return 2 * chars;
}
