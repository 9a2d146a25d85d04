import type { AuthResult, InvitationsOverview, Item, WishList } from '@wishlist/core';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { callJson } from './test/call.js';
import { dialectName, freshStorage } from './test/databases.js';
import { freePort, killServers, startServer, waitUntilUp } from './test/process.js';

afterEach(killServers);

/** A call that throws when the server is gone (the outcome of that call is unknown). */
const client =
  (base: string) =>
  <T>(method: string, path: string, token?: string, body?: unknown) =>
    callJson<T>(base, method, path, { token, body });

/** What the clients were told was saved, and what they sent without hearing back. */
interface ListRecord {
  name: string;
  /** Item names of the last acknowledged PUT, and of a PUT in flight when the server died. */
  acknowledgedItems: string[];
  inFlightItems?: string[];
  invited: string[];
  bought: string[];
}

describe(`a SIGKILL in the middle of a write load (${dialectName})`, () => {
  it('keeps every acknowledged write and shows nothing half-done after the restart', async () => {
    const storage = await freshStorage();
    const port = await freePort();
    const env: Record<string, string> = {
      DATA_DIR: storage.dataDir,
      PORT: String(port),
      JWT_SECRET: 'crash-test-secret-that-is-32-characters-long',
      AUTH_RATE_LIMIT: '1000000',
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    };
    const first = startServer(env);
    await waitUntilUp(port);
    const api = client(`http://127.0.0.1:${port}`);
    const register = async (who: string) =>
      (
        await api<AuthResult>('POST', '/api/auth/register', undefined, {
          email: `${who}@example.com`,
          name: who,
          password: 'correct horse',
        })
      ).body;
    const owner = await register('owner');
    const friend = await register('friend');

    const lists = new Map<string, ListRecord>();
    let acknowledged = 0;
    let serverGone = false;

    // Each worker creates a public list, then grows it one item at a time, invites someone
    // and has the friend mark the newest item bought, until the server dies.
    async function worker(w: number): Promise<void> {
      try {
        const created = await api<WishList>('POST', '/api/lists', owner.token, {
          name: `List ${w}`,
          isPublic: true,
        });
        if (created.status !== 201) throw new Error(`create answered ${created.status}`);
        acknowledged++;
        const record: ListRecord = {
          name: `List ${w}`,
          acknowledgedItems: [],
          invited: [],
          bought: [],
        };
        lists.set(created.body._id, record);
        let items: Item[] = [];
        for (let n = 0; !serverGone; n++) {
          const sent = [...items, { name: `w${w}-item${n}`, price: n }];
          record.inFlightItems = sent.map((item) => item.name);
          const put = await api<WishList>('PUT', `/api/lists/${created.body._id}`, owner.token, {
            items: sent,
          });
          expect(put.status).toBe(200);
          items = put.body.items;
          record.acknowledgedItems = items.map((item) => item.name);
          record.inFlightItems = undefined;
          acknowledged++;

          const email = `guest-${w}-${n}@example.com`;
          const invite = await api('POST', `/api/lists/${created.body._id}/invite`, owner.token, {
            emails: [email],
          });
          expect(invite.status).toBe(200);
          record.invited.push(email);
          acknowledged++;

          const newest = items[items.length - 1]!;
          const bought = await api<Item>(
            'PUT',
            `/api/lists/${created.body._id}/items/${newest._id}/mark-bought`,
            friend.token,
          );
          expect(bought.status).toBe(200);
          record.bought.push(newest.name);
          acknowledged++;
        }
      } catch (error) {
        // The only acceptable failure is the connection dying with the server.
        if (!serverGone) throw error;
      }
    }

    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    while (acknowledged < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    serverGone = true;
    first.child.kill('SIGKILL');
    await Promise.all(workers);
    expect(await first.exited).toBe(null);

    const second = startServer(env);
    await waitUntilUp(port);
    for (const [id, record] of lists) {
      const list = await api<WishList>('GET', `/api/lists/${id}`, owner.token);
      expect(list.status).toBe(200);
      expect(list.body.name).toBe(record.name);
      const names = list.body.items.map((item) => item.name);
      // Whole versions only: the last acknowledged one, or the one in flight, never a mix.
      const versions = [record.acknowledgedItems, record.inFlightItems].filter(Boolean);
      expect(versions, `list ${record.name} has ${names.join(', ')}`).toContainEqual(names);
      for (const name of record.bought) {
        const item = list.body.items.find((it) => it.name === name);
        expect(item?.boughtBy?._id, `${name} stays bought`).toBe(friend.user.id);
      }
      const invitations = await api<InvitationsOverview>(
        'GET',
        `/api/lists/${id}/invitations`,
        owner.token,
      );
      const emails = invitations.body.invitations.map((i) => i.inviteeEmail);
      expect(emails).toEqual(expect.arrayContaining(record.invited));
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // Every invitation that exists has its e-mail in the durable queue: the two were written
    // in one transaction, so a crash cannot leave one without the other.
    const database = await openDatabase(loadConfig(env));
    try {
      const orphans = await database.db
        .selectFrom('invitations')
        .select('invitee_email')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('mail_queue')
                .select(sql<number>`1`.as('one'))
                .whereRef('mail_queue.recipient', '=', 'invitations.invitee_email'),
            ),
          ),
        )
        .execute();
      expect(orphans).toEqual([]);
      const invitationCount = await database.db
        .selectFrom('invitations')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(invitationCount.n)).toBeGreaterThanOrEqual(
        [...lists.values()].reduce((sum, r) => sum + r.invited.length, 0),
      );
    } finally {
      await database.close();
      await storage.drop();
    }
  });
});
