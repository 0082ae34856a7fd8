import { FOLLOWUP_TEXTS, successSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const path = (conversationId: string, action: 'done' | 'remind') =>
  `/api/v1/followups/conversations/${encodeURIComponent(conversationId)}/${action}`;

/** Mark done: the conversation leaves Follow-ups until a newer message arrives. */
export function useMarkDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => apiFetch(path(conversationId, 'done'), { method: 'POST', schema: successSchema }),
    onSuccess: () => toastSuccess(FOLLOWUP_TEXTS.markedDone),
    onError: (error) => toastError('Failed to mark the conversation done', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.followups.all }),
  });
}

/** Remind me: hidden until `until`, then back with a badge. */
export function useRemind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, until }: { conversationId: string; until: string }) =>
      apiFetch(path(conversationId, 'remind'), { method: 'POST', body: { until }, schema: successSchema }),
    onSuccess: () => toastSuccess(FOLLOWUP_TEXTS.reminderSet),
    onError: (error) => toastError('Failed to set the reminder', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.followups.all }),
  });
}
