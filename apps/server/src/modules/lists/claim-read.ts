import type { Expression, SelectQueryBuilder } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { HolderRow } from '../auth/caller.js';
import type { TokenClaims } from '../auth/tokens.js';
import { type AccessFacts, ITEM_FIELDS, type ItemsTableRow, invitationStatus } from './rows.js';

/** The token a claim is made with: whose it is, and which one (for its revocation). */
export type ClaimToken = Pick<TokenClaims, 'userId' | 'tokenId'>;

/**
 * What a claim or a give-back reads, in one query. The token holder's row is read here, not by
 * `Caller.viewer()`, to spare the claim a statement (a round trip on PostgreSQL): the query
 * reads the row as the auth seam's `HolderRow`, and `Caller.adopt` checks it as it checks any.
 */
export interface ClaimRead {
  /** The token holder's row, for `Caller.adopt`. */
  holder: HolderRow;
  /** Undefined when there is no such list. */
  list: AccessFacts | undefined;
  /** Undefined when the list has no such item. */
  item: ItemsTableRow | undefined;
  /** How many of the item the caller has claimed (0 for none). */
  myClaim: number;
}

/** Each item column and its name in a row that carries it beside the list's columns. */
const ITEM_ALIASES = ITEM_FIELDS.map((field) => [field, `item_${field}`] as const);

/** The holder's columns, the list's access facts, and the item's columns as `item_<column>`. */
export type ClaimReadRow = {
  holder_email: string;
  holder_name: string;
  holder_email_verified: number;
  holder_token_version: number;
  holder_token_revoked: number | null;
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

/** The tables a claim's read names: the token holder's row is `holder`. */
export type ClaimReadTables = Database & { holder: Database['users'] };

/**
 * The columns of a claim's read, on a query that joins the holder, list and item: the holder's
 * row as the token checks need it (whether token `tokenId` was revoked with it), what the access
 * rules need of the list (the invitation found by the holder's e-mail), the item, and the
 * holder's claim on it.
 */
export function claimReadColumns<DB extends ClaimReadTables, O>(
  query: SelectQueryBuilder<DB, 'holder' | 'lists' | 'items', O>,
  tokenId: string | Expression<string>,
) {
  return (query as unknown as SelectQueryBuilder<ClaimReadTables, 'holder' | 'lists' | 'items', O>)
    .select([
      'holder.email as holder_email',
      'holder.name as holder_name',
      'holder.email_verified as holder_email_verified',
      'holder.token_version as holder_token_version',
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
        .as('holder_token_revoked'),
    )
    .select((eb) => invitationStatus(eb, eb.ref('holder.email'), eb.ref('holder.id')))
    .select((eb) =>
      eb
        .selectFrom('claims')
        .select('claims.quantity')
        .whereRef('claims.item_id', '=', 'items.id')
        .whereRef('claims.user_id', '=', 'holder.id')
        .as('my_claim'),
    )
    .select(ITEM_ALIASES.map(([field, alias]) => `items.${field} as ${alias}` as const));
}

/** A claim's read of one token, list and item, compiled once (see compiledQuery). */
export function oneClaimRead(db: Db) {
  const read = compiledQuery((userId: string, tokenId: string, listId: string, itemId: string) =>
    claimReadColumns(
      db
        .selectFrom('users as holder')
        .leftJoin('lists', (join) => join.on('lists.id', '=', listId))
        .leftJoin('items', (join) =>
          join.onRef('items.list_id', '=', 'lists.id').on('items.id', '=', itemId),
        )
        .where('holder.id', '=', userId),
      tokenId,
    ),
  );
  return async (
    on: Db,
    { userId, tokenId }: ClaimToken,
    listId: string,
    itemId: string,
  ): Promise<ClaimRead | undefined> => {
    const row = (await read(on, userId, tokenId, listId, itemId)).rows[0] as
      | ClaimReadRow
      | undefined;
    return row && toClaimRead(userId, row);
  };
}

/** The read's one row as its parts; the row is there only when the holder's row is. */
export function toClaimRead(userId: string, row: ClaimReadRow): ClaimRead {
  const holder = {
    id: userId,
    email: row.holder_email,
    name: row.holder_name,
    email_verified: row.holder_email_verified,
    token_version: row.holder_token_version,
    token_revoked: row.holder_token_revoked,
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
  if (row.item_id === null) return { holder, list, item: undefined, myClaim: 0 };
  return { holder, list, item: itemOf(row), myClaim: row.my_claim ?? 0 };
}

type ItemField = (typeof ITEM_FIELDS)[number];

/**
 * The item's columns of a read that found it. One object literal, not a store per field by name:
 * every claim's item then has one shape, which the answer's copies of it (`{...item, claimed}`)
 * take at their fast speed (docs/performance.md, the claim path).
 * The type names every field of ITEM_FIELDS, so one left out does not compile.
 */
function itemOf(row: ClaimReadRow): ItemsTableRow {
  const item: { [Field in ItemField]: ClaimReadRow[`item_${Field}`] } = {
    id: row.item_id,
    list_id: row.item_list_id,
    name: row.item_name,
    description: row.item_description,
    category: row.item_category,
    price: row.item_price,
    affiliate_link: row.item_affiliate_link,
    image_url: row.item_image_url,
    type: row.item_type,
    quantity: row.item_quantity,
    priority: row.item_priority,
    currency: row.item_currency,
    hidden: row.item_hidden,
    group_gift: row.item_group_gift,
    any_of: row.item_any_of,
    created_at: row.item_created_at,
    updated_at: row.item_updated_at,
    bought_by: row.item_bought_by,
    bought_at: row.item_bought_at,
    claimed: row.item_claimed,
    received_at: row.item_received_at,
    received_note: row.item_received_note,
    thanked: row.item_thanked,
    pledged: row.item_pledged,
  };
  // The item's row was found (its id is there), so its NOT NULL columns are too.
  return item as ItemsTableRow;
}
