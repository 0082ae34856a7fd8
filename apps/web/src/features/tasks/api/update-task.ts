import { taskSchema, type Task, type TaskStatus, type TaskUpdate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { archiveTask, unarchiveTask } from './archive-task';
import { queryKeys } from '@/lib/query-keys';

export const patchTask = (id: string, body: TaskUpdate) =>
  apiFetch(`/api/v1/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: taskSchema });

const fetchTask = (id: string) => apiFetch(`/api/v1/tasks/${encodeURIComponent(id)}`, { schema: taskSchema });

/**
 * docs/behaviour.md, States and transitions: setting 'archived' uses the archive call, leaving it the unarchive call, changes among
 * the other statuses a task update. The rest of the patch is a task update either way.
 */
export async function updateTask(id: string, previous: TaskStatus, patch: TaskUpdate): Promise<Task> {
  const { status, ...rest } = patch;
  const next = status ?? previous;
  if (next === 'archived' && previous !== 'archived') {
    if (Object.keys(rest).length > 0) await patchTask(id, rest);
    await archiveTask(id);
    return fetchTask(id);
  }
  if (previous === 'archived' && next !== 'archived') await unarchiveTask(id);
  const body = next === previous ? rest : { ...rest, status: next };
  return Object.keys(body).length > 0 ? patchTask(id, body) : fetchTask(id);
}

export interface UpdateTaskInput {
  task: Task;
  patch: TaskUpdate;
}

/** Saves the edit dialog. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, patch }: UpdateTaskInput) => updateTask(task.id, task.status, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
