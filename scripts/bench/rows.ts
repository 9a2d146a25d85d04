/** Row makers for seeding: realistic sizes, the server's own id format, one shared password hash. */
import type { Insertable } from 'kysely';
import type {
  ClaimsTable,
  InvitationsTable,
  ItemsTable,
  ListsTable,
  UsersTable,
} from '../../apps/server/src/db/schema.js';
import { newId, newToken } from '../../apps/server/src/ids.js';

export type UserRow = Insertable<UsersTable>;
export type ListRow = Insertable<ListsTable>;
export type ItemRow = Insertable<ItemsTable>;
export type InvitationRow = Insertable<InvitationsTable>;
export type ClaimRow = Insertable<ClaimsTable>;

const YEAR_MS = 365 * 24 * 3600 * 1000;
const started = Date.now();
/** A moment in the last year, later for larger `n`, so orderings by date are stable. */
export const stamp = (n: number, of: number): string =>
  new Date(started - YEAR_MS + Math.floor((YEAR_MS * n) / Math.max(1, of))).toISOString();

const THINGS = ['Headphones', 'Teapot', 'Board game', 'Running shoes', 'Novel', 'Desk lamp'];
const CATEGORIES = ['Electronics', 'Kitchen', 'Games', 'Sport', 'Books', 'Home'];

export function user(email: string, name: string, passwordHash: string, n: number): UserRow {
  const at = stamp(n, 10_000);
  return {
    id: newId(),
    email,
    name,
    password_hash: passwordHash,
    token_version: 0,
    created_at: at,
    updated_at: at,
  };
}

export function list(ownerId: string, name: string, n: number, of: number): ListRow {
  const at = stamp(n, of);
  return {
    id: newId(),
    owner_id: ownerId,
    name,
    description: n % 3 === 0 ? null : `Ideas for ${name.toLowerCase()}, in no particular order.`,
    is_public: 0,
    created_at: at,
    updated_at: at,
  };
}

/** One item; a third link to Amazon UK, so the affiliate tag is rewritten on the way out. */
export function item(listId: string, position: number, boughtBy: string | null = null): ItemRow {
  const kind = position % THINGS.length;
  const at = stamp(position, 1000);
  const link =
    position % 3 === 0
      ? `https://www.amazon.co.uk/dp/B0${String(100000 + position)}?tag=someone-21&psc=1`
      : position % 3 === 1
        ? `https://shop.example.com/products/${THINGS[kind]!.toLowerCase().replace(' ', '-')}-${position}`
        : null;
  return {
    id: newId(),
    list_id: listId,
    position,
    name: `${THINGS[kind]} ${position + 1}`,
    description:
      position % 2 === 0 ? `The ${THINGS[kind]!.toLowerCase()} in blue, size M if possible.` : null,
    category: CATEGORIES[kind]!,
    price: position % 4 === 3 ? null : 5 + ((position * 7919) % 20000) / 100,
    affiliate_link: link,
    image_url: link ? `https://images.example.com/${THINGS[kind]!.length}/${position}.jpg` : null,
    type: position % 5 === 4 ? 'have' : 'want',
    created_at: at,
    updated_at: at,
    bought_by: boughtBy,
    bought_at: boughtBy ? at : null,
  };
}

/** A bought item's claim of 1 by its buyer (its trigger counts it on the item). */
export function claimOf(item: ItemRow): ClaimRow[] {
  if (!item.bought_by) return [];
  return [
    {
      item_id: item.id,
      list_id: item.list_id,
      user_id: item.bought_by,
      quantity: 1,
      claimed_at: item.bought_at ?? item.created_at,
    },
  ];
}

export function items(listId: string, count: number): ItemRow[] {
  return Array.from({ length: count }, (_, position) => item(listId, position));
}

export function invitation(
  listId: string,
  inviterId: string,
  email: string,
  accepted: boolean,
  n: number,
): InvitationRow {
  const at = stamp(n, 10_000);
  return {
    id: newId(),
    list_id: listId,
    invitee_email: email,
    token: newToken(),
    status: accepted ? 'accepted' : 'pending',
    inviter_id: inviterId,
    created_at: at,
    accepted_at: accepted ? at : null,
  };
}
