import { projectSchema, type ProjectCreate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const createProject = (body: ProjectCreate) => apiFetch('/api/v1/projects', { method: 'POST', body, schema: projectSchema });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}
