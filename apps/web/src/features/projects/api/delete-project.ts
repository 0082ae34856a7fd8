import { successSchema, type Project } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const deleteProject = (id: string) => apiFetch(`/api/v1/projects/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successSchema });

/** Removes the project from the list at once; puts it back if the server refuses. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: Project) => deleteProject(project.id),
    onMutate: async (project) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.projects });
      const previous = queryClient.getQueryData<Project[]>(queryKeys.projects);
      queryClient.setQueryData<Project[]>(queryKeys.projects, (list) => list?.filter((p) => p.id !== project.id));
      return { previous };
    },
    onError: (_error, _project, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.projects, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}
