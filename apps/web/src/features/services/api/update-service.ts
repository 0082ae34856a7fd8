import { serviceSchema, type ServiceUpdate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const updateService = (id: string, body: ServiceUpdate) =>
  apiFetch(`/api/v1/services/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: serviceSchema });

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ServiceUpdate }) => updateService(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.services }),
  });
}
