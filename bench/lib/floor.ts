import pg from 'pg';
import { round } from './log.js';
import { percentile } from './stats.js';
import type { Statement } from './sql-capture.js';

/**
 * The floor for an endpoint: its captured statements, in order, through a
 * bare `pg` client per worker, `concurrency` workers looping for `durationMs`.
 * No HTTP, no validation, no serialization: what the database and the driver
 * alone allow.
 */
export async function sqlFloor(url: string, statements: Statement[], concurrency: number, durationMs: number) {
  const clients = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const latencies: number[] = [];
  let rows = 0;
  try {
    // Warm the plans and caches the way the server's pool is warm.
    for (const client of clients) for (const s of statements) await client.query(s.sql, s.params);
    const start = performance.now();
    const end = start + durationMs;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < end) {
          const t = performance.now();
          for (const s of statements) rows += (await client.query(s.sql, s.params)).rowCount ?? 0;
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    return {
      requestsPerSec: round(latencies.length / seconds, 1),
      p50Ms: round(percentile(latencies, 50), 2),
      p99Ms: round(percentile(latencies, 99), 2),
      loops: latencies.length,
      rowsPerLoop: round(rows / Math.max(1, latencies.length), 1),
    };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
