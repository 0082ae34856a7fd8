import { sendResultSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Nudge = { emailId: string | null; to: string[]; subject: string; body: string };

/**
 * A nudge is a reply in the conversation when someone else wrote in it (threaded by the mailbox),
 * else new mail to the people the user wrote to. Either way the next sync reads it from sent mail.
 */
export function useSendNudge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nudge: Nudge) =>
      apiFetch('/api/v1/emails/send', {
        method: 'POST',
        body: nudge.emailId
          ? { messageId: nudge.emailId, subject: nudge.subject, body: nudge.body }
          : { to: nudge.to, subject: nudge.subject, body: nudge.body },
        schema: sendResultSchema,
      }),
    onSuccess: (result) => toastSuccess(result.message),
    onError: (error) => toastError('Failed to send', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.followups.all }),
  });
}
