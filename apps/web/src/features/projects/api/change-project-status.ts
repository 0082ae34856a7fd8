import type { Project, ProjectStatus } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProject } from './update-project';
import { queryKeys } from '@/lib/query-keys';

interface ChangeStatusInput {
  project: Project;
  status: ProjectStatus;
}

/** The inline status select: the list changes at once and rolls back if the server refuses. */
export function useChangeProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ project, status }: ChangeStatusInput) => updateProject(project.id, project.status, { status }),
    onMutate: async ({ project, status }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.projects });
      const previous = queryClient.getQueryData<Project[]>(queryKeys.projects);
      queryClient.setQueryData<Project[]>(queryKeys.projects, (list) =>
        list?.map((p) => (p.id === project.id ? { ...p, status, is_archived: status === 'archived' } : p)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.projects, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}
