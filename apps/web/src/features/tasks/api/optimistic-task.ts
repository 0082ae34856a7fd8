import type { Task, TaskCounts, TaskPage, TaskStatus } from '@triage/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** What every cached task query held before the change, to restore on failure. */
export interface TaskListSnapshot {
  previous: [QueryKey, unknown][];
}

const TILE_OF: Partial<Record<TaskStatus, keyof TaskCounts>> = { completed: 'completed', in_progress: 'inProgress', to_do: 'toDo' };

/** The tiles after the page's tasks went from `before` to `after` (status changes and removals). */
function recount(counts: TaskCounts, before: Task[], after: Task[]): TaskCounts {
  const next = { ...counts };
  const shift = (status: TaskStatus, by: number) => {
    const tile = TILE_OF[status];
    if (tile) next[tile] += by;
  };
  const now = new Map(after.map((t) => [t.id, t]));
  for (const old of before) {
    const changed = now.get(old.id);
    if (!changed) {
      next.total -= 1;
      shift(old.status, -1);
    } else if (changed.status !== old.status) {
      shift(old.status, -1);
      shift(changed.status, 1);
    }
  }
  return next;
}

const isPage = (data: unknown): data is TaskPage => typeof data === 'object' && data !== null && 'counts' in data && 'data' in data;

/**
 * Applies a change at once to every cached task list (the whole list and each page,
 * whose tiles follow); returns what to restore on failure.
 */
export async function changeCachedTasks(queryClient: QueryClient, change: (tasks: Task[]) => Task[]): Promise<TaskListSnapshot> {
  await queryClient.cancelQueries({ queryKey: queryKeys.tasks.all });
  const previous = queryClient.getQueriesData<unknown>({ queryKey: queryKeys.tasks.all });
  for (const [key, data] of previous) {
    if (Array.isArray(data)) queryClient.setQueryData<Task[]>(key, change(data as Task[]));
    else if (isPage(data)) {
      const tasks = change(data.data);
      queryClient.setQueryData<TaskPage>(key, { ...data, data: tasks, counts: recount(data.counts, data.data, tasks) });
    }
  }
  return { previous };
}

export function restoreCachedTasks(queryClient: QueryClient, snapshot: TaskListSnapshot | undefined) {
  for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
}

export const patchCachedTask = (id: string, patch: Partial<Task>) => (tasks: Task[]) =>
  tasks.map((t) => (t.id === id ? { ...t, ...patch } : t));
