import { PRIORITIES, PROJECT_STATUSES, PROJECT_STATUS_LABELS, type Project } from '@triage/contracts';

export const FILTER_FIELDS = ['status', 'context', 'defaultPriority', 'associatedProjects', 'otherNames', 'involvedParties'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export const FILTER_LABELS: Record<FilterField, string> = {
  status: 'Status',
  context: 'Context',
  defaultPriority: 'Priority',
  associatedProjects: 'Associated Projects',
  otherNames: 'Other Names',
  involvedParties: 'Involved Parties',
};

/** Status, context and priority are chosen from a list; the rest are typed. */
export const isChoiceFilter = (field: FilterField) => field === 'status' || field === 'context' || field === 'defaultPriority';

export type ProjectFilters = Partial<Record<FilterField, string>>;

export type SortField = 'name' | FilterField;
export interface ProjectSort {
  field: SortField;
  direction: 'asc' | 'desc';
}

/** Choices match exactly; texts match case-insensitively anywhere in the field. */
export function filterProjects(projects: readonly Project[], filters: ProjectFilters): Project[] {
  const active = Object.entries(filters).filter(([, value]) => value !== undefined && value.trim() !== '') as [FilterField, string][];
  return projects.filter((project) =>
    active.every(([field, value]) => {
      const actual = project[field] ?? '';
      if (isChoiceFilter(field)) return actual === value;
      return actual.toLowerCase().includes(value.trim().toLowerCase());
    }),
  );
}

const ORDER: Partial<Record<SortField, readonly string[]>> = {
  status: PROJECT_STATUSES,
  defaultPriority: PRIORITIES,
};

function rank(field: SortField, value: string): number | string {
  const order = ORDER[field];
  return order ? order.indexOf(value) : value.toLowerCase();
}

/** Status sorts in workflow order, priority P1 first, texts alphabetically; blanks always last. */
export function sortProjects(projects: readonly Project[], sort: ProjectSort | null): Project[] {
  if (!sort) return [...projects];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...projects].sort((a, b) => {
    const x = a[sort.field] ?? '';
    const y = b[sort.field] ?? '';
    if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
    const rx = rank(sort.field, x);
    const ry = rank(sort.field, y);
    const compared = typeof rx === 'number' && typeof ry === 'number' ? rx - ry : String(rx).localeCompare(String(ry));
    return compared * sign;
  });
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort(current: ProjectSort | null, field: SortField): ProjectSort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

export const statusLabel = (status: string) => PROJECT_STATUS_LABELS[status as keyof typeof PROJECT_STATUS_LABELS] ?? status;
