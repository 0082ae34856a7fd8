import { emailRecommendationSchema, type EmailRecommendation } from '@triage/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const replyPageSchema = z.object({ data: z.array(emailRecommendationSchema), totalCount: z.number().int() });
export type ReplyPage = { data: EmailRecommendation[]; totalCount: number };

const fetchReplies = (limit: number, offset: number, signal?: AbortSignal): Promise<ReplyPage> =>
  apiFetch(`/api/v1/replies?limit=${limit}&offset=${offset}`, { schema: replyPageSchema, signal });

const repliesQueryOptions = (limit: number, offset: number) =>
  queryOptions({
    queryKey: queryKeys.replies.page(limit, offset),
    queryFn: ({ signal }) => fetchReplies(limit, offset, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

/** Emails that have an AI reply, newest first, one page at a time. */
export function useReplies(limit: number, offset: number) {
  return useQuery(repliesQueryOptions(limit, offset));
}
