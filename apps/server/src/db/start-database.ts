import type { Env } from '../env.js';
import { connect, type Database } from './client.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { runMigrations } from './migrate.js';

export type RunningDatabase = Database & { embedded: boolean; url: string };

/** DATABASE_URL when set (start nothing), else the embedded PostgreSQL in DATA_DIR. */
export async function startDatabase(env: Env, log: (msg: string) => void): Promise<RunningDatabase> {
  const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, log });
  const url = env.DATABASE_URL ?? embedded!.url;
  const database = connect(url);
  try {
    await runMigrations(database.pool);
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
  return {
    ...database,
    embedded: embedded !== null,
    url,
    async close() {
      await database.close();
      await embedded?.stop();
    },
  };
}
