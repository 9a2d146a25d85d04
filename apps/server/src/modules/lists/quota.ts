import { QUOTAS } from '@wishlist/core';
import { conflict } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { ListQuotaRepository } from './quota-repository.js';

/** Whole megabytes, the same in every language the server speaks ("2 MB"). */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en')} MB`;

/**
 * What one account may store (issue 21): at most `listsPerAccount` lists and
 * `contentBytesPerAccount` of text over all of them, so that no account can fill the server or
 * make its own answers unbounded. Checked before the write (see ListService.update); a write
 * that shrinks a list is always allowed, so an account over its quota can still tidy up.
 */
export class ListQuota {
  constructor(private readonly lists: ListQuotaRepository) {}

  async checkNewList(ownerId: string, bytes: number): Promise<void> {
    if ((await this.lists.countOwnedBy(ownerId)) >= QUOTAS.listsPerAccount)
      throw conflict(msg('server.lists.listLimit', { max: QUOTAS.listsPerAccount }), 'LIST_LIMIT');
    await this.checkGrowth(ownerId, undefined, 0, bytes);
  }

  /** `listId` going from `before` to `after` bytes (undefined: a new list). */
  async checkGrowth(
    ownerId: string,
    listId: string | undefined,
    before: number,
    after: number,
  ): Promise<void> {
    if (after <= before) return;
    const others = await this.lists.contentBytesOwnedBy(ownerId, listId);
    if (others + after > QUOTAS.contentBytesPerAccount)
      throw conflict(
        msg('server.lists.storageLimit', { size: megabytes(QUOTAS.contentBytesPerAccount) }),
        'STORAGE_LIMIT',
      );
  }
}
