import type { SyncStatus } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** No response schema: the header polls it on the first screen, which loads no zod (docs/performance.md, Web). */
export const fetchSyncStatus = (): Promise<SyncStatus> => apiFetch<SyncStatus>('/api/v1/sync/status');

/** Polled every 2 s while something runs or waits, else every 10 s. */
export function useSyncStatus() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.sync.status,
      queryFn: fetchSyncStatus,
      refetchInterval: (query) => {
        const data = query.state.data;
        const busy = (data?.running.length ?? 0) > 0 || (data?.queued.some((q) => q.queued > 0) ?? false);
        return busy ? 2_000 : 10_000;
      },
    }),
  );
}
