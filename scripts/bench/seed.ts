/**
 * Seeds a database through the server's own db module (it migrates on open): the accounts the
 * scenarios use, and in scale mode enough other people around them to reach 10,000 users,
 * 50,000 lists and 1,000,000 items. Bulk multi-row inserts, in transactions.
 */
import { type Kysely, sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/database.js';
import type { Database } from '../../apps/server/src/db/schema.js';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { type FamilyFixture, seedFamily } from './family.js';
import * as rows from './rows.js';

export const PASSWORD = 'bench-password';
export const SCALE = { users: 10_000, lists: 50_000, items: 1_000_000 };

/** Ids of everything the scenarios touch. */
export interface Fixture {
  invitee: { userId: string; listId: string };
  dashboardOwner: { userId: string; lists: number };
  bigList: { userId: string; listId: string; items: number };
  /** A family of eight in a circle with thirty lists (issue 45). */
  family: FamilyFixture;
  /** One per connection: a user, a list they were admitted to, and items only they mark. */
  buyers: Array<{ userId: string; email: string; listId: string; itemIds: string[] }>;
}

export interface SeedReport {
  fixture: Fixture;
  counts: { users: number; lists: number; items: number; invitations: number };
  seconds: number;
}

type Db = Kysely<Database>;

/** SQLite takes at most 32,766 bound values a statement; PostgreSQL 65,535. */
const MAX_VALUES = 30_000;

async function insert<T extends 'users' | 'lists' | 'items' | 'claims' | 'invitations'>(
  db: Db,
  table: T,
  values: Array<rows.UserRow | rows.ListRow | rows.ItemRow | rows.ClaimRow | rows.InvitationRow>,
): Promise<void> {
  if (values.length === 0) return;
  const perRow = Object.keys(values[0]!).length;
  const chunk = Math.floor(MAX_VALUES / perRow);
  for (let start = 0; start < values.length; start += chunk) {
    // biome-ignore lint/suspicious/noExplicitAny: one helper for five row types; each maker is typed
    const slice = values.slice(start, start + chunk) as any;
    await db.insertInto(table).values(slice).execute();
  }
}

interface Batch {
  users: rows.UserRow[];
  lists: rows.ListRow[];
  items: rows.ItemRow[];
  invitations: rows.InvitationRow[];
}

const emptyBatch = (): Batch => ({ users: [], lists: [], items: [], invitations: [] });

async function write(db: Db, batch: Batch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insert(trx, 'users', batch.users);
    await insert(trx, 'lists', batch.lists);
    await insert(trx, 'items', batch.items);
    await insert(trx, 'claims', batch.items.flatMap(rows.claimOf));
    await insert(trx, 'invitations', batch.invitations);
  });
}

/** The scenario accounts: the same in the small and the large database. */
function fixture(
  run: string,
  hash: string,
  connections: number,
): { batch: Batch; fx: Omit<Fixture, 'family'> } {
  const b = emptyBatch();
  const email = (who: string) => `bench-${run}-${who}@example.com`;
  const person = (who: string, name: string) => {
    const row = rows.user(email(who), name, hash, b.users.length);
    b.users.push(row);
    return row;
  };

  const owner = person('owner', 'Olivia Owner');
  const invitee = person('invitee', 'Ivan Invitee');
  const dashboard = person('dashboard', 'Dana Dashboard');
  const buyers = Array.from({ length: connections }, (_, n) => person(`buyer${n}`, `Buyer ${n}`));

  // An accepted invitee opening a 20-item list (5 items already bought by others).
  const shared = rows.list(owner.id, 'Birthday', 1, 2);
  b.lists.push(shared);
  b.items.push(
    ...Array.from({ length: 20 }, (_, n) =>
      rows.item(shared.id, n, n % 4 === 0 ? buyers[n % buyers.length]!.id : null),
    ),
  );
  b.invitations.push(
    rows.invitation(shared.id, owner.id, invitee.email, true, 1),
    rows.invitation(shared.id, owner.id, email('pending1'), false, 2),
    rows.invitation(shared.id, owner.id, email('pending2'), false, 3),
  );

  // A 500-item list (the contract's maximum), shared with the same invitee.
  const big = rows.list(owner.id, 'Everything', 2, 2);
  b.lists.push(big);
  b.items.push(...rows.items(big.id, 500));
  b.invitations.push(rows.invitation(big.id, owner.id, invitee.email, true, 4));

  // The dashboard of an owner with 50 lists of 20 items, each with a few invitations.
  for (let n = 0; n < 50; n++) {
    const own = rows.list(dashboard.id, `List ${n + 1}`, n, 50);
    b.lists.push(own);
    b.items.push(...rows.items(own.id, 20));
    for (let g = 0; g < 3; g++)
      b.invitations.push(rows.invitation(own.id, dashboard.id, email(`guest${g}`), g === 0, n));
  }

  // Mark-bought and unmark: two buyers per 20-item list, ten items each, nobody else's.
  const fxBuyers: Fixture['buyers'] = [];
  let current: rows.ListRow | undefined;
  let currentItems: rows.ItemRow[] = [];
  buyers.forEach((buyer, n) => {
    if (n % 2 === 0) {
      current = rows.list(owner.id, `Christmas ${n / 2}`, n, connections);
      currentItems = rows.items(current.id, 20);
      b.lists.push(current);
      b.items.push(...currentItems);
    }
    b.invitations.push(rows.invitation(current!.id, owner.id, buyer.email, true, n));
    const mine = currentItems.slice((n % 2) * 10, (n % 2) * 10 + 10);
    fxBuyers.push({
      userId: buyer.id,
      email: buyer.email,
      listId: current!.id,
      itemIds: mine.map((i) => i.id),
    });
  });

  return {
    batch: b,
    fx: {
      invitee: { userId: invitee.id, listId: shared.id },
      dashboardOwner: { userId: dashboard.id, lists: 50 },
      bigList: { userId: invitee.id, listId: big.id, items: 500 },
      buyers: fxBuyers,
    },
  };
}

