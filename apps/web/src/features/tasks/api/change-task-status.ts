import type { Task, TaskStatus } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedTasks, patchCachedTask, restoreCachedTasks } from './optimistic-task';
import { updateTask } from './update-task';
import { queryKeys } from '@/lib/query-keys';

interface ChangeStatusInput {
  task: Task;
  status: TaskStatus;
}

/** The card's checkbox and status dropdown: instant, rolled back if the server refuses. */
export function useChangeTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, status }: ChangeStatusInput) => updateTask(task.id, task.status, { status }),
    onMutate: ({ task, status }) =>
      changeCachedTasks(queryClient, patchCachedTask(task.id, { status, is_archived: status === 'archived' })),
    onError: (_error, _input, snapshot) => restoreCachedTasks(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
