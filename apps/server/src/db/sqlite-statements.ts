import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Enough for every statement the app runs; multi-row inserts of varying size come and go. */
const MAX_STATEMENTS = 500;

/** One result row as an object, keyed by column name like better-sqlite3's own rows. */
function rowObject(names: string[], values: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let n = 0; n < names.length; n++) row[names[n]!] = values[n];
  return row;
}

/**
 * A statement that reads rows as arrays and makes the objects in JavaScript: better-sqlite3
 * builds each row object property by property through V8's C++ API, which takes longer than
 * running the query for a list of a few dozen items.
 */
function readingStatement(statement: SQLite.Statement): SqliteStatement {
  statement.raw(true);
  const names = statement.columns().map((column) => column.name);
  return {
    reader: true,
    all: (parameters) =>
      (statement.all(parameters) as unknown[][]).map((values) => rowObject(names, values)),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield rowObject(names, values);
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
