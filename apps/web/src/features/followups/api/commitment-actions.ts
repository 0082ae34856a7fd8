import { FOLLOWUP_TEXTS, successSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const approvedSchema = z.object({ success: z.literal(true), taskId: z.string() });

/** A commitment becomes the user's task (in the project they pick), due the day they promised. */
export function useApproveCommitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, projectId }: { id: string; projectId: string }) =>
      apiFetch(`/api/v1/followups/commitments/${id}/approve`, { method: 'POST', body: { projectId }, schema: approvedSchema }),
    onSuccess: () => {
      toastSuccess(FOLLOWUP_TEXTS.taskCreated);
      window.dispatchEvent(new Event('refresh-tasks'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
    },
    onError: (error) => toastError('Failed to create the task', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.followups.all }),
  });
}

export function useDismissCommitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/v1/followups/commitments/${id}/dismiss`, { method: 'POST', schema: successSchema }),
    onSuccess: () => toastSuccess(FOLLOWUP_TEXTS.dismissed),
    onError: (error) => toastError('Failed to dismiss the commitment', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.followups.all }),
  });
}
