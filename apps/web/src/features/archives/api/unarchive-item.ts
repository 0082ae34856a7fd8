import { archiveResultSchema, type ArchivedItem, type ArchiveType } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { type ArchiveLists } from './get-archives';
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

/** docs/behaviour.md, States and transitions: the item leaves the archive at once and returns to its active list; back if refused. */
export function useUnarchiveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, item }: UnarchiveInput) => unarchiveItem(type, item.id),
    onMutate: async ({ type, item }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.archives });
      const previous = queryClient.getQueryData<ArchiveLists>(queryKeys.archives);
      queryClient.setQueryData<ArchiveLists>(queryKeys.archives, (lists) =>
        lists ? { ...lists, [type]: lists[type]?.filter((i) => i.id !== item.id) ?? null } : lists,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.archives, context.previous);
    },
    onSuccess: (_result, { type }) => {
      for (const queryKey of ACTIVE_LISTS[type]) void queryClient.invalidateQueries({ queryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.archives }),
  });
}
