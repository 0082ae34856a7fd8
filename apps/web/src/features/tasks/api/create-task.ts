import type { Task, TaskCreate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notifyTasksChanged } from '@/lib/task-refresh';
import { queryKeys } from '@/lib/query-keys';

const createTask = (body: TaskCreate) => apiFetch<Task>('/api/v1/tasks', { method: 'POST', body });

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => notifyTasksChanged(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
