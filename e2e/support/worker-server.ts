import path from 'node:path';

/**
 * Every Playwright worker drives its own built server (scripts/e2e-server.mjs), with its own data
 * folder and embedded PostgreSQL: worker n (its parallel index) uses port E2E_PORT + n. Playwright
 * loads the config again in each worker process, with TEST_PARALLEL_INDEX set, so the worker's
 * baseURL is its own server's.
 */
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3199);

/**
 * Each worker is a server, a PostgreSQL and a Chromium. On the 2-core machine two workers were the
 * fastest measured: three and four took longer and timed tests out (docs/architecture.md, Tests).
 * E2E_WORKERS overrides.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export const serverPorts = Array.from({ length: E2E_WORKERS }, (_, i) => E2E_BASE_PORT + i);

/** The port of the server this worker process drives. */
export const workerPort = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The origin of this worker's server, as the browser sends it (the server's CSRF guard checks it). */
export const appOrigin = `http://127.0.0.1:${workerPort}`;

/** The data folder scripts/e2e-server.mjs gives the server on `port`. */
export const dataDirOf = (port: number) => path.join(process.cwd(), '.tmp', port === 3199 ? 'e2e-data' : `e2e-data-${port}`);

/**
 * The embedded PostgreSQL port scripts/e2e-server.mjs gives the server on `port`: below Linux's ephemeral
 * range (32768-60999), where the other server's connections take their local ports. 53200 was there, and
 * a run failed when a connection happened to hold it as the second PostgreSQL started.
 */
export const pgPortOf = (port: number) => 20000 + port;
