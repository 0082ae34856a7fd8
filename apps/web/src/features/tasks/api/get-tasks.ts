import { taskListSchema, type Task } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const tasksQueryKey = ['tasks'] as const;

export const fetchTasks = (): Promise<Task[]> => apiFetch('/api/v1/tasks', { schema: taskListSchema });

export const tasksQueryOptions = () => queryOptions({ queryKey: tasksQueryKey, queryFn: fetchTasks });

/** Every task of the user, newest first (archived ones carry status 'archived'). */
export function useTasks() {
  return useQuery(tasksQueryOptions());
}
