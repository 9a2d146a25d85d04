import { type Item, type ItemType, type WishList, withAffiliateTag } from '@wishlist/core';
import type { ItemRow, ListRow } from './repository.js';

/** Links whose tagged form is kept: a dashboard shows hundreds, the same ones on every load. */
const MAX_TAGGED_LINKS = 10_000;

/** Shapes rows into the API's answers: the contract lives here. */
export class ListPresenter {
  /** withAffiliateTag parses each link as a URL; its answer for a link never changes. */
  private readonly taggedLinks = new Map<string, string>();

  constructor(private readonly amazonUkTag: string) {}

  private affiliateLink(link: string): string {
    let tagged = this.taggedLinks.get(link);
    if (tagged === undefined) {
      tagged = withAffiliateTag(link, this.amazonUkTag);
      // Maps keep insertion order: past the limit, forget the oldest.
      if (this.taggedLinks.size >= MAX_TAGGED_LINKS)
        this.taggedLinks.delete(this.taggedLinks.keys().next().value as string);
      this.taggedLinks.set(link, tagged);
    }
    return tagged;
  }

  item(row: ItemRow): Item {
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
          : { _id: row.bought_by, name: row.buyer_name ?? '', email: row.buyer_email ?? '' },
      boughtAt: row.bought_at,
    };
  }

  list(row: ListRow, items: ItemRow[], invitationCount: number): WishList {
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      isPublic: row.is_public === 1,
      userId: { _id: row.owner_id, name: row.owner_name },
      items: items.map((item) => this.item(item)),
      invitationCount,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  /** Several lists with their items and counts, fetched beforehand in constant queries. */
  lists(rows: ListRow[], items: ItemRow[], counts: Map<string, number>): WishList[] {
    const byList = new Map<string, ItemRow[]>();
    for (const item of items) {
      const bucket = byList.get(item.list_id);
      if (bucket) bucket.push(item);
      else byList.set(item.list_id, [item]);
    }
    return rows.map((row) => this.list(row, byList.get(row.id) ?? [], counts.get(row.id) ?? 0));
  }
}
