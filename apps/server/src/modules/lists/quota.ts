import { QUOTAS } from '@wishlist/core';
import type { Db } from '../../db/database.js';
import { conflict } from '../../errors.js';
import type { ListRepository } from './repository.js';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en')} MB`;

/**
 * What one account may store (issue 21): at most `listsPerAccount` lists and
 * `contentBytesPerAccount` of text over all of them, so that no account can fill the server or
 * make its own answers unbounded. Checked in the writing transaction; a write that shrinks a
 * list is always allowed, so an account over its quota can still tidy up.
 */
export class ListQuota {
  constructor(private readonly lists: ListRepository) {}

  async checkNewList(db: Db, ownerId: string, bytes: number): Promise<void> {
    if ((await this.lists.countOwnedBy(db, ownerId)) >= QUOTAS.listsPerAccount)
      throw conflict(
        `You can have at most ${QUOTAS.listsPerAccount} lists. Delete one you no longer need to make another.`,
        'LIST_LIMIT',
      );
    await this.checkGrowth(db, ownerId, undefined, 0, bytes);
  }

  /** `listId` going from `before` to `after` bytes (undefined: a new list). */
  async checkGrowth(
    db: Db,
    ownerId: string,
    listId: string | undefined,
    before: number,
    after: number,
  ): Promise<void> {
    if (after <= before) return;
    const others = await this.lists.contentBytesOwnedBy(db, ownerId, listId);
    if (others + after > QUOTAS.contentBytesPerAccount)
      throw conflict(
        `Your lists can hold at most ${megabytes(QUOTAS.contentBytesPerAccount)} of text, and this change would go past it. Remove some items or shorten their descriptions, then try again.`,
        'STORAGE_LIMIT',
      );
  }
}
