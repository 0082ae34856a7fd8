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

interface EarlyPage {
  params: RecommendationParams;
  promise: Promise<RecommendationPage>;
  at: number;
  failed: boolean;
  /** The answer, once it has come. */
  page?: RecommendationPage;
}

let early: EarlyPage | null = null;

/**
 * Starts loading the first page while the app is still checking the session and loading the
 * screen's code (see early-first-page.ts), so the cards wait for neither. Used once, if fresh.
 */
export function startEarlyFirstPage(params: RecommendationParams) {
  if (early) return;
  const started: EarlyPage = { params, promise: fetchRecommendations(params), at: Date.now(), failed: false };
  // Signed out (401) or anything else: not taken, the screen asks again when it mounts.
  started.promise.then(
    (page) => {
      started.page = page;
    },
    () => {
      started.failed = true;
    },
  );
  early = started;
}

const usableEarly = (params: RecommendationParams): EarlyPage | null => {
  const e = early;
  if (!e || e.failed || Date.now() - e.at > 5_000) return null;
  return params.limit === e.params.limit && params.offset === e.params.offset && params.sort === e.params.sort ? e : null;
};

const takeEarly = (params: RecommendationParams) => {
  const taken = usableEarly(params);
  early = null;
  return taken?.promise ?? null;
};

const recommendationsQueryOptions = (params: RecommendationParams) =>
  queryOptions({
    queryKey: queryKeys.emails.recommendationPage(params),
    queryFn: ({ signal }) => takeEarly(params) ?? fetchRecommendations(params, signal),
    // An answer that came before the screen mounted is shown in its first render (no 'Loading
    // emails...' frame); the mount's own fetch then takes the same answer instead of asking again.
    initialData: () => usableEarly(params)?.page,
    initialDataUpdatedAt: () => usableEarly(params)?.at,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });

/** One page of the Email Training Queue, with the summary cards' numbers; polled for live updates. */
export function useRecommendations(params: RecommendationParams) {
  return useQuery(recommendationsQueryOptions(params));
}
