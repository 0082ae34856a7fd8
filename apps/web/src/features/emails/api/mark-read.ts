import { emailSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { patchEmail } from './recommendation-cache';

export const markRead = (emailId: string) =>
  apiFetch(`/api/v1/emails/${encodeURIComponent(emailId)}/read`, { method: 'POST', body: {}, schema: emailSchema });

/** Opening an email reads it, here and in the user's mailbox (the server passes it on to Microsoft 365). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (emailId) => patchEmail(queryClient, emailId, (e) => ({ ...e, isRead: true })),
  });
}
