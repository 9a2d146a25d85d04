import type { DatabaseHandle } from '../../db/database.js';
import { GroupCommit } from '../../db/group-commit.js';
import type { ClaimRepository } from './claim-repository.js';
import type { ClaimStore } from './claim-store.js';
import { PostgresClaimStore } from './postgres-claim-store.js';
import { SqliteClaimStore } from './sqlite-claim-store.js';

/** Where claims run: the claim path's one dialect choice (see ClaimStore). */
export function claimStoreFor(database: DatabaseHandle, claims: ClaimRepository): ClaimStore {
  return database.connection
    ? new SqliteClaimStore(new GroupCommit(database.db, database.connection), claims)
    : new PostgresClaimStore(database.db, claims);
}
