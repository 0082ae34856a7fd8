import { syncBusy, type SyncStatus } from '@triage/contracts';

/**
 * A connected mailbox's first sync is still bringing its mail in: no sync has finished yet, nothing
 * stops it, and a run is going or waiting. An empty list then means "not here yet", not "none".
 */
export function firstSyncUnderway(
  status: Pick<SyncStatus, 'connected' | 'lastSync' | 'problem' | 'running' | 'queued'> | undefined,
): boolean {
  if (!status || !status.connected || status.lastSync !== null || status.problem) return false;
  return syncBusy(status);
}
