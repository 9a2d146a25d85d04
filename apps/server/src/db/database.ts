import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type Dialect as KyselyDialect,
  Migrator,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import { type ChangeEpoch, SqliteChangeEpoch } from './change-epoch.js';
import { migrationProvider } from './migrations/index.js';
import { PostgresChangeEpoch } from './postgres-change-epoch.js';
import { postgresDialect } from './postgres-driver.js';
import { PostgresListener } from './postgres-listener.js';
import type { Database } from './schema.js';
import { preparedStatements } from './sqlite-statements.js';

/** The database named by the settings cannot be opened: the message names the setting. */
export class DatabaseUnavailable extends Error {}

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Moves whenever the database may have changed, through any process (see ChangeEpoch). */
  changes: ChangeEpoch;
  /** The process's LISTEN connection (PostgreSQL only). */
  listener?: PostgresListener;
  /** The state of the one SQLite connection (SQLite only). */
  connection?: ConnectionState;
  /** The connection pool's counts (PostgreSQL only: SQLite has one connection, no pool). */
  pool?: PoolCounts;
  close(): Promise<void>;
}

/** A PostgreSQL pool's connections, read when asked (the metrics' gauges). */
export interface PoolCounts {
  readonly max: number;
  readonly total: number;
  readonly idle: number;
  /** Callers waiting for a connection: every one is in use. */
  readonly waiting: number;
}

/**
 * Wraps the dialect Kysely runs every statement through: how tracing (O3) sees each statement
 * without this layer knowing of it. Identity when tracing is off.
 */
export type DialectWrapper = (dialect: KyselyDialect, system: Dialect) => KyselyDialect;
const unwrapped: DialectWrapper = (dialect) => dialect;

export const SQLITE_FILE = 'wishlist.db';

/** What the group commit needs to know of the SQLite connection. */
export interface ConnectionState {
  /** How many statements that can write have run so far. */
  readonly writes: number;
  /** Whether a transaction is open: SQLite ends one by itself on some errors (I/O, disk full). */
  readonly inTransaction: boolean;
}

/** Called once per SQL statement executed (used by the statement-count test). */
export type QueryListener = () => void;

function queryLog(onQuery: QueryListener | undefined) {
  if (!onQuery) return {};
  return {
    log: (event: { level: string }) => {
      if (event.level === 'query') onQuery();
    },
  };
}

/**
 * Kysely's SQLite dialect, its transactions begun IMMEDIATE: they take the write lock at once.
 * A deferred one (Kysely's) reads a snapshot, and when another process commits before its first
 * write, SQLite cannot let it write on that snapshot and fails it at once (SQLITE_BUSY, which
 * no busy timeout waits out). Every transaction here reads, then writes (a claim's group,
 * an owner's save), so processes sharing the file take turns instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
    })(this.settings);
  }
}

export function openSqlite(
  dataDir: string,
  onQuery?: QueryListener,
  wrap: DialectWrapper = unwrapped,
): DatabaseHandle {
  let sqlite: SQLite.Database;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
    sqlite = new SQLite(path.join(dataDir, SQLITE_FILE));
  } catch (error) {
    throw new DatabaseUnavailable(
      `DATA_DIR: "${dataDir}" is not a writable folder (${(error as Error).message})`,
    );
  }
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 8 MB of pages instead of SQLite's 2 MB: a burst of claims on a large database touches
  // leaf pages all over the items table and its indexes (bench:scale, mark + unmark).
  sqlite.pragma('cache_size = -8000');
  // Copy the WAL back into the database every 10,000 pages (~40 MB) instead of every 1,000: a
  // page written by many claims in a row is copied back once, which matters on a large
  // database, where claims write more distinct pages (bench:scale; docs/performance.md).
  sqlite.pragma('wal_autocheckpoint = 10000');
  const changes = new SqliteChangeEpoch(sqlite);
  const connection: ConnectionState = {
    get writes() {
      return changes.writes;
    },
    get inTransaction() {
      return sqlite.inTransaction;
    },
  };
  const db = new Kysely<Database>({
    dialect: wrap(
      new ImmediateSqliteDialect({
        database: preparedStatements(sqlite, () => changes.noteWrite()),
      }),
      'sqlite',
    ),
    ...queryLog(onQuery),
  });
  return { db, dialect: 'sqlite', changes, connection, close: () => db.destroy() };
}

export async function openPostgres(
  databaseUrl: string,
  onQuery?: QueryListener,
  wrap: DialectWrapper = unwrapped,
): Promise<DatabaseHandle> {
  // Loaded here, not at start, so a server on SQLite never loads the PostgreSQL client.
  const { default: pg } = await import('pg');
  // PostgreSQL bigint (count(*), millisecond stamps) as JS numbers: every value we store fits.
  pg.types.setTypeParser(20, (value) => Number(value));
  const max = 10;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailable(
      `DATABASE_URL: cannot connect to PostgreSQL (${(error as Error).message})`,
    );
  }
  const listener = new PostgresListener(databaseUrl);
  const changes = new PostgresChangeEpoch(listener);
  const db = new Kysely<Database>({
    dialect: wrap(
      postgresDialect(pool, () => changes.moved()),
      'postgres',
    ),
    ...queryLog(onQuery),
  });
  // Before the first request: until it listens, nothing read is kept (see PostgresChangeEpoch).
  await listener.start();
  return {
    db,
    dialect: 'postgres',
    changes,
    listener,
    pool: {
      max,
      get total() {
        return pool.totalCount;
      },
      get idle() {
        return pool.idleCount;
      },
      get waiting() {
        return pool.waitingCount;
      },
    },
    close: async () => {
      await listener.stop();
      await db.destroy();
    },
  };
}

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  onQuery?: QueryListener;
  wrapDialect?: DialectWrapper;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = await openPostgres(options.databaseUrl, options.onQuery, options.wrapDialect);
    // Kysely's migrator takes a PostgreSQL lock itself.
    await migrate(handle.db);
    return handle;
  }
  const handle = openSqlite(options.dataDir, options.onQuery, options.wrapDialect);
  await withSqliteMigrationLock(options.dataDir, () => migrate(handle.db));
  return handle;
}

/**
 * Kysely's SQLite adapter takes no migration lock, so two processes starting at once on one
 * database file could both run a migration ("table users already exists"). An exclusive
 * transaction on a small lock file beside the database makes them take turns; the second
 * waits, then finds nothing left to do.
 */
async function withSqliteMigrationLock(dataDir: string, work: () => Promise<void>) {
  const lock = new SQLite(path.join(dataDir, `${SQLITE_FILE}.migrate-lock`));
  try {
    lock.pragma('busy_timeout = 30000');
    lock.exec('BEGIN EXCLUSIVE');
    await work();
  } finally {
    if (lock.inTransaction) lock.exec('COMMIT');
    lock.close();
  }
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
