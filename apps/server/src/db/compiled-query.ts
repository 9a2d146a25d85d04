import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database.js';

/** A value no caller passes: stands in for argument `n` while the query is compiled. */
const standIn = (n: number) => `\u0000compiled-query-argument-${n}\u0000`;

/**
 * A query compiled once, run many times with new values.
 *
 * Kysely builds and compiles a query on every call, and for the small queries of a request that
 * costs more than running them. `build` is called once, with stand-ins for its arguments; its
 * SQL is kept, and each run puts the real arguments where the stand-ins were (Kysely's own
 * "execute compiled queries" recipe). Only for queries whose shape does not depend on the
 * arguments: strings, numbers, and arrays passed whole as one parameter (`${ids}::text[]`), never
 * spread into a list. (`build` sees a stand-in string for every argument: it may only pass it on
 * as a value, never compute with it.)
 */
export function compiledQuery<Args extends Array<string | number | string[]>, Row>(
  build: (...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<QueryResult<Row>> {
  let compiled: CompiledQuery<Row> | undefined;
  /** For each parameter: the index of the argument it takes, or -1 for a constant. */
  let sources: number[] = [];

  function compile(arity: number): CompiledQuery<Row> {
    const standIns = Array.from({ length: arity }, (_, n) => standIn(n));
    const query = build(...(standIns as Args)).compile();
    sources = query.parameters.map((value) => standIns.indexOf(value as string));
    for (let n = 0; n < arity; n++) {
      if (!sources.includes(n)) throw new Error(`compiledQuery: argument ${n} is not a parameter`);
    }
    return query;
  }

  return (db, ...args) => {
    compiled ??= compile(args.length);
    const template = compiled;
    const parameters = sources.map((source, n) =>
      source === -1 ? template.parameters[n] : args[source],
    );
    return db.executeQuery<Row>({ ...template, parameters });
  };
}
