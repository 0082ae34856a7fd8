import type { SyncStatus } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { syncPollInterval } from '../lib/sync-poll';

/** No response schema: the header polls it on the first screen, which loads no zod (docs/performance.md, Web). */
const fetchSyncStatus = (): Promise<SyncStatus> => apiFetch<SyncStatus>('/api/v1/sync/status');

/** The one sync-status query, read by the header indicator, the Sync Dashboard and Settings. */
export function useSyncStatus() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.sync.status,
      queryFn: fetchSyncStatus,
      refetchInterval: (query) => syncPollInterval(query.state.data),
    }),
  );
}
