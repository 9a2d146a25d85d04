import type { Db } from '../../db/database.js';
import type { ClaimRead, ClaimToken } from './claim-read.js';
import type { ClaimRepository } from './claim-repository.js';
import type { ClaimRow, ItemRow } from './rows.js';

/** What one claim or give-back may read and write, wherever its store runs it. */
export interface ClaimUnit {
  /** The token holder's row, the list's access facts and the item (see `ClaimRead`). */
  readWithTokenHolder(
    token: ClaimToken,
    listId: string,
    itemId: string,
  ): Promise<ClaimRead | undefined>;
  /** `userId` takes `count` more of the item, if that many are left: true when taken. */
  claim(
    listId: string,
    itemId: string,
    userId: string,
    count: number,
    now: string,
  ): Promise<boolean>;
  /** Removes `userId`'s claim on the item: true when it was still there. */
  release(listId: string, itemId: string, userId: string): Promise<boolean>;
  /** Removes every claim on the item (its owner's choice). */
  releaseAll(listId: string, itemId: string): Promise<void>;
  /** How many of the item `userId` has claimed (0 for none). */
  quantityOf(itemId: string, userId: string): Promise<number>;
  /** One item of the list, with its buyer. */
  itemWithBuyer(listId: string, itemId: string): Promise<ItemRow | undefined>;
  claimsOfItem(itemId: string): Promise<ClaimRow[]>;
}

/**
 * The claim path's repository: runs one claim or give-back (`work`: its read, its conditional
 * write and the answer's read) the way its database does them best. One implementation per
 * database, chosen once in services.ts: `SqliteClaimStore` (the claims of a turn share one
 * transaction) and `PostgresClaimStore` (the reads and writes of a turn go one statement each).
 * `work` may run twice on SQLite (see GroupCommit) and must do nothing but database work.
 */
export interface ClaimStore {
  run<T>(work: (unit: ClaimUnit) => Promise<T>): Promise<T>;
}

/** The repository's statements, each run in `db` (a transaction, or the database). */
export class ClaimStatements implements ClaimUnit {
  constructor(
    protected readonly claims: ClaimRepository,
    protected readonly db: Db,
  ) {}

  readWithTokenHolder(token: ClaimToken, listId: string, itemId: string) {
    return this.claims.readWithTokenHolder(token, listId, itemId, this.db);
  }

  claim(listId: string, itemId: string, userId: string, count: number, now: string) {
    return this.claims.claim(listId, itemId, userId, count, now, this.db);
  }

  release(listId: string, itemId: string, userId: string) {
    return this.claims.release(listId, itemId, userId, this.db);
  }

  releaseAll(listId: string, itemId: string) {
    return this.claims.releaseAll(listId, itemId, this.db);
  }

  quantityOf(itemId: string, userId: string) {
    return this.claims.quantityOf(itemId, userId, this.db);
  }

  itemWithBuyer(listId: string, itemId: string) {
    return this.claims.itemWithBuyer(listId, itemId, this.db);
  }

  claimsOfItem(itemId: string) {
    return this.claims.claimsOfItem(itemId, this.db);
  }
}
