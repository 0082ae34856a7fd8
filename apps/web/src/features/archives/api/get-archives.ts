import { ARCHIVE_TYPES, archivedItemSchema, type ArchivedItem, type ArchiveType } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Each type's items, or null when that part of the answer could not be read. */
export type ArchiveLists = Record<ArchiveType, ArchivedItem[] | null>;

const itemList = z.array(archivedItemSchema);

/**
 * Reads each type on its own, so one unreadable part does not hide the rest: the screen then
 * says 'Some archived items could not be loaded' and shows what it has.
 */
export function toArchiveLists(payload: unknown): ArchiveLists {
  const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const lists = {} as ArchiveLists;
  for (const type of ARCHIVE_TYPES) {
    const parsed = itemList.safeParse(body[type]);
    lists[type] = parsed.success ? parsed.data : null;
  }
  return lists;
}

const fetchArchives = async (): Promise<ArchiveLists> => toArchiveLists(await apiFetch<unknown>('/api/v1/archives'));

const archivesQueryOptions = () => queryOptions({ queryKey: queryKeys.archives, queryFn: fetchArchives });

/** Only archived items, newest archived first (docs/behaviour.md, States and transitions). */
export function useArchives() {
  return useQuery(archivesQueryOptions());
}
