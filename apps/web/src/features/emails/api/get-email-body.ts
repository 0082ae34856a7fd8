import type { EmailRecommendation } from '@triage/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * A list row leaves a long body out (`body` null, LIMITS.listBodyMaxBytes): a collapsed card shows
 * only the preview, so the page does not carry what it does not show. The single email has it.
 */
const emailBodyQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.emailBody(id),
    queryFn: async () => {
      const email = await apiFetch<EmailRecommendation>(`/api/v1/emails/${encodeURIComponent(id)}/recommendations`);
      return email.body ?? email.preview;
    },
    // A stored body never changes (allowing remote images changes how it is drawn, not the text).
    staleTime: Infinity,
  });

/** The email's body: from its list row, or fetched when the row left it out. */
export function useEmailBody(email: Pick<EmailRecommendation, 'id' | 'body'>) {
  const fetched = useQuery({ ...emailBodyQuery(email.id), enabled: email.body === null });
  return { body: email.body ?? fetched.data, failed: fetched.isError, error: fetched.error, retry: () => void fetched.refetch() };
}

/**
 * Starts fetching a left-out body before its card opens (the queue: the emails near the cursor;
 * Replies: the card taking focus, which the press of a click does before the click lands).
 */
export function usePrefetchEmailBody() {
  const queryClient = useQueryClient();
  return useCallback(
    (email: Pick<EmailRecommendation, 'id' | 'body'>) => {
      if (email.body === null) void queryClient.prefetchQuery(emailBodyQuery(email.id));
    },
    [queryClient],
  );
}
