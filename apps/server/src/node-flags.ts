/**
 * The V8 flags every server and worker process is started with (`npm start`, `npm run worker`, the
 * benches and the process tests). Left alone, V8 lets garbage pile up to a few hundred MiB before it
 * collects: importing a 2 GiB .mbox peaked at 402 MiB RSS. With the old space capped at 256 MiB the
 * same import peaked at 237 MiB with the same health latency (docs/performance.md). What the server
 * keeps alive is far below the cap: pages, import batches and classification inputs are bounded.
 */
export const DEFAULT_HEAP_MB = 256;
const MIN_HEAP_MB = 128;

/** `SERVER_HEAP_MB` moves the cap; a `--max-old-space-size` in `NODE_OPTIONS` is left to win. */
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  if (/--max-old-space-size\b/.test(env.NODE_OPTIONS ?? '')) return [];
  const raw = env.SERVER_HEAP_MB?.trim() || String(DEFAULT_HEAP_MB);
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < MIN_HEAP_MB) {
    throw new Error(`SERVER_HEAP_MB must be a whole number of MiB, at least ${MIN_HEAP_MB} (got "${raw}")`);
  }
  return [`--max-old-space-size=${mb}`];
}
