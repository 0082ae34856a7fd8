import { successSchema, type Service, type ServiceProject } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const deleteServiceProject = (id: string) =>
  apiFetch(`/api/v1/services/projects/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successSchema });

/** The project leaves its service's card at once; it comes back if the server refuses. */
export function useDeleteServiceProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: ServiceProject) => deleteServiceProject(link.id),
    onMutate: async (link) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.services });
      const previous = queryClient.getQueryData<Service[]>(queryKeys.services);
      queryClient.setQueryData<Service[]>(queryKeys.services, (list) =>
        list?.map((s) => (s.id === link.serviceId ? { ...s, projects: s.projects.filter((p) => p.id !== link.id) } : s)),
      );
      return { previous };
    },
    onError: (_error, _link, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.services, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.services }),
  });
}
