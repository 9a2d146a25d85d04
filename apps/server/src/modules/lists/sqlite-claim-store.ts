import type { GroupCommit } from '../../db/group-commit.js';
import type { ClaimRepository } from './claim-repository.js';
import { ClaimStatements, type ClaimStore, type ClaimUnit } from './claim-store.js';

/**
 * Claims on SQLite: the claims and give-backs of one turn of the event loop share one
 * transaction (GroupCommit), where each statement is cheap and a commit is not. Inside it a
 * claim's read and write are atomic: the write's condition never finds less left than the read.
 */
export class SqliteClaimStore implements ClaimStore {
  constructor(
    private readonly group: GroupCommit,
    private readonly claims: ClaimRepository,
  ) {}

  run<T>(work: (unit: ClaimUnit) => Promise<T>): Promise<T> {
    return this.group.run((trx) => work(new ClaimStatements(this.claims, trx)));
  }
}
