import type { Email } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { patchEmail } from './recommendation-cache';

/** No response schema: the review screen is the first screen, which loads no zod (docs/performance.md, Web). */
const markRead = (emailId: string) => apiFetch<Email>(`/api/v1/emails/${encodeURIComponent(emailId)}/read`, { method: 'POST', body: {} });

/** Reads an email here and in the user's mailbox (the server passes it on to Microsoft 365). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (emailId) => patchEmail(queryClient, emailId, (e) => ({ ...e, isRead: true })),
  });
}
