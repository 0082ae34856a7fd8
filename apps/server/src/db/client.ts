import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
export type Database = { db: Db; pool: pg.Pool; close(): Promise<void> };

// Dates come back as yyyy-mm-dd strings, not shifted by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);

export function connect(url: string, max = 10): Database {
  // ISO dates whatever the server's default: list cursors carry timestamps as PostgreSQL prints
  // them, and the server checks their shape before reading them back (services/mail/cursor-keys.ts).
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, options: '-c DateStyle=ISO' });
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
