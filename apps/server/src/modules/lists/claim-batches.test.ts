import type { AuthResult, Item, WishList } from '@wishlist/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { ClaimRepository } from './claim-repository.js';
import type { ClaimUnit } from './claim-store.js';
import { claimStoreFor } from './claim-store-for.js';

// On PostgreSQL a turn's claims and give-backs are one statement each (ClaimBatches); on SQLite
// they share one transaction (GroupCommit). Either way every claim hears its own answer.
describe(`claims asked for in one turn (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let givers: AuthResult[];
  let list: WishList;
  /** The claim store's statements, each call run as a claim of its own. */
  let claims: Pick<ClaimUnit, 'claim' | 'release'>;
  const now = () => new Date().toISOString();

  /** `count` new items on the list, in the order of their ids (the order a batch locks them). */
  const newItems = async (count: number, quantity = 1): Promise<Item[]> => {
    const saved = await server.putItems(
      owner.token,
      list._id,
      Array.from({ length: count }, (_, n) => ({ name: `Gift ${n}`, quantity })),
    );
    return [...saved.items].sort((a, b) => (a._id < b._id ? -1 : 1));
  };
  const stored = async (itemId: string) => {
    const res = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: owner.token,
    });
    return res.body.items.find((item) => item._id === itemId)!;
  };

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    givers = await Promise.all([0, 1, 2].map((n) => server.user({ name: `Giver ${n}` })));
    list = await server.list(owner.token, { isPublic: true });
    const { database } = server.services;
    const store = claimStoreFor(database, new ClaimRepository(database.db));
    claims = {
      claim: (...args) => store.run((unit) => unit.claim(...args)),
      release: (...args) => store.run((unit) => unit.release(...args)),
    };
  });
  afterAll(() => server.stop());

  it('takes what is left and refuses the rest, each claim on its own', async () => {
    const [a, b] = await newItems(2, 2);
    const [x, y, z] = givers.map((giver) => giver.user.id) as [string, string, string];
    const answers = await Promise.all([
      claims.claim(list._id, a!._id, x, 1, now()),
      claims.claim(list._id, a!._id, y, 2, now()), // the two do not fit together
      claims.claim(list._id, b!._id, z, 2, now()),
      claims.claim('another-list', b!._id, x, 1, now()),
    ]);
    expect(answers.slice(2)).toEqual([true, false]);
    // Which of x and y takes a is a race; exactly one does, and the item says so.
    expect(answers[0] !== answers[1]).toBe(true);
    expect(await stored(a!._id)).toMatchObject({ claimed: answers[0] ? 1 : 2 });
    expect(await stored(b!._id)).toMatchObject({ claimed: 2 });
  });

  it('gives back only claims that are there, once each', async () => {
    const [a, b] = await newItems(2);
    const [x, y] = givers.map((giver) => giver.user.id) as [string, string];
    expect(await claims.claim(list._id, a!._id, x, 1, now())).toBe(true);
    expect(await claims.claim(list._id, b!._id, y, 1, now())).toBe(true);
    const answers = await Promise.all([
      claims.release(list._id, a!._id, x),
      claims.release(list._id, a!._id, x),
      claims.release(list._id, b!._id, x),
      claims.release(list._id, b!._id, y),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(2);
    expect([answers[0] || answers[1], answers[2], answers[3]]).toEqual([true, false, true]);
    expect(await stored(a!._id)).toMatchObject({ claimed: 0, boughtBy: null });
    expect(await stored(b!._id)).toMatchObject({ claimed: 0, boughtBy: null });
  });

  if (dialectName !== 'postgres') return;

  describe('row locks (PostgreSQL)', () => {
    let other: pg.Client;
    beforeAll(async () => {
      other = new pg.Client({ connectionString: server.storage.databaseUrl });
      await other.connect();
    });
    afterAll(() => other.end());

    /** Resolves once some other session waits on a row lock. */
    const someoneWaits = async () => {
      for (;;) {
        const { rows } = await other.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (rows.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };

    it('gives up a batch that waits on a held item, so the others are not held up', async () => {
      const [a, b] = await newItems(2);
      const [x, y] = givers.map((giver) => giver.user.id) as [string, string];
      await other.query('begin');
      await other.query('select 1 from items where id = $1 for update', [b!._id]);
      const claimB = claims.claim(list._id, b!._id, y, 1, now());
      // The claim of a, batched with b's, is taken while b is still held.
      expect(await claims.claim(list._id, a!._id, x, 1, now())).toBe(true);
      await other.query('commit');
      expect(await claimB).toBe(true);
      expect((await stored(b!._id)).claimed).toBe(1);
    });

    it('never makes a transaction locking the same items in the other order a deadlock victim', async () => {
      const [a, b] = await newItems(2);
      const [x, y] = givers.map((giver) => giver.user.id) as [string, string];
      await other.query('begin');
      // This session would look for the deadlock first (the batch at PostgreSQL's 1 s): it would
      // be the victim, unless the batch has given up by then.
      await other.query(`set local deadlock_timeout = '300ms'`);
      await other.query(`update items set name = 'Held' where id = $1`, [b!._id]);
      // The batch locks a, then waits on b.
      const batch = Promise.all([
        claims.claim(list._id, a!._id, x, 1, now()),
        claims.claim(list._id, b!._id, y, 1, now()),
      ]);
      await someoneWaits();
      // Closing the cycle: a deadlock, unless the batch gives up first.
      await other.query(`update items set name = 'Held too' where id = $1`, [a!._id]);
      await other.query('commit');
      expect(await batch).toEqual([true, true]);
      expect(await stored(a!._id)).toMatchObject({ name: 'Held too', claimed: 1 });
    });
  });
});
