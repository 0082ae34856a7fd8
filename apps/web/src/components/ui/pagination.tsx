import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from './button';
import { itemRange, pageCount, pageItems } from './pagination-range';
import { SelectOnDemand } from './select-on-demand';
import { cn } from '@/lib/utils';

const DEFAULT_PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /** Called with the new size; the component then moves to page 1. */
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  className?: string;
}

export function Pagination({
  page,
  pageSize,
  totalItems,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  className,
}: PaginationProps) {
  const labelId = useId();
  const totalPages = pageCount(totalItems, pageSize);
  const { from, to } = itemRange(page, pageSize, totalItems);

  const changePageSize = (value: string) => {
    onPageSizeChange(Number(value));
    onPageChange(1);
  };

  // Nothing to page through (an empty list, or filters that match nothing): no 'Showing 0 to 0'.
  if (totalItems === 0) return null;

  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-4 text-sm', className)}>
      <p className="text-muted-foreground">{`Showing ${from} to ${to} of ${totalItems} items`}</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <span id={labelId} className="text-muted-foreground">
            Items per page:
          </span>
          <SelectOnDemand
            aria-labelledby={labelId}
            className="h-8 w-20"
            value={String(pageSize)}
            onValueChange={changePageSize}
            options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
          />
        </div>
        <nav aria-label="Pagination" className="flex items-center gap-1">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          {pageItems(page, totalPages).map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                variant={item === page ? 'default' : 'ghost'}
                size="sm"
                className="min-w-8"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            ) : (
              <span key={item} className="px-1 text-muted-foreground" aria-hidden>
                …
              </span>
            ),
          )}
          <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      </div>
    </div>
  );
}
