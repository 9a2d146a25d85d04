import type { Db } from '../../db/database.js';

/** The lists shared into circles (C3) and the co-owners of lists (C5). */
export class CircleListQueries {
  constructor(protected readonly db: Db) {}

  /** The lists shared into the circle, newest share first, with their owners. */
  listsIn(circleId: string) {
    return this.db
      .selectFrom('circle_lists')
      .innerJoin('lists', 'lists.id', 'circle_lists.list_id')
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select([
        'lists.id',
        'lists.name',
        'lists.event_date',
        'owner.id as owner_id',
        'owner.name as owner_name',
        'circle_lists.shared_at',
      ])
      .where('circle_lists.circle_id', '=', circleId)
      .where('lists.archived', '=', 0)
      .orderBy('circle_lists.shared_at', 'desc')
      .orderBy('lists.id')
      .execute();
  }

  /**
   * Shares the list into exactly `circleIds` among the circles `userId` is in; the circles of
   * others (an owner's that a co-owner is not in) stay as they are. Answers the circles it left.
   */
  async setListCircles(
    trx: Db,
    listId: string,
    userId: string,
    circleIds: string[],
    now: string,
  ): Promise<string[]> {
    const theirs = new Set(
      (
        await trx
          .selectFrom('circle_members')
          .select('circle_id')
          .where('user_id', '=', userId)
          .execute()
      ).map((row) => row.circle_id),
    );
    const before = (
      await trx
        .selectFrom('circle_lists')
        .select('circle_id')
        .where('list_id', '=', listId)
        .execute()
    ).map((row) => row.circle_id);
    const left = before.filter((id) => theirs.has(id) && !circleIds.includes(id));
    if (left.length > 0)
      await trx
        .deleteFrom('circle_lists')
        .where('list_id', '=', listId)
        .where('circle_id', 'in', left)
        .execute();
    const added = circleIds.filter((id) => !before.includes(id));
    if (added.length > 0)
      await trx
        .insertInto('circle_lists')
        .values(added.map((circle_id) => ({ circle_id, list_id: listId, shared_at: now })))
        .execute();
    return left;
  }

  /** The lists shared into the circle (for what a member loses when they leave). */
  async listIdsIn(trx: Db, circleId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('circle_lists')
      .select('list_id')
      .where('circle_id', '=', circleId)
      .execute();
    return rows.map((row) => row.list_id);
  }

  /** Whether the two people are in a circle together. */
  async shareACircle(userId: string, otherId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('circle_members as mine')
      .innerJoin('circle_members as theirs', 'theirs.circle_id', 'mine.circle_id')
      .select('mine.circle_id')
      .where('mine.user_id', '=', userId)
      .where('theirs.user_id', '=', otherId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Makes exactly `userIds` the list's co-owners (C5); answers those no longer co-owners. */
  async setCoOwners(trx: Db, listId: string, userIds: string[]): Promise<string[]> {
    const before = (
      await trx
        .selectFrom('list_co_owners')
        .select('user_id')
        .where('list_id', '=', listId)
        .execute()
    ).map((row) => row.user_id);
    const gone = before.filter((id) => !userIds.includes(id));
    if (gone.length > 0)
      await trx
        .deleteFrom('list_co_owners')
        .where('list_id', '=', listId)
        .where('user_id', 'in', gone)
        .execute();
    const added = userIds.filter((id) => !before.includes(id));
    if (added.length > 0)
      await trx
        .insertInto('list_co_owners')
        .values(added.map((user_id) => ({ list_id: listId, user_id })))
        .execute();
    return gone;
  }

  /** Unshares from the circle the lists `userId` owns; answers them. */
  async unshareListsOf(trx: Db, circleId: string, userId: string): Promise<string[]> {
    const owned = (
      await trx
        .selectFrom('circle_lists')
        .innerJoin('lists', 'lists.id', 'circle_lists.list_id')
        .select('circle_lists.list_id')
        .where('circle_lists.circle_id', '=', circleId)
        .where('lists.owner_id', '=', userId)
        .execute()
    ).map((row) => row.list_id);
    if (owned.length > 0)
      await trx
        .deleteFrom('circle_lists')
        .where('circle_id', '=', circleId)
        .where('list_id', 'in', owned)
        .execute();
    return owned;
  }
}
