import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EpochAnswerCache } from '../http/answer-cache.js';
import { PgCluster } from '../test/pg-cluster.js';
import { type DatabaseHandle, openDatabase } from './database.js';

/**
 * The answer cache on PostgreSQL (S1): a commit by another process empties it once its NOTIFY
 * arrives, this process's own write at once, and while the LISTEN connection is down nothing
 * cached is served. A cluster of the test's own: the test ends other connections.
 */
let cluster: PgCluster;
let handle: DatabaseHandle;
let other: pg.Client;

beforeAll(async () => {
  cluster = await PgCluster.create();
  handle = await openDatabase({ dataDir: '', databaseUrl: cluster.url });
  // Another process's connection: its commits reach this one only through NOTIFY.
  other = new pg.Client({ connectionString: cluster.url });
  await other.connect();
}, 60_000);

afterAll(async () => {
  await other?.end();
  await handle?.close();
  cluster?.destroy();
});

/** A cached answer: the names of the settings rows, worked out by `produce` when not cached. */
function settingsAnswer(cache: EpochAnswerCache) {
  let produced = 0;
  const answer = async () =>
    (
      await cache.cached('settings', async () => {
        produced += 1;
        const rows = await handle.db.selectFrom('app_settings').select('key').execute();
        return JSON.stringify(rows.map((row) => row.key).sort());
      })
    ).toString();
  return { answer, produced: () => produced };
}

/** Once the listener listens again, a second answer is the cached first one. */
async function expectKeptOnceListening(settings: ReturnType<typeof settingsAnswer>) {
  await until(async () => handle.listener!.listening, 5000);
  await settings.answer();
  const cached = settings.produced();
  await settings.answer();
  expect(settings.produced()).toBe(cached);
}

async function until(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

describe('the change epoch on PostgreSQL', () => {
  it('caches an answer until a commit anywhere, and serves nothing cached while not listening', async () => {
    const cache = new EpochAnswerCache(handle.changes);
    const settings = settingsAnswer(cache);
    const first = await settings.answer();
    expect(await settings.answer()).toBe(first);
    expect(settings.produced()).toBe(1);

    // Another process's commit: heard within a second.
    await other.query("insert into app_settings (key, value) values ('by-other', 'x')");
    const heardMs = await until(async () => (await settings.answer()).includes('by-other'), 1000);
    expect(heardMs).toBeLessThan(1000);

    // This process's own write: the very next answer has it, before any notification.
    await handle.db.insertInto('app_settings').values({ key: 'by-me', value: 'x' }).execute();
    expect(await settings.answer()).toContain('by-me');

    // The LISTEN connection is cut: a commit elsewhere may go unheard, so nothing cached serves.
    // (Found by its name: the connection's last query is its heartbeat, not its LISTEN.)
    const { rows: cut } = await other.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'wishlist-listener'",
    );
    expect(cut).toHaveLength(1);
    await until(async () => !handle.listener!.listening, 1000);
    await other.query("insert into app_settings (key, value) values ('while-deaf', 'x')");
    expect(await settings.answer()).toContain('while-deaf');
    const producedWhileDeaf = settings.produced();
    await settings.answer();
    expect(settings.produced()).toBe(producedWhileDeaf + 1);

    // Listening again (the listener reconnects by itself): answers are cached again.
    await expectKeptOnceListening(settings);
  }, 30_000);

  it('serves nothing cached once its LISTEN connection stops answering, though never closed', async () => {
    const cache = new EpochAnswerCache(handle.changes);
    const settings = settingsAnswer(cache);
    await until(async () => handle.listener!.listening, 5000);
    await settings.answer();
    await settings.answer();
    expect(settings.produced()).toBe(1);

    // The listening connection's server process frozen: no error, no close, no notification,
    // as with a network cut. Within a second this process stops caching answers.
    const { rows } = await other.query<{ pid: number }>(
      "select pid from pg_stat_activity where application_name = 'wishlist-listener'",
    );
    expect(rows).toHaveLength(1);
    const backend = rows[0]!.pid;
    process.kill(backend, 'SIGSTOP');
    try {
      const deafMs = await until(async () => !handle.listener!.listening, 2000);
      expect(deafMs).toBeLessThan(1000);
      await other.query("insert into app_settings (key, value) values ('while-frozen', 'x')");
      expect(await settings.answer()).toContain('while-frozen');
    } finally {
      process.kill(backend, 'SIGCONT');
    }
    // Thawed, it answers again, and answers are cached again.
    await expectKeptOnceListening(settings);
  }, 30_000);
});
