import { boot } from './boot.js';
import { assertSafeAuthConfig, loadEnv } from './env.js';

/**
 * `npm run worker`: a process that only works jobs (sync, import, ...) against
 * the shared DATABASE_URL, so a deployment can add workers on any machine.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  assertSafeAuthConfig(env);
  if (!env.DATABASE_URL) throw new Error("npm run worker needs DATABASE_URL: workers share the server's PostgreSQL.");
  const log = (msg: string) => console.log(`[triage-worker] ${msg}`);
  const { database, stopWorkers } = await boot(env, log, true);
  log('working jobs');
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await stopWorkers();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error(`[triage-worker] failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
