import { serviceSchema, type ServiceCreate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const createService = (body: ServiceCreate) => apiFetch('/api/v1/services', { method: 'POST', body, schema: serviceSchema });

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.services }),
  });
}
