import type { RecommendationPage } from '@triage/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type RecommendationSort = 'default' | 'priority';

export interface RecommendationParams {
  limit: number;
  offset: number;
  sort: RecommendationSort;
}

/** New mail and finished classifications show up without a reload. */
const LIVE_REFRESH_MS = 10_000;

const fetchRecommendations = ({ limit, offset, sort }: RecommendationParams, signal?: AbortSignal): Promise<RecommendationPage> =>
  apiFetch(`/api/v1/emails/recommendations?limit=${limit}&offset=${offset}&sort=${sort}`, { signal });

let early: { params: RecommendationParams; promise: Promise<RecommendationPage>; at: number; failed: boolean } | null = null;

/**
 * Starts loading the first page while the app is still checking the session and loading the
 * screen's code (see early-first-page.ts), so the cards wait for neither. Used once, if fresh.
 */
export function startEarlyFirstPage(params: RecommendationParams) {
  if (early) return;
  const started = { params, promise: fetchRecommendations(params), at: Date.now(), failed: false };
  // Signed out (401) or anything else: not taken, the screen asks again when it mounts.
  started.promise.catch(() => {
    started.failed = true;
  });
  early = started;
}

const takeEarly = (params: RecommendationParams) => {
  const taken = early;
  early = null;
  const same =
    taken !== null && params.limit === taken.params.limit && params.offset === taken.params.offset && params.sort === taken.params.sort;
  if (!taken || !same || taken.failed || Date.now() - taken.at > 5_000) return null;
  return taken.promise;
};

const recommendationsQueryOptions = (params: RecommendationParams) =>
  queryOptions({
    queryKey: queryKeys.emails.recommendationPage(params),
    queryFn: ({ signal }) => takeEarly(params) ?? fetchRecommendations(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });

/** One page of the Email Training Queue, with the summary cards' numbers; polled for live updates. */
export function useRecommendations(params: RecommendationParams) {
  return useQuery(recommendationsQueryOptions(params));
}
