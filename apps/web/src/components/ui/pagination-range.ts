export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Pages shown either side of the current page (docs/behaviour.md, Pagination). */
const SIBLINGS = 2;

/** Number of pages; an empty list still has one (empty) page. */
export function pageCount(totalItems: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** First and last page always, the current page with two either side, ellipses over the gaps. */
export function pageItems(currentPage: number, totalPages: number): PageItem[] {
  const last = Math.max(1, totalPages);
  const current = clamp(currentPage, 1, last);
  const start = Math.max(1, current - SIBLINGS);
  const end = Math.min(last, current + SIBLINGS);

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('start-ellipsis');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < last - 1) items.push('end-ellipsis');
  if (end < last) items.push(last);
  return items;
}

/** 1-based positions of the first and last item on the page; 0 and 0 for an empty list. */
export function itemRange(page: number, pageSize: number, totalItems: number): { from: number; to: number } {
  if (totalItems <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const current = clamp(page, 1, pageCount(totalItems, pageSize));
  const from = (current - 1) * pageSize + 1;
  return { from, to: Math.min(totalItems, current * pageSize) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value) || min));
}
