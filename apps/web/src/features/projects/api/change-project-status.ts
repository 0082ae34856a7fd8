import type { Project, ProjectStatus } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsQueryKey } from './get-projects';
import { updateProject } from './update-project';

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
      await queryClient.cancelQueries({ queryKey: projectsQueryKey });
      const previous = queryClient.getQueryData<Project[]>(projectsQueryKey);
      queryClient.setQueryData<Project[]>(projectsQueryKey, (list) =>
        list?.map((p) => (p.id === project.id ? { ...p, status, is_archived: status === 'archived' } : p)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(projectsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}
