import { emailSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { patchEmail } from './recommendation-cache';

const allowRemoteImages = ({ emailId, allowed }: { emailId: string; allowed: boolean }) =>
  apiFetch(`/api/v1/emails/${encodeURIComponent(emailId)}/remote-images`, { method: 'POST', body: { allowed }, schema: emailSchema });

/** 'Show images': remembered for this email only. */
export function useAllowRemoteImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allowRemoteImages,
    onSuccess: (email) => patchEmail(queryClient, email.id, (e) => ({ ...e, remoteImagesAllowed: email.remoteImagesAllowed })),
  });
}
