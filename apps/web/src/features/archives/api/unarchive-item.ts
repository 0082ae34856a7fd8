import { archiveResultSchema, type ArchivedItem, type ArchiveType } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ArchivePageView } from './get-archives';
import { queryKeys } from '@/lib/query-keys';

const unarchiveItem = (type: ArchiveType, id: string) =>
  apiFetch(`/api/v1/archives/${type}/${encodeURIComponent(id)}/unarchive`, { method: 'POST', schema: archiveResultSchema });

/** The active lists that get the item back. */
const ACTIVE_LISTS: Record<ArchiveType, readonly (readonly string[])[]> = {
  projects: [queryKeys.projects],
  tasks: [queryKeys.tasks.all],
  services: [queryKeys.services],
  templates: [queryKeys.templates],
  emails: [queryKeys.emails.all, queryKeys.replies.all],
};

interface UnarchiveInput {
  type: ArchiveType;
  item: ArchivedItem;
}

/** Any page as it is once the item has left: without it, and the type's counts one lower. */
function withoutItem(page: ArchivePageView | undefined, type: ArchiveType, id: string): ArchivePageView | undefined {
  if (!page) return page;
  const lower = (n: number) => Math.max(0, n - 1);
  return {
    ...page,
    items: page.items.filter((i) => i.id !== id),
    totalCount: page.type === type ? lower(page.totalCount) : page.totalCount,
    counts: { ...page.counts, [type]: lower(page.counts[type]) },
  };
}

/** docs/behaviour.md, States and transitions: the item leaves the archive at once and returns to its active list; back if refused. */
export function useUnarchiveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, item }: UnarchiveInput) => unarchiveItem(type, item.id),
    onMutate: async ({ type, item }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.archives.all });
      const previous = queryClient.getQueriesData<ArchivePageView>({ queryKey: queryKeys.archives.all });
      queryClient.setQueriesData<ArchivePageView>({ queryKey: queryKeys.archives.all }, (page) => withoutItem(page, type, item.id));
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, page] of context?.previous ?? []) queryClient.setQueryData(queryKey, page);
    },
    onSuccess: (_result, { type }) => {
      for (const queryKey of ACTIVE_LISTS[type]) void queryClient.invalidateQueries({ queryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.archives.all }),
  });
}
