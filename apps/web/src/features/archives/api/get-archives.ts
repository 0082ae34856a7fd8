import { archivedItemSchema, archivePageSchema, type ArchivedItem, type ArchiveCounts, type ArchiveType } from '@triage/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of a type's archived items as the screen shows it. */
export interface ArchivePageView {
  type: ArchiveType;
  items: ArchivedItem[];
  /** Items of the page that could not be read: the screen says 'Some archived items could not be loaded'. */
  unreadable: number;
  totalCount: number;
  counts: ArchiveCounts;
}

const frame = z.object({ data: z.array(z.unknown()), totalCount: z.number().int(), counts: archivePageSchema.shape.counts });

/**
 * Reads the page item by item, so one unreadable item does not hide the rest; an answer without
 * its counts or list is a failed load.
 */
export function toArchivePageView(type: ArchiveType, payload: unknown): ArchivePageView {
  const page = frame.parse(payload);
  const items: ArchivedItem[] = [];
  for (const raw of page.data) {
    const parsed = archivedItemSchema.safeParse(raw);
    if (parsed.success) items.push(parsed.data);
  }
  return { type, items, unreadable: page.data.length - items.length, totalCount: page.totalCount, counts: page.counts };
}

/**
 * A page of one type, newest archived first (docs/behaviour.md, States and transitions): the server
 * pages them, so a mailbox with a million archived emails opens as fast as one with ten.
 */
export function useArchivePage(type: ArchiveType, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  return useQuery({
    queryKey: queryKeys.archives.page(type, pageSize, offset),
    queryFn: async () =>
      toArchivePageView(type, await apiFetch<unknown>(`/api/v1/archives?type=${type}&limit=${pageSize}&offset=${offset}`)),
    // The tab's counts and the page stay on screen while the next page or tab loads.
    placeholderData: keepPreviousData,
  });
}
