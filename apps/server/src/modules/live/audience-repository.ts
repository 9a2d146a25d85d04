import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What decides who hears of a change to a list: its access facts and who is involved in it. */
export interface ListAudience {
  ownerId: string;
  isPublic: boolean;
  surprise: number;
  eventDate: string | null;
  /** E-mails whose invitation was accepted. */
  invitees: Set<string>;
  /** Members of the circles the list is shared into (C3). */
  members: Set<string>;
  /** Its co-owners (C5). */
  coOwners: Set<string>;
  /** Who keeps its owner, a managed member (C4): they see the claims, surprise or not. */
  managers: Set<string>;
  /** Users with a claim on one of its items. */
  claimers: Set<string>;
}

/** The reads of the live hub: who may hear of changes to which lists. */
export class AudienceRepository {
  constructor(private readonly db: Db) {}

  /** Each list's audience; a list missing from the answer no longer exists. */
  async audiences(listIds: string[]): Promise<Map<string, ListAudience>> {
    const audiences = new Map<string, ListAudience>();
    if (listIds.length === 0) return audiences;
    const [lists, invitations, members, coOwners, claims] = await Promise.all([
      this.db
        .selectFrom('lists')
        .select(['id', 'owner_id', 'is_public', 'surprise', 'event_date'])
        .where('id', 'in', listIds)
        .execute(),
      this.db
        .selectFrom('invitations')
        .select(['list_id', 'invitee_email'])
        .where('list_id', 'in', listIds)
        .where('status', '=', 'accepted')
        .execute(),
      this.db
        .selectFrom('circle_lists')
        .innerJoin('circle_members', 'circle_members.circle_id', 'circle_lists.circle_id')
        .select(['circle_lists.list_id', 'circle_members.user_id'])
        .where('circle_lists.list_id', 'in', listIds)
        .execute(),
      this.db
        .selectFrom('list_co_owners')
        .select(['list_id', 'user_id', sql<string>`'co-owner'`.as('kind')])
        .where('list_id', 'in', listIds)
        .unionAll(
          this.db
            .selectFrom('lists')
            .innerJoin('managers', 'managers.member_id', 'lists.owner_id')
            .select([
              'lists.id as list_id',
              'managers.manager_id as user_id',
              sql<string>`'manager'`.as('kind'),
            ])
            .where('lists.id', 'in', listIds),
        )
        .execute(),
      this.db
        .selectFrom('claims')
        .innerJoin('items', 'items.id', 'claims.item_id')
        .select(['items.list_id', 'claims.user_id'])
        .where('items.list_id', 'in', listIds)
        .execute(),
    ]);
    for (const list of lists)
      audiences.set(list.id, {
        ownerId: list.owner_id,
        isPublic: list.is_public === 1,
        surprise: list.surprise,
        eventDate: list.event_date,
        invitees: new Set(),
        members: new Set(),
        coOwners: new Set(),
        managers: new Set(),
        claimers: new Set(),
      });
    for (const row of invitations) audiences.get(row.list_id)?.invitees.add(row.invitee_email);
    for (const row of members) audiences.get(row.list_id)?.members.add(row.user_id);
    for (const row of coOwners) {
      const audience = audiences.get(row.list_id);
      (row.kind === 'manager' ? audience?.managers : audience?.coOwners)?.add(row.user_id);
    }
    for (const row of claims) audiences.get(row.list_id)?.claimers.add(row.user_id);
    return audiences;
  }

  /**
   * The lists `userId` (`email`) follows on their own pages: owned, co-owned, kept (C4), accepted, shared into their
   * circles, and claimed on
   * while they may see them. A claim on a private list they no longer have access to (a
   * revoked invitation) keeps no hearing of it (decision 029).
   */
  async listsOf(userId: string, email: string): Promise<string[]> {
    const [owned, coOwned, accepted, circled, claimed] = await Promise.all([
      this.db.selectFrom('lists').select('id').where('owner_id', '=', userId).execute(),
      this.db
        .selectFrom('list_co_owners')
        .select('list_id as id')
        .where('user_id', '=', userId)
        .unionAll(
          this.db
            .selectFrom('lists')
            .innerJoin('managers', 'managers.member_id', 'lists.owner_id')
            .select('lists.id')
            .where('managers.manager_id', '=', userId),
        )
        .execute(),
      this.db
        .selectFrom('invitations')
        .select('list_id as id')
        .where('invitee_email', '=', email)
        .where('status', '=', 'accepted')
        .execute(),
      this.db
        .selectFrom('circle_lists')
        .innerJoin('circle_members', 'circle_members.circle_id', 'circle_lists.circle_id')
        .select('circle_lists.list_id as id')
        .where('circle_members.user_id', '=', userId)
        .execute(),
      // Owned and accepted lists are above; a claim alone makes a public list followed.
      this.db
        .selectFrom('claims')
        .innerJoin('lists', 'lists.id', 'claims.list_id')
        .select('claims.list_id as id')
        .where('claims.user_id', '=', userId)
        .where('lists.is_public', '=', 1)
        .execute(),
    ]);
    return [
      ...new Set([...owned, ...coOwned, ...accepted, ...circled, ...claimed].map((row) => row.id)),
    ];
  }
}
