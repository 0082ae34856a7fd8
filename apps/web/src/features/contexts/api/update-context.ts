import { contextSchema, type ContextUpdate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const updateContext = (id: string, body: ContextUpdate) =>
  apiFetch(`/api/v1/contexts/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: contextSchema });

export function useUpdateContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ContextUpdate }) => updateContext(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contexts }),
  });
}
