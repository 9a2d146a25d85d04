import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db, Dialect } from '../../db/database.js';
import { perTurn } from '../../db/per-turn.js';
import type { Database } from '../../db/schema.js';
import { type AccessFacts, ITEM_FIELDS, type ItemsTableRow, invitationStatus } from './rows.js';

/** What a purchase reads in its one query (see `findPurchase`). */
export interface PurchaseRead {
  /** The caller's user row, for the token checks and the answer. */
  viewer: {
    id: string;
    email: string;
    name: string;
    email_verified: number;
    token_version: number;
    token_revoked: number | null;
  };
  /** Undefined when there is no such list. */
  list: AccessFacts | undefined;
  /** Undefined when the list has no such item. */
  item: ItemsTableRow | undefined;
  /** How many of the item the caller has claimed (0 for none). */
  myClaim: number;
}

/** Each item column and its name in a row that carries it beside the list's columns. */
const ITEM_ALIASES = ITEM_FIELDS.map((field) => [field, `item_${field}`] as const);

/** The caller's columns, the list's access facts, and the item's columns as `item_<column>`. */
type PurchaseReadRow = {
  viewer_email: string;
  viewer_name: string;
  viewer_email_verified: number;
  viewer_token_version: number;
  viewer_token_revoked: number | null;
  owner_id: string | null;
  is_public: number | null;
  surprise: number | null;
  event_date: string | null;
  archived: number | null;
  invitation_status: string | null;
  my_claim: number | null;
} & {
  [Field in (typeof ITEM_FIELDS)[number] as `item_${Field}`]: ItemsTableRow[Field] | null;
};

/** The tables a purchase's read names: the caller's row is `viewer`. */
type PurchaseTables = Database & { viewer: Database['users'] };

/** The ids a read is for: user, token, list, item. */
type PurchaseKey = readonly [string, string, string, string];
type BatchKeyColumns = {
  wanted_user: string;
  wanted_token: string;
  wanted_list: string;
  wanted_item: string;
};
const keyText = (key: PurchaseKey) => key.join('\n');

function splitPurchaseRead(userId: string, row: PurchaseReadRow): PurchaseRead {
  const viewer = {
    id: userId,
    email: row.viewer_email,
    name: row.viewer_name,
    email_verified: row.viewer_email_verified,
    token_version: row.viewer_token_version,
    token_revoked: row.viewer_token_revoked,
  };
  // owner_id and is_public are NOT NULL in lists: null here means no such list.
  const list =
    row.owner_id === null || row.is_public === null
      ? undefined
      : {
          owner_id: row.owner_id,
          is_public: row.is_public,
          surprise: row.surprise ?? 0,
          event_date: row.event_date,
          archived: row.archived ?? 0,
          invitation_status: row.invitation_status,
        };
  if (row.item_id === null) return { viewer, list, item: undefined, myClaim: 0 };
  const item: Record<string, unknown> = {};
  for (const [field, alias] of ITEM_ALIASES) item[field] = row[alias];
  return { viewer, list, item: item as unknown as ItemsTableRow, myClaim: row.my_claim ?? 0 };
}

/** The read a purchase (claiming an item, or giving a claim back) starts with. */
export class PurchaseRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  // A purchase's one read: the caller's user row (and whether their token was revoked), what
  // the access rules need of the list (the caller's invitation found by the e-mail of that row),
  // and the item. Compiled once (see compiledQuery).
  private readonly purchaseRead = compiledQuery(
    (userId: string, tokenId: string, listId: string, itemId: string) =>
      this.purchaseColumns(
        this.db
          .selectFrom('users as viewer')
          .leftJoin('lists', (join) => join.on('lists.id', '=', listId))
          .leftJoin('items', (join) =>
            join.onRef('items.list_id', '=', 'lists.id').on('items.id', '=', itemId),
          )
          .where('viewer.id', '=', userId),
        tokenId,
      ),
  );

  // The reads of every purchase asked for in one turn of the event loop, in one statement
  // (PostgreSQL only: SQLite reads in its group commit's transaction, where a statement costs
  // far less than a round trip to PostgreSQL). One row for each distinct read asked.
  private readonly purchaseReads = compiledQuery(
    (userIds: string[], tokenIds: string[], listIds: string[], itemIds: string[]) =>
      this.purchaseColumns(
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
          .innerJoin('users as viewer', 'viewer.id', 'wanted.user_id')
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

  /** The columns of a purchase's read, on a query that joins the viewer, list and item. */
  private purchaseColumns<DB extends Database & { viewer: Database['users'] }, O>(
    query: SelectQueryBuilder<DB, 'viewer' | 'lists' | 'items', O>,
    tokenId: string | Expression<string>,
  ) {
    return (query as unknown as SelectQueryBuilder<PurchaseTables, 'viewer' | 'lists' | 'items', O>)
      .select([
        'viewer.email as viewer_email',
        'viewer.name as viewer_name',
        'viewer.email_verified as viewer_email_verified',
        'viewer.token_version as viewer_token_version',
        'lists.owner_id',
        'lists.is_public',
        'lists.surprise',
        'lists.event_date',
        'lists.archived',
      ])
      .select((eb) =>
        eb
          .selectFrom('revoked_tokens')
          .select(eb.lit(1).as('one'))
          .where('token_hash', '=', tokenId)
          .as('viewer_token_revoked'),
      )
      .select((eb) => invitationStatus(eb, eb.ref('viewer.email')))
      .select((eb) =>
        eb
          .selectFrom('claims')
          .select('claims.quantity')
          .whereRef('claims.item_id', '=', 'items.id')
          .whereRef('claims.user_id', '=', 'viewer.id')
          .as('my_claim'),
      )
      .select(ITEM_ALIASES.map(([field, alias]) => `items.${field} as ${alias}` as const));
  }

  /** Reads asked for in this turn, keyed by their four ids (PostgreSQL). */
  private readonly batch = perTurn<PurchaseKey, PurchaseReadRow | undefined>(
    (keys) => this.readMany(keys),
    200,
  );

  private async readMany(
    keys: readonly PurchaseKey[],
  ): Promise<Array<PurchaseReadRow | undefined>> {
    const column = (n: number) => keys.map((key) => key[n]!);
    const { rows } = await this.purchaseReads(this.db, column(0), column(1), column(2), column(3));
    const byKey = new Map<string, PurchaseReadRow>();
    for (const row of rows as Array<PurchaseReadRow & BatchKeyColumns>)
      byKey.set(
        keyText([row.wanted_user, row.wanted_token, row.wanted_list, row.wanted_item]),
        row,
      );
    return keys.map((key) => byKey.get(keyText(key)));
  }

  /**
   * All a purchase reads, in one query: user `userId`'s row, list `listId`'s access facts for
   * that user (as `ListRepository.findWithAccess`), and item `itemId` of that list. Undefined
   * when there is no such user.
   */
  async findPurchase(
    userId: string,
    tokenId: string,
    listId: string,
    itemId: string,
    db: Db = this.db,
  ): Promise<PurchaseRead | undefined> {
    // Outside a transaction on PostgreSQL, the reads of one turn go together (see purchaseReads).
    const row =
      db === this.db && this.dialect === 'postgres'
        ? await this.batch.load([userId, tokenId, listId, itemId])
        : ((await this.purchaseRead(db, userId, tokenId, listId, itemId)).rows[0] as
            | PurchaseReadRow
            | undefined);
    return row && splitPurchaseRead(userId, row);
  }
}
