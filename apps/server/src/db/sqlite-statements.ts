import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Enough for every statement the app runs; multi-row inserts of varying size come and go. */
const MAX_STATEMENTS = 500;

type RowMaker = (values: unknown[]) => Record<string, unknown>;

/**
 * What makes a statement's result rows into objects keyed by column name, like better-sqlite3's
 * own rows: an object literal of the statement's columns, made once a statement, so every row of
 * it has one shape and costs no store by a computed key (docs/performance.md, the claim path).
 * Column names come from SQLite, for our own statements; a later column of the same name wins,
 * as with better-sqlite3's own objects.
 */
function rowMaker(names: string[]): RowMaker {
  if (names.includes('__proto__')) {
    // An object literal, or a plain store, would take this column as the row's prototype.
    return (values) => {
      const row: Record<string, unknown> = {};
      names.forEach((name, n) => {
        Object.defineProperty(row, name, {
          value: values[n],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      });
      return row;
    };
  }
  const fields = names.map((name, n) => `${JSON.stringify(name)}: values[${n}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as RowMaker;
}

/**
 * A statement that reads rows as arrays and makes the objects in JavaScript: better-sqlite3
 * builds each row object property by property through V8's C++ API, which takes longer than
 * running the query for a list of a few dozen items.
 */
function readingStatement(statement: SQLite.Statement): SqliteStatement {
  statement.raw(true);
  const rowObject = rowMaker(statement.columns().map((column) => column.name));
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(rowObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield rowObject(values);
    },
  };
}

/**
 * A statement that can change the database: `onWrite` hears of each time it ran to its end. One
 * that fails changed nothing: SQLite undoes a failed statement's changes (every constraint and
 * trigger here aborts, none uses FAIL), or, on an I/O error, the whole transaction. So a claim
 * the claims triggers refuse leaves its group commit clean (GroupCommit).
 */
function writingStatement(statement: SqliteStatement, onWrite: () => void): SqliteStatement {
  return {
    reader: statement.reader,
    all(parameters) {
      const rows = statement.all(parameters);
      onWrite();
      return rows;
    },
    run(parameters) {
      const result = statement.run(parameters);
      onWrite();
      return result;
    },
    *iterate(parameters) {
      yield* statement.iterate(parameters);
      onWrite();
    },
  };
}

export function preparedStatements(
  sqlite: SQLite.Database,
  onWrite: () => void = () => {},
): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: MAX_STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const prepared = sqlite.prepare(sql);
      const base = prepared.reader ? readingStatement(prepared) : prepared;
      // `readonly` is SQLite's own verdict; an UPDATE ... RETURNING is a reader that writes.
      const statement = prepared.readonly ? base : writingStatement(base, onWrite);
      statements.set(sql, statement);
      return statement;
    },
  };
}
