import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type Dialect as KyselyDialect,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Pool, PoolClient } from 'pg';

/** Statements that write nothing another connection can see. */
const NOT_A_WRITE = /^\s*(?:select|begin|start transaction|rollback|savepoint|release|listen)\b/i;

/** Whether `sql` may have changed what others read, once it has run (or committed). */
export const mayWrite = (sql: string): boolean => !NOT_A_WRITE.test(sql);

/** The commands whose row count Kysely reads as the rows a statement changed. */
const ROW_COUNTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** Statement texts given a name, at most: a text built per call (an IN list) must not pile up. */
const MAX_NAMED = 400;
/** Runs of one text before it is named: a one-off (a migration) is not kept by every connection. */
const RUNS_BEFORE_NAMED = 3;

/**
 * Which statement texts run as named (server-side prepared) statements. PostgreSQL parses and
 * plans an unnamed statement on every run; a named one is parsed once a connection, and its
 * plan kept (docs/performance.md: a claim's read). `pg` prepares a name on each connection
 * the first time that connection runs it.
 */
class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly runs = new Map<string, number>();

  nameOf(sql: string): string | undefined {
    const name = this.names.get(sql);
    if (name !== undefined || this.names.size >= MAX_NAMED) return name;
    const runs = (this.runs.get(sql) ?? 0) + 1;
    if (runs < RUNS_BEFORE_NAMED) {
      // Forgotten now and then, so texts seen once or twice do not pile up either.
      if (this.runs.size >= 10 * MAX_NAMED) this.runs.clear();
      this.runs.set(sql, runs);
      return undefined;
    }
    this.runs.delete(sql);
    const named = `wishlist_${this.names.size + 1}`;
    this.names.set(sql, named);
    return named;
  }
}

class Connection implements DatabaseConnection {
  constructor(
    readonly client: PoolClient,
    private readonly names: StatementNames,
    private readonly onWrite: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const name = query.parameters.length > 0 ? this.names.nameOf(query.sql) : undefined;
      const { command, rowCount, rows } = await this.client.query({
        text: query.sql,
        values: [...query.parameters],
        ...(name ? { name } : {}),
      });
      const changed = ROW_COUNTING.has(command);
      return {
        rows: (rows ?? []) as R[],
        ...(changed ? { numAffectedRows: BigInt(rowCount ?? 0) } : {}),
      };
    } finally {
      // Also after a failure: a statement may fail after a trigger of its own has written.
      if (mayWrite(query.sql)) this.onWrite();
    }
  }

  // biome-ignore lint/correctness/useYield: no statement here is streamed
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not used with PostgreSQL here');
  }
}

/**
 * Kysely's driver for PostgreSQL, written for two things Kysely's own does not do: statements
 * that run again and again are prepared once a connection (StatementNames), and every statement
 * that may have written, a commit included, tells `onWrite` before its caller hears back, so
 * the process's own writes move its change epoch at once (PostgresChangeEpoch).
 */
class PostgresDriver implements Driver {
  private readonly names = new StatementNames();
  private readonly connections = new WeakMap<PoolClient, Connection>();

  constructor(
    private readonly pool: Pool,
    private readonly onWrite: () => void,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const client = await this.pool.connect();
    let connection = this.connections.get(client);
    if (!connection) {
      connection = new Connection(client, this.names, this.onWrite);
      this.connections.set(client, connection);
    }
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(level ? `start transaction${level}` : 'begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as Connection).client.release();
  }

  async destroy(): Promise<void> {
    await this.pool.end();
  }
}

/** Kysely's PostgreSQL dialect with the driver above. */
export function postgresDialect(pool: Pool, onWrite: () => void): KyselyDialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PostgresDriver(pool, onWrite),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
