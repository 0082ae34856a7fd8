import { syncRequestedSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const requestSync = () => apiFetch('/api/v1/microsoft/emails/sync', { method: 'POST', schema: syncRequestedSchema });

/** 'Sync now': queues a mailbox sync (at most one waits per user). */
export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSync,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sync.status }),
  });
}
