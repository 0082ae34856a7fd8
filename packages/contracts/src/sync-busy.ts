import type { SyncStatus } from './mail.js';

/**
 * A sync of the mailbox runs, or a job waits in a queue. In a module of its own, free of zod: the
 * web's first screen imports it, and importing it from mail.ts brought every schema of that module
 * and zod itself into the initial JS (26 KiB gzip; docs/performance.md, The first screen's JS).
 */
export function syncBusy(status: Pick<SyncStatus, 'running' | 'queued'>): boolean {
  return status.running.length > 0 || status.queued.some((q) => q.queued > 0);
}
