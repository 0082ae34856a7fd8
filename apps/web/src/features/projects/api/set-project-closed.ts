import { projectSchema, type Project } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/v1/projects/:id/close (-> done) or /open (-> open). */
const setProjectClosed = (id: string, closed: boolean) =>
  apiFetch(`/api/v1/projects/${encodeURIComponent(id)}/${closed ? 'close' : 'open'}`, {
    method: 'POST',
    schema: projectSchema,
  });

/**
 * The menu's close/open action (docs/behaviour.md#states-and-transitions): a project still being
 * worked on (open, in progress, closing) can be closed; only a done or archived one is reopened.
 */
export const closesOnToggle = (project: Project) => project.status !== 'done' && project.status !== 'archived';

export function useToggleProjectClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: Project) => setProjectClosed(project.id, closesOnToggle(project)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}
