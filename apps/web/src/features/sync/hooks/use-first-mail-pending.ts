import { useState } from 'react';
import { useSyncStatus } from '../api/get-sync-status';
import { firstSyncUnderway } from '../lib/first-sync';

/**
 * Whether an empty list of mail (the queue, Replies, Follow-ups) is still waiting for the mailbox's
 * first mail: while its first sync waits or runs, and after it ends until the list has been fetched
 * again (the header's indicator asks for that at once). A new user sees the loading line then the
 * mail, not the empty state in between. `listUpdatedAt` is when the list's current data arrived.
 */
export function useFirstMailPending(listUpdatedAt: number): boolean {
  const underway = firstSyncUnderway(useSyncStatus().data);
  // The list fetch the first sync was still running through; a newer one tells the truth.
  const [fetchedDuringSync, setFetchedDuringSync] = useState<number | null>(null);
  if (underway && fetchedDuringSync !== listUpdatedAt) setFetchedDuringSync(listUpdatedAt);
  return underway || listUpdatedAt === fetchedDuringSync;
}
