/**
 * A purchase's database work alone, on the small and the scale database side by side.
 *
 *   npm run bench:purchase-db
 *
 * `npm run bench:scale` compares whole requests, and their HTTP part (most of a purchase's 60-100 µs
 * of server CPU) and the host's drift blur what the database adds at scale. This runs only what
 * the server's database does for a purchase: the claim store's groups (`SqliteClaimStore`, one
 * transaction a turn), each purchase reading with `readWithTokenHolder` and writing with `claim`
 * or `release` (a claim of 1), for the same 50 buyers and items as the scale bench's mark + unmark. No HTTP,
 * no server process: the repositories over SQLite in this process. Each round runs the small
 * database then the scale one (reversed every other round) and reports the process's CPU time a
 * purchase, and scale / small in purchases a second: the median of the rounds' CPU small / scale.
 *
 * The server's other work between two purchases (HTTP, JSON, ~500 MB/s of allocation) leaves
 * the CPU caches cold for the next one. `--touch-kb 1024` writes that much other memory before
 * each purchase, to see what the database pays for a colder cache at each size.
 *
 * Flags: --groups 300 (a round), --rounds 6, --touch-kb 0. SQLite only; no target of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { GroupCommit } from '../../apps/server/src/db/group-commit.js';
import { ClaimRepository } from '../../apps/server/src/modules/lists/claim-repository.js';
import { SqliteClaimStore } from '../../apps/server/src/modules/lists/sqlite-claim-store.js';
import { median } from './load.js';
import { machine } from './report.js';
import { type Fixture, seed } from './seed.js';
import { fixed, table } from './table.js';

const { values } = parseArgs({
  options: {
    groups: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '6' },
    'touch-kb': { type: 'string', default: '0' },
  },
});
const groups = Number(values.groups);
const rounds = Number(values.rounds);
const touchBytes = Number(values['touch-kb']) * 1024;
const BUYERS = 50;

const log = (text: string) => process.stdout.write(`bench:purchase-db: ${text}\n`);

/** Other memory, written a cache line at a time, as other work would. */
const elsewhere = new Uint8Array(touchBytes > 0 ? 64 * 1024 * 1024 : 0);
let touched = 0;
function touchElsewhere() {
  for (let offset = 0; offset < touchBytes; offset += 64)
    elsewhere[(touched + offset) % elsewhere.length] = offset;
  touched += touchBytes;
}

interface Size {
  name: 'small' | 'scale';
  dataDir: string;
  fixture: Fixture;
  close: () => Promise<void>;
  store: SqliteClaimStore;
  /** Groups run so far: even ones mark an item, odd ones unmark it. */
  turn: number;
  perPurchase: number[];
}

async function open(name: Size['name']): Promise<Size> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-purchase-${name}-`));
  log(`${name}: seeding…`);
  const seeded = await seed({
    dataDir,
    databaseUrl: undefined,
    scale: name === 'scale',
    connections: BUYERS,
  });
  log(`${name}: ${seeded.counts.items} items in ${fixed(seeded.seconds)} s`);
  const handle = await openDatabase({ dataDir });
  if (!handle.connection) throw new Error('expected SQLite');
  return {
    name,
    dataDir,
    fixture: seeded.fixture,
    close: handle.close,
    store: new SqliteClaimStore(
      new GroupCommit(handle.db, handle.connection),
      new ClaimRepository(handle.db),
    ),
    turn: 0,
    perPurchase: [],
  };
}

/** One group of purchases, one a buyer, as the server commits the purchases of one turn. */
function purchaseGroup(size: Size): Promise<unknown[]> {
  const turn = size.turn++;
  return Promise.all(
    size.fixture.buyers.map((buyer) =>
      size.store.run(async (claims) => {
        if (touchBytes > 0) touchElsewhere();
        const itemId = buyer.itemIds[Math.floor(turn / 2) % buyer.itemIds.length]!;
        // A token id no logout wrote: the revocation lookup finds nothing, as for most requests.
        const read = await claims.readWithTokenHolder(
          { userId: buyer.userId, tokenId: 'not-revoked' },
          buyer.listId,
          itemId,
        );
        if (!read?.item || !read.list) throw new Error(`${size.name}: no item ${itemId}`);
        const done =
          turn % 2 === 0
            ? await claims.claim(buyer.listId, itemId, buyer.userId, 1, 'now')
            : await claims.release(buyer.listId, itemId, buyer.userId);
        if (!done) throw new Error(`${size.name}: purchase of ${itemId} not applied`);
      }),
    ),
  );
}

async function round(size: Size) {
  const before = process.cpuUsage();
  for (let n = 0; n < groups; n++) await purchaseGroup(size);
  const used = process.cpuUsage(before);
  size.perPurchase.push((used.user + used.system) / (groups * size.fixture.buyers.length));
}

async function main() {
  log(machine());
  const sizes = [await open('small'), await open('scale')];
  try {
    // Warm-up: the first groups compile the statements and fill the page caches.
    for (const size of sizes) for (let n = 0; n < 20; n++) await purchaseGroup(size);
    for (let r = 0; r < rounds; r++) {
      for (const size of r % 2 ? [...sizes].reverse() : sizes) await round(size);
      log(
        `round ${r + 1}: ${sizes.map((s) => `${s.name} ${fixed(s.perPurchase[r]!, 1)} µs`).join(', ')}`,
      );
    }
  } finally {
    for (const size of sizes) {
      await size.close();
      fs.rmSync(size.dataDir, { recursive: true, force: true });
    }
  }
  const [small, scale] = sizes as [Size, Size];
  const ratios = small.perPurchase.map((value, r) => value / scale.perPurchase[r]!);
  process.stdout.write(
    `\n${table(
      ['database', 'CPU µs a purchase (median)', 'each round'],
      sizes.map((s) => [
        s.name,
        fixed(median(s.perPurchase), 1),
        s.perPurchase.map((v) => fixed(v, 1)).join(' '),
      ]),
    )}\n\nscale / small in purchases a second (CPU a purchase, small / scale), median of the rounds: ${fixed(100 * median(ratios))} % (${ratios
      .map((v) => fixed(100 * v))
      .join(' ')}); ${groups} groups of ${small.fixture.buyers.length} purchases a round, ${
      touchBytes / 1024
    } KB of other memory written before each purchase.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:purchase-db: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
