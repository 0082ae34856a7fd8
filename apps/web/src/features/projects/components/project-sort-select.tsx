import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ProjectSort, SortField } from '../lib/project-table';

const UNSORTED = '__unsorted__';

interface ProjectSortSelectProps {
  columns: readonly { field: SortField; label: string }[];
  sort: ProjectSort | null;
  onSortChange: (sort: ProjectSort | null) => void;
}

/**
 * The table's sort for phones, where the table is a list and its column headers (the sort buttons
 * on wider screens) are not shown: every column in either direction, or the order as it came.
 */
export function ProjectSortSelect({ columns, sort, onSortChange }: ProjectSortSelectProps) {
  const value = sort ? `${sort.field}:${sort.direction}` : UNSORTED;
  return (
    <Select
      value={value}
      onValueChange={(v) => {
        if (v === UNSORTED) return onSortChange(null);
        const [field, direction] = v.split(':') as [SortField, ProjectSort['direction']];
        onSortChange({ field, direction });
      }}
    >
      <SelectTrigger aria-label="Sort projects by" className="w-full md:hidden">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={UNSORTED}>Not sorted</SelectItem>
        {columns.flatMap(({ field, label }) => [
          <SelectItem key={`${field}:asc`} value={`${field}:asc`}>{`${label}, ascending`}</SelectItem>,
          <SelectItem key={`${field}:desc`} value={`${field}:desc`}>{`${label}, descending`}</SelectItem>,
        ])}
      </SelectContent>
    </Select>
  );
}
