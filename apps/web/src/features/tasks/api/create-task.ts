import type { Task, TaskCreate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tasksQueryKey } from './get-tasks';

/** Window event that makes the Tasks screen reload (docs/behaviour.md, Tasks: fired after a task is created). */
export const REFRESH_TASKS_EVENT = 'refresh-tasks';

export const notifyTasksChanged = () => window.dispatchEvent(new Event(REFRESH_TASKS_EVENT));

export const createTask = (body: TaskCreate) => apiFetch<Task>('/api/v1/tasks', { method: 'POST', body });

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => notifyTasksChanged(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
