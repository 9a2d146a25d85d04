/**
 * Soak: 200 simulated people use the real server for a while (60 s by default), then every
 * write they were told succeeded is checked against what the server holds.
 *
 *   npm run soak [-- --seconds 60 --users 200]
 *
 * Runs the server from source on a fresh DATA_DIR (DATABASE_URL is honoured). Exits non-zero
 * on any 5xx, any network error, or any lost or duplicated write.
 */
import { parseArgs } from 'node:util';
import type { AuthResult, Item, WishList } from '@wishlist/core';
import {
  freePort,
  killServers,
  startServer,
  tempDir,
  waitUntilUp,
} from '../../apps/server/src/test/process.js';
import { type Call, createClient, Recorder } from './client.js';
import { type Ledger, newLedger, verifyLedger } from './ledger.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '200' },
  },
});
const seconds = Number(values.seconds);
const userCount = Number(values.users);

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Person {
  auth: AuthResult;
  lists: string[];
}

async function main(): Promise<void> {
  const port = await freePort();
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const server = startServer({
    DATA_DIR: tempDir(),
    PORT: String(port),
    JWT_SECRET: 'soak-secret-that-is-at-least-32-characters',
    AUTH_RATE_LIMIT: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  await waitUntilUp(port);
  const recorder = new Recorder();
  const call: Call = createClient(`http://127.0.0.1:${port}`, recorder);
  const ledger: Ledger = newLedger();

  process.stdout.write(`soak: registering ${userCount} people…\n`);
  const people: Person[] = [];
  for (let start = 0; start < userCount; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, userCount - start) }, (_, i) =>
        call<AuthResult>('register', 'POST', '/api/auth/register', {
          body: {
            email: `soak${start + i}@example.com`,
            name: `Soak ${start + i}`,
            password: 'soak-password',
          },
        }),
      ),
    );
    for (const res of batch) if (res.status === 201) people.push({ auth: res.body, lists: [] });
  }
  // Every list is public, so anybody may open it and mark its items.
  const publicLists: string[] = [];

  async function createList(person: Person): Promise<void> {
    const name = `List ${person.lists.length + 1} of ${person.auth.user.name}`;
    const res = await call<WishList>('create list', 'POST', '/api/lists', {
      token: person.auth.token,
      body: { name, isPublic: true },
    });
    if (res.status !== 201) return;
    person.lists.push(res.body._id);
    publicLists.push(res.body._id);
    ledger.lists.set(res.body._id, { owner: person.auth.user.id, name, items: [] });
  }

  async function addItem(person: Person): Promise<void> {
    const listId = pick(person.lists);
    const current = await call<WishList>('open list', 'GET', `/api/lists/${listId}`, {
      token: person.auth.token,
    });
    if (current.status !== 200) return;
    const name = `Item ${current.body.items.length + 1}`;
    // One item in three wants several (a set of plates): claims on it must never exceed that.
    const quantity = Math.random() < 1 / 3 ? 2 + Math.floor(Math.random() * 3) : 1;
    const res = await call<WishList>('add item', 'PUT', `/api/lists/${listId}`, {
      token: person.auth.token,
      body: { items: [...current.body.items, { name, price: 10, quantity }] },
    });
    if (res.status === 200) ledger.lists.get(listId)!.items = res.body.items.map((i) => i.name);
  }

  async function invite(person: Person): Promise<void> {
    const listId = pick(person.lists);
    const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const res = await call('invite', 'POST', `/api/lists/${listId}/invite`, {
      token: person.auth.token,
      body: { emails: [email] },
    });
    if (res.status === 200) ledger.invitations.push({ listId, email });
  }

  async function buy(person: Person): Promise<void> {
    const listId = pick(publicLists);
    const list = await call<WishList>('open list', 'GET', `/api/lists/${listId}`, {
      token: person.auth.token,
    });
    if (list.status !== 200 || list.body.items.length === 0) return;
    const item: Item = pick(list.body.items);
    const path = `/api/lists/${listId}/items/${item._id}`;
    const me = person.auth.user.id;
    const mine = item.claims.find((claim) => claim.user._id === me)?.quantity ?? 0;
    // Give back what I claimed, or claim one or two (sometimes more than is left: a 409).
    const units = mine > 0 ? -mine : Math.random() < 0.3 ? 2 : 1;
    const action = units < 0 ? 'unmark-bought' : 'mark-bought';
    // An owner's give-back without a userId takes back everyone's claims (G2), which this
    // ledger, counting each person's own acknowledged units, cannot follow: name whose.
    const ownList = list.body.userId._id === me;
    const body = units > 1 ? { quantity: units } : units < 0 && ownList ? { userId: me } : null;
    const res = await call(action, 'PUT', `${path}/${action}`, {
      token: person.auth.token,
      ...(body ? { body } : {}),
    });
    if (res.status === 200) {
      const key = `${listId}/${item._id}`;
      const claims = ledger.claims.get(key) ?? new Map<string, number>();
      claims.set(me, (claims.get(me) ?? 0) + units);
      ledger.claims.set(key, claims);
    }
  }

  async function browse(person: Person): Promise<void> {
    await call('dashboard', 'GET', '/api/lists', { token: person.auth.token });
  }

  const deadline = Date.now() + seconds * 1000;
  process.stdout.write(`soak: ${people.length} people for ${seconds} s…\n`);
  await Promise.all(
    people.map(async (person) => {
      await createList(person);
      while (Date.now() < deadline) {
        const roll = Math.random();
        if (roll < 0.05 && person.lists.length < 5) await createList(person);
        else if (roll < 0.3) await addItem(person);
        else if (roll < 0.4) await invite(person);
        else if (roll < 0.7) await buy(person);
        else await browse(person);
        await pause(50 + Math.random() * 150);
      }
    }),
  );

  process.stdout.write('soak: checking every acknowledged write…\n');
  const problems = await verifyLedger(ledger, people, call);
  server.child.kill('SIGTERM');
  await server.exited;
  killServers();

  process.stdout.write(`\n${recorder.table()}\n`);
  const failures = recorder.failures();
  for (const line of [...failures, ...problems]) process.stdout.write(`PROBLEM ${line}\n`);
  process.stdout.write(
    `\nsoak: ${recorder.total()} requests in ${seconds} s, ${failures.length} 5xx/network errors, ` +
      `${problems.length} lost or duplicated writes\n`,
  );
  process.exit(failures.length + problems.length === 0 ? 0 : 1);
}

await main();
