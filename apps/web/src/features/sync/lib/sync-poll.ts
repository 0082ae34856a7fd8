import { syncBusy, type SyncStatus } from '@triage/contracts';

/**
 * How often the sync status is asked for: every 2 s while a run is going or a job waits in a queue
 * (a queued sync is about to start and the header should show it promptly), else every 10 s.
 */
export function syncPollInterval(status: Pick<SyncStatus, 'running' | 'queued'> | undefined): number {
  return status && syncBusy(status) ? 2_000 : 10_000;
}
