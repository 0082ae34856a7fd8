import type { Priority, TaskStatus } from '@triage/contracts';

export interface TaskFilters {
  search: string;
  status: TaskStatus | 'all';
  priority: Priority | 'all';
}

export const NO_FILTERS: TaskFilters = { search: '', status: 'all', priority: 'all' };

export const hasActiveFilters = (filters: TaskFilters) =>
  filters.search.trim() !== '' || filters.status !== 'all' || filters.priority !== 'all';
