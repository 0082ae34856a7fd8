import type { SyncStatus } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const syncStatusQueryKey = ['sync', 'status'] as const;

export const fetchSyncStatus = (): Promise<SyncStatus> => apiFetch<SyncStatus>('/api/v1/sync/status');

/** Mailbox sync state for the header; polled faster while a sync runs. */
export function useSyncStatus() {
  return useQuery(
    queryOptions({
      queryKey: syncStatusQueryKey,
      queryFn: fetchSyncStatus,
      refetchInterval: (query) => ((query.state.data?.running.length ?? 0) > 0 ? 2_000 : 10_000),
    }),
  );
}
