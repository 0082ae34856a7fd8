import { successSchema, type Task } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { changeCachedTasks, restoreCachedTasks } from './optimistic-task';
import { queryKeys } from '@/lib/query-keys';

const deleteTask = (id: string) => apiFetch(`/api/v1/tasks/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successSchema });

/** Removes the task from the list at once; puts it back if the server refuses. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: Task) => deleteTask(task.id),
    onMutate: (task) => changeCachedTasks(queryClient, (tasks) => tasks.filter((t) => t.id !== task.id)),
    onError: (_error, _task, snapshot) => restoreCachedTasks(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
