import { serviceProjectSchema, type ServiceProjectCreate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const addServiceProject = (serviceId: string, body: ServiceProjectCreate) =>
  apiFetch(`/api/v1/services/${encodeURIComponent(serviceId)}/projects`, {
    method: 'POST',
    body,
    schema: serviceProjectSchema,
  });

export function useAddServiceProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId: string; body: ServiceProjectCreate }) => addServiceProject(serviceId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.services }),
  });
}
