import { serviceProjectSchema, type ServiceProjectUpdate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const updateServiceProject = (id: string, body: ServiceProjectUpdate) =>
  apiFetch(`/api/v1/services/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: serviceProjectSchema });

export function useUpdateServiceProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ServiceProjectUpdate }) => updateServiceProject(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.services }),
  });
}
