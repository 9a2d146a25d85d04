import { type Item, type ItemType, type WishList, withAffiliateTag } from '@wishlist/core';
import { LRUCache } from 'lru-cache';
import { frozen } from '../../http/json-answer.js';
import type { ListContent } from './content-cache.js';
import type { ItemRow, ListRow } from './rows.js';

/** Links whose tagged form is kept: a dashboard shows hundreds, the same ones on every load. */
const MAX_TAGGED_LINKS = 10_000;

/** Who reads an answer: the list's owner, or anyone else who may see the list. */
export type Audience = 'owner' | 'giver';

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
   * One item as `audience` sees it: a buyer's e-mail address goes to the list's owner only (and
   * to the buyer, in the answer to their own purchase).
   */
  item(row: ItemRow, audience: Audience = 'owner'): Item {
    return {
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
        row.bought_by === null
          ? null
          : {
              _id: row.bought_by,
              name: row.buyer_name ?? '',
              email: audience === 'owner' ? (row.buyer_email ?? '') : null,
            },
      boughtAt: row.bought_at,
    };
  }

  /** A list's answer without its items. */
  private listFields(row: ListRow, invitationCount: number): Omit<WishList, 'items'> {
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      isPublic: row.is_public === 1,
      userId: { _id: row.owner_id, name: row.owner_name },
      invitationCount,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  /** The list as its owner sees it. */
  list(row: ListRow, items: ItemRow[], invitationCount: number): WishList {
    return {
      ...this.listFields(row, invitationCount),
      items: items.map((item) => this.item(item)),
    };
  }

  /**
   * The items of one list for each audience, frozen: the same arrays are handed out while the
   * list stays unchanged, and the edge keeps their JSON.
   */
  content(items: ItemRow[]): Pick<ListContent, 'items' | 'giverItems' | 'chars'> {
    const owner = frozen(items.map((item) => this.item(item)));
    const anyBought = items.some((item) => item.bought_by !== null);
    const giver = anyBought ? frozen(items.map((item) => this.item(item, 'giver'))) : owner;
    return { items: owner, giverItems: giver, chars: (anyBought ? 2 : 1) * charsOf(items) };
  }

  /** The list as `audience` sees it, its items from the content cache. */
  listFrom(row: ListRow, content: ListContent, audience: Audience): WishList {
    return {
      ...this.listFields(row, content.invitationCount),
      items: audience === 'owner' ? content.items : content.giverItems,
    };
  }
}

/** An item's fixed part: its keys, dates and ids, about 300 characters as JSON. */
const ITEM_OVERHEAD_CHARS = 300;

/** About what a list's items take: their texts and fixed part twice (objects, and their JSON). */
function charsOf(items: ItemRow[]): number {
  let chars = 0;
  for (const item of items) {
    chars += ITEM_OVERHEAD_CHARS + item.name.length;
    chars += (item.description?.length ?? 0) + (item.category?.length ?? 0);
    chars += (item.affiliate_link?.length ?? 0) + (item.image_url?.length ?? 0);
    chars += (item.buyer_name?.length ?? 0) + (item.buyer_email?.length ?? 0);
  }
  return 2 * chars;
}
