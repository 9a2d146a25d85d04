import { QUOTAS } from '@wishlist/core';
import type { Db } from '../../db/database.js';
import { conflict } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { ListQuotaRepository, ListSizing } from './quota-repository.js';

/** Whole megabytes, the same in every language the server speaks ("2 MB"). */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en')} MB`;

const storageLimit = () =>
  conflict(
    msg('server.lists.storageLimit', { size: megabytes(QUOTAS.contentBytesPerAccount) }),
    'STORAGE_LIMIT',
  );

/**
 * What one account may store (issue 21): at most `listsPerAccount` lists and
 * `contentBytesPerAccount` of text over all of them, so that no account can fill the server or
 * make its own answers unbounded. A write that shrinks a list is always allowed, so an account
 * over its quota can still tidy up.
 *
 * Checked inside the write's transaction, after `takeTurn`: so the quota holds when one
 * account's writes race. A refusal rolls the transaction back and nothing is written.
 */
export class ListQuota {
  constructor(private readonly lists: ListQuotaRepository) {}

  /**
   * First in the transaction `trx` of a write of the owner's stored text, before it reads what
   * it sizes the write on: the owner's other such writes wait until `trx` ends, so the checks in
   * it see every byte they committed. Claims store no text and never wait here.
   */
  takeTurn(trx: Db, ownerId: string): Promise<void> {
    return this.lists.lockOwner(trx, ownerId);
  }

  /** Refuses a new list of `bytes`. */
  async checkNewList(trx: Db, ownerId: string, bytes: number): Promise<void> {
    if ((await this.lists.countOwnedBy(trx, ownerId)) >= QUOTAS.listsPerAccount)
      throw conflict(msg('server.lists.listLimit', { max: QUOTAS.listsPerAccount }), 'LIST_LIMIT');
    await this.checkAdded(trx, ownerId, bytes);
  }

  /** Refuses `bytes` more of stored text. */
  async checkAdded(trx: Db, ownerId: string, bytes: number): Promise<void> {
    const held = await this.lists.contentBytesOwnedBy(trx, ownerId);
    if (bytes > 0 && held + bytes > QUOTAS.contentBytesPerAccount) throw storageLimit();
  }

  /** The owner's list as it is now, with the bytes of their other lists (undefined: gone). */
  sizing(trx: Db, ownerId: string, listId: string): Promise<ListSizing | undefined> {
    return this.lists.sizing(trx, ownerId, listId);
  }

  /** Refuses the list of `sizing` growing to `after` bytes. */
  checkGrowth(sizing: ListSizing, after: number): void {
    if (after > sizing.content_bytes && sizing.others + after > QUOTAS.contentBytesPerAccount)
      throw storageLimit();
  }
}
