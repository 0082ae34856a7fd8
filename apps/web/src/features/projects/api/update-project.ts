import { projectSchema, type Project, type ProjectStatus, type ProjectUpdate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { archiveProject, unarchiveProject } from './archive-project';
import { fetchProject } from './get-project';
import { queryKeys } from '@/lib/query-keys';

const patchProject = (id: string, body: ProjectUpdate) =>
  apiFetch(`/api/v1/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: projectSchema });

/**
 * docs/behaviour.md, States and transitions: moving to 'archived' calls archive, leaving 'archived' calls unarchive, any other
 * change is a plain update. The rest of the patch is sent as an update either way.
 */
export async function updateProject(id: string, previous: ProjectStatus, patch: ProjectUpdate): Promise<Project> {
  const { status, ...rest } = patch;
  const next = status ?? previous;
  if (next === 'archived' && previous !== 'archived') {
    if (Object.keys(rest).length > 0) await patchProject(id, rest);
    await archiveProject(id);
    return fetchProject(id);
  }
  if (previous === 'archived' && next !== 'archived') await unarchiveProject(id);
  const body = next === previous ? rest : { ...rest, status: next };
  return Object.keys(body).length > 0 ? patchProject(id, body) : fetchProject(id);
}

export interface UpdateProjectInput {
  id: string;
  previousStatus: ProjectStatus;
  patch: ProjectUpdate;
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, previousStatus, patch }: UpdateProjectInput) => updateProject(id, previousStatus, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}
