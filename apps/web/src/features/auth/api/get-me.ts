import type { User } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiRequestError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user, or null when signed out (401 is an answer here, not a failure). */
async function fetchMe(): Promise<User | null> {
  try {
    return await apiFetch<User>('/auth/me');
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.auth.me, queryFn: fetchMe, staleTime: Infinity });

export function useMe() {
  return useQuery(meQueryOptions());
}
