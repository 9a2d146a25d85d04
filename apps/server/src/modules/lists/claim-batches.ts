import type DataLoader from 'dataloader';
import { CompiledQuery, sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import { perTurn } from '../../db/per-turn.js';
import {
  type ClaimRead,
  type ClaimReadRow,
  type ClaimToken,
  claimReadColumns,
  toClaimRead,
} from './claim-read.js';

/** A claim to write: `count` more of the item for the user, at `now`. */
export type ClaimWrite = readonly [
  itemId: string,
  listId: string,
  userId: string,
  count: number,
  now: string,
];
/** A claim to delete. */
export type ClaimDrop = readonly [itemId: string, listId: string, userId: string];

/**
 * How long a batch waits for a row lock before it gives up and its claims run one by one. Far
 * below PostgreSQL's deadlock_timeout (1 s unless a deployer lowers it): a batch locks several
 * items, so it can close a cycle with a transaction that locks them in another order (an owner's
 * save, an archive); giving up first means the other one never becomes a deadlock's victim.
 */
const BATCH_LOCK_TIMEOUT = `select set_config('lock_timeout', '100ms', true)`;

// Items locked in the order of their ids, so two batches (of two processes) only ever wait on
// each other. `set_config(..., true)` lasts until the statement's own transaction ends.
const ADD_MANY = `insert into claims (item_id, list_id, user_id, quantity, claimed_at)
  select w.item_id, w.list_id, w.user_id, w.quantity, w.claimed_at
    from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[])
      as w(item_id, list_id, user_id, quantity, claimed_at),
      (${BATCH_LOCK_TIMEOUT}) as waits
   order by w.item_id, w.user_id
  on conflict (item_id, user_id) do update
    set quantity = claims.quantity + excluded.quantity, claimed_at = excluded.claimed_at`;

const DROP_MANY = `delete from claims c
  using unnest($1::text[], $2::text[], $3::text[]) as w(item_id, list_id, user_id),
    (${BATCH_LOCK_TIMEOUT}) as waits
  where c.item_id = w.item_id and c.list_id = w.list_id and c.user_id = w.user_id
  returning c.item_id, c.user_id`;

/** The ids a claim's read is for: user, token, list, item. */
type ReadKey = readonly [userId: string, tokenId: string, listId: string, itemId: string];
type ReadKeyColumns = {
  wanted_user: string;
  wanted_token: string;
  wanted_list: string;
  wanted_item: string;
};
const keyText = (key: ReadKey) => key.join('\n');

/** A claim's item, list and user, then what else it writes. */
type ClaimKey = readonly [itemId: string, listId: string, userId: string, ...rest: unknown[]];
const byItem = (a: ClaimKey, b: ClaimKey) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
const claimKey = (itemId: string, userId: string) => `${itemId}\n${userId}`;

/**
 * The reads, claims and give-backs of one turn, each kind in one statement (PostgreSQL only: see
 * perTurn). A batch of claims or give-backs that fails as a whole (a claim that would take more
 * than is left, one user twice on one item, a lock it waited too long for) writes nothing, and
 * its claims then run one by one, so each hears its own answer, as without batching.
 */
export class ClaimBatches {
  private readonly reads = perTurn<ReadKey, ClaimReadRow | undefined>(
    (keys) => this.readMany(keys),
    200,
  );
  private readonly adds: DataLoader<ClaimWrite, Promise<boolean>, ClaimWrite>;
  private readonly drops: DataLoader<ClaimDrop, Promise<boolean>, ClaimDrop>;

  constructor(
    private readonly db: Db,
    addOne: (write: ClaimWrite) => Promise<boolean>,
    dropOne: (drop: ClaimDrop) => Promise<boolean>,
  ) {
    this.adds = perTurn((keys) => this.many(keys, addOne, (sorted) => this.addMany(sorted)), 100);
    this.drops = perTurn(
      (keys) => this.many(keys, dropOne, (sorted) => this.dropMany(sorted)),
      100,
    );
  }

  // One row for each distinct read asked.
  private readonly claimReads = compiledQuery(
    (userIds: string[], tokenIds: string[], listIds: string[], itemIds: string[]) =>
      claimReadColumns(
        this.db
          .selectFrom(
            this.db
              .selectNoFrom([
                sql<string>`unnest(${userIds}::text[])`.as('user_id'),
                sql<string>`unnest(${tokenIds}::text[])`.as('token_id'),
                sql<string>`unnest(${listIds}::text[])`.as('list_id'),
                sql<string>`unnest(${itemIds}::text[])`.as('item_id'),
              ])
              .as('wanted'),
          )
          .innerJoin('users as holder', 'holder.id', 'wanted.user_id')
          .leftJoin('lists', 'lists.id', 'wanted.list_id')
          .leftJoin('items', (join) =>
            join.onRef('items.list_id', '=', 'lists.id').onRef('items.id', '=', 'wanted.item_id'),
          )
          .select([
            'wanted.user_id as wanted_user',
            'wanted.token_id as wanted_token',
            'wanted.list_id as wanted_list',
            'wanted.item_id as wanted_item',
          ]),
        sql.ref<string>('wanted.token_id'),
      ),
  );

  /** A claim's read (`ClaimRepository.readWithTokenHolder`), with the others of this turn. */
  async read(token: ClaimToken, listId: string, itemId: string): Promise<ClaimRead | undefined> {
    const row = await this.reads.load([token.userId, token.tokenId, listId, itemId]);
    return row && toClaimRead(token.userId, row);
  }

  /** `count` more of the item for the user, if that many are left: true when taken. */
  async add(write: ClaimWrite): Promise<boolean> {
    return this.adds.load(write);
  }

  /** Deletes the user's claim on the item: true when it was still there. */
  async drop(drop: ClaimDrop): Promise<boolean> {
    return this.drops.load(drop);
  }

  private async readMany(keys: readonly ReadKey[]): Promise<Array<ClaimReadRow | undefined>> {
    const column = (n: number) => keys.map((key) => key[n]!);
    const { rows } = await this.claimReads(this.db, column(0), column(1), column(2), column(3));
    const byKey = new Map<string, ClaimReadRow>();
    for (const row of rows as Array<ClaimReadRow & ReadKeyColumns>)
      byKey.set(
        keyText([row.wanted_user, row.wanted_token, row.wanted_list, row.wanted_item]),
        row,
      );
    return keys.map((key) => byKey.get(keyText(key)));
  }

  // Each answer is a promise of its own: after a failed batch, a claim that waits on a lock
  // must not hold back the answers of the others.
  private async many<K extends ClaimKey>(
    keys: readonly K[],
    one: (key: K) => Promise<boolean>,
    together: (sorted: K[]) => Promise<Set<string>>,
  ): Promise<Array<Promise<boolean>>> {
    const distinct = new Set(keys.map(([itemId, , userId]) => claimKey(itemId, userId)));
    if (keys.length > 1 && distinct.size === keys.length) {
      try {
        const done = await together([...keys].sort(byItem));
        return keys.map(async ([itemId, , userId]) => done.has(claimKey(itemId, userId)));
      } catch {
        // Nothing was written: each runs on its own below.
      }
    }
    return keys.map(one);
  }

  private async addMany(sorted: ClaimWrite[]): Promise<Set<string>> {
    const column = (n: number) => sorted.map((write) => write[n]);
    await this.db.executeQuery(
      CompiledQuery.raw(ADD_MANY, [column(0), column(1), column(2), column(3), column(4)]),
    );
    return new Set(sorted.map(([itemId, , userId]) => claimKey(itemId, userId)));
  }

  private async dropMany(sorted: ClaimDrop[]): Promise<Set<string>> {
    const column = (n: number) => sorted.map((drop) => drop[n]);
    const { rows } = await this.db.executeQuery<{ item_id: string; user_id: string }>(
      CompiledQuery.raw(DROP_MANY, [column(0), column(1), column(2)]),
    );
    return new Set(rows.map((row) => claimKey(row.item_id, row.user_id)));
  }
}
