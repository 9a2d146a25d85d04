import { type Expression, type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  ClaimsTable,
  Database,
  ItemsTable,
  ListsTable,
  PledgesTable,
} from '../../db/schema.js';

/** A list row as read with its owner's name and the names epoch (see `listColumns`). */
export type ListRow = Omit<Selectable<ListsTable>, 'reminder_sent_for'> & {
  owner_name: string;
  /** Raised by the database whenever any user's name or e-mail changes (they show as buyers). */
  names_epoch: number;
  /**
   * 1 when the list is shared into a circle, has a co-owner or belongs to a managed member (C3,
   * C4, C5), else 0.
   */
  shared: number;
  /** 1 when its owner is a managed member (C4). */
  owner_managed: number;
};

/** An item row as read with its buyer's name and e-mail (`position` only orders the items). */
export type ItemRow = Omit<Selectable<ItemsTable>, 'position'> & {
  buyer_name: string | null;
  buyer_email: string | null;
};

/** An item's own columns, without its buyer's. */
export type ItemsTableRow = Omit<ItemRow, 'buyer_name' | 'buyer_email'>;

export type ListAccessRow = ListRow & { invitation_status: string | null };

/**
 * What the access rules read of a list: its owner, whether it is public, the viewer's
 * invitation, and whether its owner is kept from seeing claims (surprise mode).
 */
export type AccessFacts = Pick<
  ListAccessRow,
  'owner_id' | 'is_public' | 'invitation_status' | 'surprise' | 'event_date' | 'archived'
>;

/** The columns an owner edits (see `itemColumns` in item-repository.ts). */
export const EDITABLE_FIELDS = [
  'name',
  'description',
  'category',
  'price',
  'affiliate_link',
  'image_url',
  'type',
  'quantity',
  'priority',
  'currency',
  'hidden',
  'group_gift',
  'any_of',
] as const satisfies ReadonlyArray<keyof ItemsTableRow>;

export const ITEM_FIELDS = [
  'id',
  'list_id',
  ...EDITABLE_FIELDS,
  'created_at',
  'updated_at',
  'bought_by',
  'bought_at',
  'claimed',
  'received_at',
  'received_note',
  'thanked',
  'pledged',
] as const satisfies ReadonlyArray<keyof ItemsTableRow>;

export const LIST_COLUMNS = [
  'lists.id',
  'lists.owner_id',
  'owner.name as owner_name',
  'owner.managed as owner_managed',
  'lists.name',
  'lists.description',
  'lists.is_public',
  'lists.created_at',
  'lists.updated_at',
  'lists.revision',
  'lists.content_bytes',
  'lists.surprise',
  'lists.event_date',
  'lists.currency',
  'lists.archived',
  'lists.version',
] as const;

/** Items with their buyer's name and e-mail, as every answer shows them. */
export function selectItems(db: Db) {
  return db
    .selectFrom('items')
    .leftJoin('users as buyer', 'buyer.id', 'items.bought_by')
    .select(ITEM_FIELDS.map((field) => `items.${field}` as const))
    .select(['buyer.name as buyer_name', 'buyer.email as buyer_email']);
}

/** A claim as answers show it: with the claimer's name. */
export type ClaimRow = Pick<
  Selectable<ClaimsTable>,
  'item_id' | 'list_id' | 'user_id' | 'quantity'
> & {
  user_name: string;
  claimed_at: string;
};

/** A pledge as answers show it: with the giver's name (A3). */
export type PledgeRow = Pick<
  Selectable<PledgesTable>,
  'item_id' | 'list_id' | 'user_id' | 'amount'
> & {
  user_name: string;
};

/**
 * Whether the list is shared into a circle, has a co-owner or a managed owner (read with the list
 * as `owner`): its answers then read which (`ListRepository.sharingOf`), a list with none costs
 * no statement more.
 */
export const sharedFlag = (eb: ExpressionBuilder<Database, 'lists'>) =>
  sql<number>`case when owner.managed = 1 or exists ${eb
    .selectFrom('circle_lists')
    .select('circle_lists.circle_id')
    .whereRef('circle_lists.list_id', '=', 'lists.id')} or exists ${eb
    .selectFrom('list_co_owners')
    .select('list_co_owners.user_id')
    .whereRef('list_co_owners.list_id', '=', 'lists.id')} then 1 else 0 end`.as('shared');

/** The one-row counter a kept list is checked against along with its revision (migration 0004). */
export const namesEpoch = (eb: ExpressionBuilder<Database, 'lists'>) =>
  eb.selectFrom('names_epoch').select('epoch').$asScalar().$notNull().as('names_epoch');

/**
 * The caller's standing with `lists.id`, by their e-mail and id (values, or columns of the
 * query): `manager` when they keep the list's owner, a managed member (C4); `co-owner` when the
 * owner gave them owner rights (C5); `accepted` when the list is
 * shared into a circle they belong to (C3: they see it as an accepted invitee does); otherwise
 * the status of the invitation of their address, if any.
 */
export function invitationStatus(
  eb: ExpressionBuilder<Database, 'lists'>,
  email: string | Expression<string>,
  userId: string | Expression<string>,
) {
  const inCircle = eb
    .selectFrom('circle_lists')
    .innerJoin('circle_members', 'circle_members.circle_id', 'circle_lists.circle_id')
    .select(sql<string>`'accepted'`.as('status'))
    .whereRef('circle_lists.list_id', '=', 'lists.id')
    .where('circle_members.user_id', '=', userId)
    .limit(1);
  const manager = eb
    .selectFrom('managers')
    .select(sql<string>`'manager'`.as('status'))
    .whereRef('managers.member_id', '=', 'lists.owner_id')
    .where('managers.manager_id', '=', userId);
  const coOwner = eb
    .selectFrom('list_co_owners')
    .select(sql<string>`'co-owner'`.as('status'))
    .whereRef('list_co_owners.list_id', '=', 'lists.id')
    .where('list_co_owners.user_id', '=', userId);
  const invited = eb
    .selectFrom('invitations')
    .select('invitations.status')
    .whereRef('invitations.list_id', '=', 'lists.id')
    .where('invitations.invitee_email', '=', email);
  return sql<string | null>`coalesce((${manager}), (${coOwner}), (${inCircle}), (${invited}))`.as(
    'invitation_status',
  );
}
