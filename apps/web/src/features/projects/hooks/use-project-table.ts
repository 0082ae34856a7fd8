import type { Project } from '@triage/contracts';
import { useMemo, useState } from 'react';
import {
  filterProjects,
  nextSort,
  sortProjects,
  type FilterField,
  type ProjectFilters,
  type ProjectSort,
  type SortField,
} from '../lib/project-table';

/** Filter and sort state of the table view. */
export function useProjectTable(projects: readonly Project[]) {
  const [filters, setFilters] = useState<ProjectFilters>({});
  const [sort, setSort] = useState<ProjectSort | null>(null);
  const rows = useMemo(() => sortProjects(filterProjects(projects, filters), sort), [projects, filters, sort]);
  return {
    rows,
    filters,
    sort,
    setFilter: (field: FilterField, value: string) =>
      setFilters((current) => {
        const next = { ...current };
        if (value === '') delete next[field];
        else next[field] = value;
        return next;
      }),
    clearAll: () => {
      setFilters({});
      setSort(null);
    },
    toggleSort: (field: SortField) => setSort((current) => nextSort(current, field)),
    setSort,
  };
}