/**
 * Everybody else, in batches of 500 people: five lists each, the items spread evenly to reach
 * the total, each list shared with two others (one accepted, one pending), some items bought.
 */
async function filler(db: Db, hash: string, have: Batch, onProgress: (text: string) => void) {
  const users = SCALE.users - have.users.length;
  const lists = SCALE.lists - have.lists.length;
  const items = SCALE.items - have.items.length;
  const listsPerUser = lists / users;
  const emailOf = (n: number) => `person${n}@scale.example.com`;
  const ids: string[] = [];
  let listsMade = 0;
  let itemsMade = 0;
  for (let first = 0; first < users; first += 500) {
    const b = emptyBatch();
    const last = Math.min(users, first + 500);
    for (let n = first; n < last; n++) {
      const row = rows.user(emailOf(n), `Person ${n}`, hash, n);
      b.users.push(row);
      ids.push(row.id);
      const listTarget = Math.round((n + 1) * listsPerUser);
      for (; listsMade < listTarget; listsMade++) {
        const l = rows.list(row.id, `List ${listsMade}`, listsMade, lists);
        b.lists.push(l);
        const itemTarget = Math.round(((listsMade + 1) * items) / lists);
        for (let p = 0; itemsMade < itemTarget; p++, itemsMade++) {
          const buyer = p % 7 === 3 && n > 0 ? ids[(n * 31 + p) % ids.length]! : null;
          b.items.push(rows.item(l.id, p, buyer === row.id ? null : buyer));
        }
        for (const [k, accepted] of [
          [1, true],
          [2, false],
        ] as const)
          b.invitations.push(
            rows.invitation(l.id, row.id, emailOf((n + k * 97) % users), accepted, n),
          );
      }
    }
    await write(db, b);
    onProgress(`${last}/${users} people, ${listsMade} lists, ${itemsMade} items`);
  }
  return { users, lists: listsMade, items: itemsMade };
}

/** Opens (and migrates) the database, seeds it, closes it. */
export async function seed(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  scale: boolean;
  connections: number;
  onProgress?: (text: string) => void;
}): Promise<SeedReport> {
  const started = performance.now();
  const handle: DatabaseHandle = await openDatabase(options);
  const { db } = handle;
  try {
    if (handle.dialect === 'sqlite') {
      // The seeding connection only: a bigger page cache, and no waiting on the disk.
      await sql`pragma cache_size = -262144`.execute(db);
      await sql`pragma synchronous = off`.execute(db);
    }
    const run = Math.random().toString(36).slice(2, 8);
    const hash = await hashPassword(PASSWORD);
    const { batch, fx: scenarioAccounts } = fixture(run, hash, options.connections);
    await write(db, batch);
    const family = await seedFamily(db, (who) => `bench-${run}-${who}@example.com`, hash);
    const fx: Fixture = { ...scenarioAccounts, family };
    const counts = {
      users: batch.users.length,
      lists: batch.lists.length,
      items: batch.items.length,
      invitations: batch.invitations.length,
    };
    if (options.scale) {
      const more = await filler(db, hash, batch, options.onProgress ?? (() => {}));
      counts.users += more.users;
      counts.lists += more.lists;
      counts.items += more.items;
      counts.invitations += more.lists * 2;
    }
    if (handle.dialect === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
    // PostgreSQL's autovacuum would analyze the new tables on its own, maybe mid-measurement.
    else await sql`analyze`.execute(db);
    return { fixture: fx, counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}
