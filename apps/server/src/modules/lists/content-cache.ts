import type { Item } from '@wishlist/core';
import { LRUCache } from 'lru-cache';

/**
 * A list's items as the API shows them, and its invitation count, as of one revision of the list
 * and one epoch of users' names (the items show their buyers' names). The item arrays are frozen
 * (the edge keeps their JSON: http/json-answer.ts).
 */
export interface ListContent {
  revision: number;
  namesEpoch: number;
  /** As the owner sees them: buyers with their e-mail addresses. */
  items: Item[];
  /**
   * As everyone else sees them: no private item (A4), no buyer's e-mail address (the same array
   * as `items` when neither is there).
   */
  giverItems: Item[];
  /** As a manager (C4) sees them: `items`, with the group gifts' pledges (A3). */
  keeperItems: Item[];
  /** `items` without the private ones: what a buyer's own items are taken from (`boughtBy`). */
  giverOwnItems: Item[];
  /** Each buyer's items, by their place in the givers' arrays: a buyer sees their own address. */
  boughtBy: ReadonlyMap<string, readonly number[]>;
  /** As the owner sees them in surprise mode: nothing claimed (the same as `items` when so). */
  surpriseItems: Item[];
  invitationCount: number;
  /** About how many characters the items take, as objects and as their kept JSON. */
  chars: number;
}

/** Characters of items kept: 8 million, about 15,000 items with their JSON. */
const DEFAULT_MAX_CHARS = 8_000_000;

/**
 * Lists are read far more often than they change, and reading and shaping their items costs more
 * than everything else in the call. This keeps each recently read list's items with the
 * revision and names epoch they were read at; an entry serves only a caller that read the very same
 * two with the list row (which every call reads anyway, for access), so it is never older than
 * the database. The least recently used entries go first when the budget is spent.
 */
export class ListContentCache {
  private readonly entries: LRUCache<string, ListContent>;

  constructor(maxChars = DEFAULT_MAX_CHARS) {
    this.entries = new LRUCache({
      maxSize: maxChars,
      sizeCalculation: (content) => content.chars || 1,
    });
  }

  get(listId: string, revision: number, namesEpoch: number): ListContent | undefined {
    const entry = this.entries.get(listId);
    if (!entry || entry.revision !== revision || entry.namesEpoch !== namesEpoch) return undefined;
    return entry;
  }

  set(listId: string, content: ListContent): void {
    const old = this.entries.peek(listId);
    // A slower reader of an older revision or epoch must not replace a newer entry.
    if (old && (old.revision > content.revision || old.namesEpoch > content.namesEpoch)) return;
    // An entry bigger than the whole budget is not kept (lru-cache refuses it).
    this.entries.set(listId, content);
  }

  get size(): number {
    return this.entries.size;
  }
}
