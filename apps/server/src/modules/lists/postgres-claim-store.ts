import type { Db } from '../../db/database.js';
import { ClaimBatches } from './claim-batches.js';
import type { ClaimToken } from './claim-read.js';
import type { ClaimRepository } from './claim-repository.js';
import { ClaimStatements, type ClaimStore, type ClaimUnit } from './claim-store.js';

/**
 * Claims on PostgreSQL: each statement commits on its own, and a round trip costs more than a
 * small statement, so the reads, claims and give-backs of one turn go one statement each
 * (ClaimBatches). A claim's read and write are not in one transaction: its write is conditional
 * (the claims triggers), and its service reads again when the write finds less left.
 */
export class PostgresClaimStore implements ClaimStore {
  private readonly unit: ClaimUnit;

  constructor(db: Db, claims: ClaimRepository) {
    this.unit = new TurnBatched(claims, db);
  }

  run<T>(work: (unit: ClaimUnit) => Promise<T>): Promise<T> {
    return work(this.unit);
  }
}

/** The repository's statements, the read and the writes gathered per turn. */
class TurnBatched extends ClaimStatements {
  private readonly batches: ClaimBatches;

  constructor(claims: ClaimRepository, db: Db) {
    super(claims, db);
    this.batches = new ClaimBatches(
      db,
      ([itemId, listId, userId, count, now]) =>
        claims.claim(listId, itemId, userId, count, now, db),
      ([itemId, listId, userId]) => claims.release(listId, itemId, userId, db),
    );
  }

  override readWithTokenHolder(token: ClaimToken, listId: string, itemId: string) {
    return this.batches.read(token, listId, itemId);
  }

  override claim(listId: string, itemId: string, userId: string, count: number, now: string) {
    return this.batches.add([itemId, listId, userId, count, now]);
  }

  override release(listId: string, itemId: string, userId: string) {
    return this.batches.drop([itemId, listId, userId]);
  }
}
