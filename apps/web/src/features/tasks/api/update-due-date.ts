import type { Task } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedTasks, patchCachedTask, restoreCachedTasks } from './optimistic-task';
import { patchTask } from './update-task';
import { queryKeys } from '@/lib/query-keys';

interface DueDateInput {
  task: Task;
  /** 'yyyy-mm-dd' or null to remove the due date. */
  due_date: string | null;
}

/** The card's due-date picker: PATCH with due_date alone. */
export function useUpdateDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, due_date }: DueDateInput) => patchTask(task.id, { due_date }),
    onMutate: ({ task, due_date }) => changeCachedTasks(queryClient, patchCachedTask(task.id, { due_date })),
    onError: (_error, _input, snapshot) => restoreCachedTasks(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
