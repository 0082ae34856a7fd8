import type { Db } from './client.js';

/**
 * A query built once per database handle and run as a named prepared statement: the hot
 * reads (lists, counters) skip Drizzle's query building and PostgreSQL's parse and plan on
 * every request (docs/performance.md, Where the time goes). A transaction is its own handle.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
