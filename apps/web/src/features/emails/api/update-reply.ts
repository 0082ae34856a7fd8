import type { EmailRecommendation } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { storeEmail } from './recommendation-cache';

const updateReply = ({ emailId, body }: { emailId: string; body: string }) =>
  apiFetch<EmailRecommendation>(`/api/v1/emails/${encodeURIComponent(emailId)}/reply`, { method: 'PATCH', body: { body } });

/** Edit Reply's 'Save Changes': the edited reply is kept on the server. */
export function useUpdateReply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateReply, onSuccess: (email) => storeEmail(queryClient, email) });
}
