import { connectionSchema, type Connection, type ConnectionUpdate, type Connections } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const updateConnection = (id: string, body: ConnectionUpdate) =>
  apiFetch(`/api/v1/connections/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: connectionSchema });

/** Connect or disconnect the mailbox (docs/behaviour.md, States and transitions: toggled through an update call). */
export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ConnectionUpdate }) => updateConnection(id, patch),
    onSuccess: (mailbox: Connection) => queryClient.setQueryData<Connections>(queryKeys.connections, { mailbox }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.connections });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sync.status });
    },
  });
}
