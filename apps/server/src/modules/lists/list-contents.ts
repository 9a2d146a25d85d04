import type { Db } from '../../db/database.js';
import type { ClaimRepository } from './claim-repository.js';
import type { ListContent, ListContentCache } from './content-cache.js';
import type { ItemRepository } from './item-repository.js';
import type { PledgeRepository } from './pledge-repository.js';
import type { ListPresenter } from './presenter.js';
import type { ListRepository } from './repository.js';
import type { ListRow } from './rows.js';

/** Lists' items, as each audience sees them, read for many lists at once and kept. */
export class ListContents {
  constructor(
    private readonly lists: ListRepository,
    private readonly items: ItemRepository,
    private readonly claims: ClaimRepository,
    private readonly pledges: PledgeRepository,
    private readonly presenter: ListPresenter,
    /** Absent where the database keeps no list revisions (PostgreSQL). */
    private readonly cache?: ListContentCache,
  ) {}

  /**
   * Each list's items (with their claims and pledges) and invitation count: from the cache
   * (SQLite) when it holds the revision and names epoch read with the row, otherwise read for all
   * missing lists at once (constant queries; claims only for lists that have some, pledges only
   * for lists that have some) and kept. The items are read after the row, so what is kept is
   * never older than the revision it is kept under. In `db` (a transaction that just wrote),
   * nothing is taken from the cache nor kept in it.
   */
  async of(rows: ListRow[], db?: Db): Promise<ListContent[]> {
    const cache = db ? undefined : this.cache;
    const contents = rows.map((row) => cache?.get(row.id, row.revision, row.names_epoch));
    const missing = rows.filter((_, n) => contents[n] === undefined);
    if (missing.length === 0) return contents as ListContent[];
    const ids = missing.map((row) => row.id);
    const [items, counts] = await Promise.all([
      this.items.itemsOf(ids, db),
      this.lists.invitationCounts(ids, db),
    ]);
    const itemsByList = groupBy(items, (item) => item.list_id);
    const having = (some: (item: (typeof items)[number]) => boolean) =>
      ids.filter((id) => itemsByList.get(id)?.some(some));
    const [claims, pledges] = await Promise.all([
      this.claims.claimsOf(
        having((item) => item.claimed > 0),
        db,
      ),
      this.pledges.pledgesOf(
        having((item) => item.pledged > 0),
        db,
      ),
    ]);
    const claimsByList = groupBy(claims, (claim) => claim.list_id);
    const pledgesByList = groupBy(pledges, (pledge) => pledge.list_id);
    return rows.map((row, n) => {
      const cached = contents[n];
      if (cached) return cached;
      const content: ListContent = {
        revision: row.revision,
        namesEpoch: row.names_epoch,
        ...this.presenter.content(
          itemsByList.get(row.id) ?? [],
          claimsByList.get(row.id) ?? [],
          pledgesByList.get(row.id) ?? [],
        ),
        invitationCount: counts.get(row.id) ?? 0,
      };
      cache?.set(row.id, content);
      return content;
    });
  }
}

/** `rows` by `key`, each group in the rows' order. */
function groupBy<Row>(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
