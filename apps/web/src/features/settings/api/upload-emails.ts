import { uploadAcceptedSchema, uploadResultSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UploadResult = z.output<typeof uploadResultSchema>;
/** An .eml is stored at once; an .mbox is imported in the background and followed as an import job. */
type UploadOutcome = { stored: UploadResult } | { importId: string };

/** .mbox holds many messages, .eml one. */
export const uploadContentType = (name: string) => (/\.mbox$/i.test(name) ? 'application/mbox' : 'message/rfc822');

/** Sends a mail file as the raw request body (the API takes .eml and .mbox as they are; the browser streams it). */
async function uploadEmails(file: File): Promise<UploadOutcome> {
  const response = await fetch('/api/v1/import-emails/upload', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': uploadContentType(file.name), 'X-File-Name': encodeURIComponent(file.name), Accept: 'application/json' },
    body: file,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { message?: string; code?: string } } | null)?.error;
    throw new ApiRequestError(error?.message ?? `Request failed: ${response.status}`, response.status, error?.code ?? 'http_error');
  }
  if (response.status === 202) return { importId: uploadAcceptedSchema.parse(payload).importId };
  return { stored: uploadResultSchema.parse(payload) };
}

export function useUploadEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEmails,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.emails.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sync.status });
    },
  });
}
