import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { withAdvisoryLock } from './advisory-lock.js';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Arbitrary constant: serialises migrations when several processes start at once. */
const MIGRATION_LOCK = 727_401;

export async function runMigrations(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, MIGRATION_LOCK, (client) => migrate(drizzle(client), { migrationsFolder }));
}
