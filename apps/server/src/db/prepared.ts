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

/**
 * The name to prepare a statement under when it is built once but run unnamed: Drizzle builds its
 * text once, and PostgreSQL parses and plans it on each run, as for any other statement.
 */
export const UNNAMED = undefined as unknown as string;

/**
 * `preparedPerDb` for a list's two statements, its first page and a page after a cursor (their
 * texts differ by the cursor's condition).
 */
export function preparedWithCursor<Q>(build: (db: Db, afterCursor: boolean) => Q): (db: Db, afterCursor: boolean) => Q {
  const first = preparedPerDb((db) => build(db, false));
  const next = preparedPerDb((db) => build(db, true));
  return (db, afterCursor) => (afterCursor ? next(db) : first(db));
}
