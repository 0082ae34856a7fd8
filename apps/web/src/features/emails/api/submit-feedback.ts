import type { EmailRecommendation } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { storeEmail } from './recommendation-cache';
import { queryKeys } from '@/lib/query-keys';

interface FeedbackInput {
  emailId: string;
  feedback: string;
  manualTask: boolean;
}

const submitFeedback = ({ emailId, feedback, manualTask }: FeedbackInput) =>
  apiFetch<EmailRecommendation>(`/api/v1/emails/${encodeURIComponent(emailId)}/feedback`, {
    method: 'POST',
    body: { feedback, manualTask },
  });

/** 'Additional Training': stored on the server and used to train the classifier. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: (email) => storeEmail(queryClient, email),
    // Not awaited: 'Feedback Submitted' comes with the server's answer, not after the numbers reload.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.training.all }),
  });
}
