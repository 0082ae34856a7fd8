import type { ProcessRecommendation, ProcessResult } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyTasksChanged } from '@/features/tasks/api/create-task';
import { tasksQueryKey } from '@/features/tasks/api/get-tasks';
import { apiFetch } from '@/lib/api-client';
import { invalidateEmailLists, storeEmail } from './recommendation-cache';

export const processRecommendation = (body: ProcessRecommendation) =>
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
        void queryClient.invalidateQueries({ queryKey: tasksQueryKey });
      }
    },
    onSettled: () => Promise.all([invalidateEmailLists(queryClient), queryClient.invalidateQueries({ queryKey: ['training'] })]),
  });
}
