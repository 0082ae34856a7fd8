import { archiveResultSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateEmailLists } from './recommendation-cache';
import { queryKeys } from '@/lib/query-keys';

export const setEmailArchived = ({ emailId, archived }: { emailId: string; archived: boolean }) =>
  apiFetch(`/api/v1/archives/emails/${encodeURIComponent(emailId)}/${archived ? 'archive' : 'unarchive'}`, {
    method: 'POST',
    schema: archiveResultSchema,
  });

/** Archive (or, for 'u' undo, unarchive) an email; the lists then refresh. */
export function useSetEmailArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmailArchived,
    onSettled: () => Promise.all([invalidateEmailLists(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.archives })]),
  });
}
