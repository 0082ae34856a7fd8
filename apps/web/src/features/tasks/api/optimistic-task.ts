import type { Task } from '@triage/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { tasksQueryKey } from './get-tasks';

export interface TaskListSnapshot {
  previous: Task[] | undefined;
}

/** Applies a change to the cached task list at once; returns what to restore on failure. */
export async function changeCachedTasks(
  queryClient: QueryClient,
  change: (tasks: Task[]) => Task[],
): Promise<TaskListSnapshot> {
  await queryClient.cancelQueries({ queryKey: tasksQueryKey });
  const previous = queryClient.getQueryData<Task[]>(tasksQueryKey);
  queryClient.setQueryData<Task[]>(tasksQueryKey, (tasks) => (tasks ? change(tasks) : tasks));
  return { previous };
}

export function restoreCachedTasks(queryClient: QueryClient, snapshot: TaskListSnapshot | undefined) {
  if (snapshot?.previous) queryClient.setQueryData(tasksQueryKey, snapshot.previous);
}

export const patchCachedTask = (id: string, patch: Partial<Task>) => (tasks: Task[]) =>
  tasks.map((t) => (t.id === id ? { ...t, ...patch } : t));
