import type { SendResult } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { patchEmail } from './recommendation-cache';

interface SendReplyInput {
  /** The email replied to (the server threads the reply through the provider). */
  emailId: string;
  subject: string;
  body: string;
}

const sendReply = ({ emailId, subject, body }: SendReplyInput) =>
  apiFetch<SendResult>('/api/v1/emails/send', { method: 'POST', body: { messageId: emailId, subject, body } });

/** Sends a reply; the email then counts as read (docs/behaviour.md, States and transitions). */
export function useSendReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReply,
    onSuccess: (_result, { emailId }) => patchEmail(queryClient, emailId, (e) => ({ ...e, isRead: true })),
  });
}
