import { randomBytes } from 'node:crypto';
import { buildApp } from './app.js';
import { boot } from './boot.js';
import { assertSafeAuthConfig, loadEnv } from './env.js';
import { readOrCreateSecret } from './secrets.js';

async function main(): Promise<void> {
  const env = loadEnv();
  assertSafeAuthConfig(env);
  const log = (msg: string) => console.log(`[triage] ${msg}`);
  const { database, runtime, stopWorkers } = await boot(env, log, env.WORKERS === 'on');
  const sessionSecret =
    env.SESSION_SECRET ?? (await readOrCreateSecret(env.DATA_DIR, 'session-secret', () => randomBytes(32).toString('hex')));
  const app = await buildApp({ env, db: database.db, runtime, sessionSecret });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await app.close();
      await stopWorkers();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    await stopWorkers();
    await database.close();
    throw err;
  }
  const shownHost = env.HOST === '127.0.0.1' || env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  log(
    `Triage is running at http://${shownHost}:${env.PORT} (${env.AUTH_MODE} sign-in, ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`,
  );
}

main().catch((err: unknown) => {
  console.error(`[triage] failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
