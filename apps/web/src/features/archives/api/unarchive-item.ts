import { archiveResultSchema, type ArchivedItem, type ArchiveType } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { archivesQueryKey, type ArchiveLists } from './get-archives';

export const unarchiveItem = (type: ArchiveType, id: string) =>
  apiFetch(`/api/v1/archives/${type}/${encodeURIComponent(id)}/unarchive`, { method: 'POST', schema: archiveResultSchema });

/** The active lists that get the item back. */
const ACTIVE_LISTS: Record<ArchiveType, readonly (readonly string[])[]> = {
  projects: [['projects']],
  tasks: [['tasks']],
  services: [['services']],
  templates: [['templates']],
  emails: [['emails'], ['replies']],
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
      await queryClient.cancelQueries({ queryKey: archivesQueryKey });
      const previous = queryClient.getQueryData<ArchiveLists>(archivesQueryKey);
      queryClient.setQueryData<ArchiveLists>(archivesQueryKey, (lists) =>
        lists ? { ...lists, [type]: lists[type]?.filter((i) => i.id !== item.id) ?? null } : lists,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(archivesQueryKey, context.previous);
    },
    onSuccess: (_result, { type }) => {
      for (const queryKey of ACTIVE_LISTS[type]) void queryClient.invalidateQueries({ queryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: archivesQueryKey }),
  });
}
