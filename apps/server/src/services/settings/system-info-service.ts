import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { SystemInfo } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import { APP_VERSION } from '../../version.js';

const ENVIRONMENT_NAMES = { production: 'Production', development: 'Development', test: 'Test' } as const;

/** When the running code was built: the modification time of this compiled file. */
const lastUpdated = statSync(fileURLToPath(import.meta.url)).mtime.toISOString();

export async function systemInfo(db: Db, env: Env): Promise<SystemInfo> {
  const healthy = await db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return {
    version: APP_VERSION,
    environment: ENVIRONMENT_NAMES[env.NODE_ENV],
    last_updated: lastUpdated,
    status: healthy ? 'Healthy' : 'Degraded',
    authMode: env.AUTH_MODE,
    database: env.DATABASE_URL ? 'external' : 'embedded',
  };
}
