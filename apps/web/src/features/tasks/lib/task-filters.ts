import type { Priority, Task, TaskStatus } from '@triage/contracts';

export interface TaskFilters {
  search: string;
  status: TaskStatus | 'all';
  priority: Priority | 'all';
}

export const NO_FILTERS: TaskFilters = { search: '', status: 'all', priority: 'all' };

export const hasActiveFilters = (filters: TaskFilters) =>
  filters.search.trim() !== '' || filters.status !== 'all' || filters.priority !== 'all';

const matchesSearch = (task: Task, query: string) =>
  [task.title, task.description, task.project_name, task.assignee].some((text) => text?.toLowerCase().includes(query));

export function filterTasks(tasks: readonly Task[], filters: TaskFilters): Task[] {
  const query = filters.search.trim().toLowerCase();
  return tasks.filter(
    (task) =>
      (filters.status === 'all' || task.status === filters.status) &&
      (filters.priority === 'all' || task.priority === filters.priority) &&
      (query === '' || matchesSearch(task, query)),
  );
}

export interface TaskCounts {
  total: number;
  completed: number;
  inProgress: number;
  toDo: number;
}

/** The four tiles (spec §2), over every task whatever the filters. */
export function countTasks(tasks: readonly Task[]): TaskCounts {
  const count = (status: TaskStatus) => tasks.filter((t) => t.status === status).length;
  return { total: tasks.length, completed: count('completed'), inProgress: count('in_progress'), toDo: count('to_do') };
}
