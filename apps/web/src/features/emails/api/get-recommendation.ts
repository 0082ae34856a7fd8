import { emailRecommendationSchema, type EmailRecommendation } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchRecommendation = (id: string): Promise<EmailRecommendation> =>
  apiFetch(`/api/v1/emails/${encodeURIComponent(id)}/recommendations`, { schema: emailRecommendationSchema });

const recommendationQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.emails.recommendation(id), queryFn: () => fetchRecommendation(id) });

/** One email as the review screens use it. */
export function useRecommendation(id: string, enabled = true) {
  return useQuery({ ...recommendationQueryOptions(id), enabled });
}
