import type { Task } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedTasks, patchCachedTask, restoreCachedTasks } from './optimistic-task';
import { patchTask } from './update-task';
import { queryKeys } from '@/lib/query-keys';

interface ToggleInput {
  task: Task;
  itemId: string;
  completed: boolean;
}

const toggled = ({ task, itemId, completed }: ToggleInput) =>
  task.checklist.map((item) => (item.id === itemId ? { ...item, completed } : item));

/** Ticks a checklist item on a card: PATCH with the whole checklist, instant and rolled back on failure. */
export function useToggleChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ToggleInput) => patchTask(input.task.id, { checklist: toggled(input) }),
    onMutate: (input) => changeCachedTasks(queryClient, patchCachedTask(input.task.id, { checklist: toggled(input) })),
    onError: (_error, _input, snapshot) => restoreCachedTasks(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
