import type { ProcessRecommendation, ProcessResult } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyTasksChanged } from '@/lib/task-refresh';
import { apiFetch } from '@/lib/api-client';
import { invalidateEmailLists, storeEmail } from './recommendation-cache';
import { queryKeys } from '@/lib/query-keys';

const processRecommendation = (body: ProcessRecommendation) =>
  apiFetch<ProcessResult>('/api/v1/emails/recommendations/process', { method: 'POST', body });

/** Approve/reject the project or a suggested task; a created task refreshes the Tasks screen. */
export function useProcessRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processRecommendation,
    onSuccess: (result) => {
      storeEmail(queryClient, result.updatedEmail);
      if (result.createdTaskId) {
        notifyTasksChanged();
        void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
      }
    },
    // Not awaited, as in bulk-action.ts: the approval's toast and Undo come with the server's answer.
    // Held back until the lists had reloaded, they could land after an archive made in the meantime
    // ('a' then 'e'), taking its toast's place and making 'z' undo the approval instead.
    onSettled: () => {
      void Promise.all([invalidateEmailLists(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.training.all })]);
    },
  });
}
