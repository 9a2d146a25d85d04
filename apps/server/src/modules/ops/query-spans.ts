import { context, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import type {
  CompiledQuery,
  DatabaseConnection,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { DialectWrapper } from '../../db/database.js';

/** The statement's first word, lower case: `select`, `update`, `begin`. */
const operationOf = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query';

type Run<T> = () => Promise<T>;

/**
 * One client span for each statement run inside a traced request, child of the request's span.
 * Work outside a request (the mail queue's polls, the notification scheduler, migrations) is
 * not traced: it would send a trace of its own every few seconds. The text is Kysely's, with
 * placeholders: no value a statement was given leaves the process.
 */
export function querySpans(tracer: Tracer): DialectWrapper {
  return (dialect, system) => {
    const dbSystem = system === 'postgres' ? 'postgresql' : 'sqlite';
    const traced = <T>(name: string, sql: string, run: Run<T>): Promise<T> => {
      const parent = context.active();
      if (!trace.getSpan(parent)) return run();
      const span = tracer.startSpan(
        name,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': dbSystem,
            'db.operation.name': name,
            'db.query.text': sql,
          },
        },
        parent,
      );
      return run().then(
        (result) => {
          span.end();
          return result;
        },
        (error: unknown) => {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
          throw error;
        },
      );
    };
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => new TracedDriver(dialect.createDriver(), traced),
    };
  };
}

type Traced = <T>(name: string, sql: string, run: Run<T>) => Promise<T>;

class TracedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly traced: Traced,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.traced(operationOf(query.sql), query.sql, () => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * The dialect's own driver, given its own connections back: drivers read what they made (the
 * PostgreSQL one releases its pooled client), so only statements pass through the wrapper.
 */
class TracedDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, TracedConnection>();
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly driver: Driver,
    private readonly traced: Traced,
  ) {
    // Kysely asks whether a driver has savepoints before using them: so only when its own has.
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver;
    const inner = (connection: DatabaseConnection) => (connection as TracedConnection).inner;
    if (savepoint)
      this.savepoint = (c, name, compile) => savepoint.call(driver, inner(c), name, compile);
    if (rollbackToSavepoint)
      this.rollbackToSavepoint = (c, name, compile) =>
        rollbackToSavepoint.call(driver, inner(c), name, compile);
    if (releaseSavepoint)
      this.releaseSavepoint = (c, name, compile) =>
        releaseSavepoint.call(driver, inner(c), name, compile);
  }

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.driver.acquireConnection();
    let connection = this.wrapped.get(inner);
    if (!connection) {
      connection = new TracedConnection(inner, this.traced);
      this.wrapped.set(inner, connection);
    }
    return connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const inner = (connection as TracedConnection).inner;
    return this.traced('begin', 'begin', () => this.driver.beginTransaction(inner, settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    const inner = (connection as TracedConnection).inner;
    return this.traced('commit', 'commit', () => this.driver.commitTransaction(inner));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const inner = (connection as TracedConnection).inner;
    return this.traced('rollback', 'rollback', () => this.driver.rollbackTransaction(inner));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection((connection as TracedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}
