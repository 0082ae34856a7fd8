/** What other parts of the app may use from the sync feature; everything else in it is internal. */
export { useSyncStatus } from './api/get-sync-status';
export { ConnectionProblem } from './components/connection-problem';
export { firstSyncUnderway } from './lib/first-sync';
export { useFirstMailPending } from './hooks/use-first-mail-pending';
