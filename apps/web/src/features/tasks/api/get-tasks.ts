import type { Priority, TaskPage, TaskSort, TaskStatus } from '@triage/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the Tasks screen: the server filters, searches, sorts and counts. */
export interface TaskPageQuery {
  page: number;
  pageSize: number;
  search: string;
  status: TaskStatus | 'all';
  priority: Priority | 'all';
  sort?: TaskSort;
}

export function taskPagePath(q: TaskPageQuery): string {
  const params = new URLSearchParams({ limit: String(q.pageSize), offset: String((q.page - 1) * q.pageSize) });
  if (q.search.trim() !== '') params.set('q', q.search.trim());
  if (q.status !== 'all') params.set('status', q.status);
  if (q.priority !== 'all') params.set('priority', q.priority);
  if (q.sort) params.set('sort', q.sort);
  return `/api/v1/tasks?${params.toString()}`;
}

const fetchTaskPage = (q: TaskPageQuery, signal?: AbortSignal): Promise<TaskPage> => apiFetch(taskPagePath(q), { signal });

/** The page keeps showing while the next one (another filter, another page) loads. */
export function useTaskPage(q: TaskPageQuery) {
  return useQuery({
    queryKey: queryKeys.tasks.page(q),
    queryFn: ({ signal }) => fetchTaskPage(q, signal),
    placeholderData: keepPreviousData,
  });
}
