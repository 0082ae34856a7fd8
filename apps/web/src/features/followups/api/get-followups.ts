import { followupsSchema, type Followups } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchFollowups = (signal?: AbortSignal): Promise<Followups> => apiFetch('/api/v1/followups', { schema: followupsSchema, signal });

/** Both lists and the proposed commitments; refreshed as syncs move conversations. */
export function useFollowups() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.followups.all, queryFn: ({ signal }) => fetchFollowups(signal), refetchInterval: 30_000 }),
  );
}
