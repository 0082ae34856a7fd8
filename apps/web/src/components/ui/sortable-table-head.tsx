import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableHead } from './table';

type SortDirection = 'asc' | 'desc';

interface SortableTableHeadProps {
  children: ReactNode;
  /** This column's direction when it is the sorted one, else null. */
  direction: SortDirection | null;
  onSort: () => void;
  className?: string;
}

/** A column header that sorts on click; aria-sort tells assistive tech the current order. */
export function SortableTableHead({ children, direction, onSort, className }: SortableTableHeadProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead className={className} aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <button
        type="button"
        onClick={onSort}
        className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {children}
        <Icon className={direction ? 'size-3.5 text-foreground' : 'size-3.5 opacity-50'} aria-hidden />
      </button>
    </TableHead>
  );
}
