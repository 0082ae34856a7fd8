import { emailRecommendationSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateEmailLists, storeEmail } from './recommendation-cache';

export const removeProposedTask = ({ emailId, title }: { emailId: string; title: string }) =>
  apiFetch(`/api/v1/emails/${encodeURIComponent(emailId)}/proposed-tasks/remove`, {
    method: 'POST',
    body: { title },
    schema: emailRecommendationSchema,
  });

/** Reject of a suggested task: removed from the classification on the server (spec §4). */
export function useRemoveProposedTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProposedTask,
    onSuccess: (email) => storeEmail(queryClient, email),
    onSettled: () => invalidateEmailLists(queryClient),
  });
}
