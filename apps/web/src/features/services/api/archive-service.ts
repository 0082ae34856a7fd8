import { archiveResultSchema, type Service } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const archiveService = (id: string) =>
  apiFetch(`/api/v1/archives/services/${encodeURIComponent(id)}/archive`, { method: 'POST', schema: archiveResultSchema });

/** Archived services leave the list at once; they come back if the server refuses. */
export function useArchiveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (service: Service) => archiveService(service.id),
    onMutate: async (service) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.services });
      const previous = queryClient.getQueryData<Service[]>(queryKeys.services);
      queryClient.setQueryData<Service[]>(queryKeys.services, (list) => list?.filter((s) => s.id !== service.id));
      return { previous };
    },
    onError: (_error, _service, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.services, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.services }),
  });
}
