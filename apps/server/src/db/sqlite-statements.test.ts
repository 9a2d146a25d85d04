import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { preparedStatements } from './sqlite-statements.js';

/** Rows read through the app's statements are what better-sqlite3 itself would give. */
describe('SQLite statements: rows as objects', () => {
  const sqlite = new Database(':memory:');
  const statements = preparedStatements(sqlite);
  const both = (sql: string, ...parameters: unknown[]) => ({
    ours: statements.prepare(sql).all(parameters),
    theirs: sqlite.prepare(sql).all(...parameters),
  });

  it('keys each row by column name, for every row of a statement', () => {
    const { ours, theirs } = both(
      `select 1 as "a", 'two' as "it's ""quoted""", null as "b c", x'00ff' as blob, ? as p
       union all select 2, 'three', 4.5, null, ?`,
      'first',
      'second',
    );
    expect(ours).toEqual(theirs);
    expect(ours).toHaveLength(2);
    expect(Object.keys(ours[0] as object)).toEqual(['a', `it's "quoted"`, 'b c', 'blob', 'p']);
  });

  it('a later column of the same name wins, as in better-sqlite3', () => {
    const { ours, theirs } = both(`select 1 as id, 2 as id`);
    expect(ours).toEqual(theirs);
    expect(ours).toEqual([{ id: 2 }]);
  });

  it('iterates rows the same way', () => {
    const sql = 'select 1 as n union all select 2';
    expect([...statements.prepare(sql).iterate([])]).toEqual(sqlite.prepare(sql).all());
  });
});
