import { useMemo, useState } from 'react';
import { pageCount } from './pagination-range';

/**
 * Client-side paging state for the Pagination component. The page is clamped to the last page,
 * so a page emptied by a delete shows the last page that has items; a change of `resetKey`
 * (e.g. the filters) goes back to page 1.
 */
export function usePagination<T>(items: readonly T[], initialPageSize: number, resetKey: string = '') {
  const [requestedPage, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setPage(1);
  }
  const totalPages = pageCount(items.length, pageSize);
  const page = Math.min(requestedPage, totalPages);
  const pageItems = useMemo(() => items.slice((page - 1) * pageSize, page * pageSize), [items, page, pageSize]);
  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  return {
    pageItems,
    /** Props to spread onto <Pagination />. */
    paginationProps: {
      page,
      pageSize,
      totalItems: items.length,
      onPageChange: setPage,
      onPageSizeChange: changePageSize,
    },
  };
}
