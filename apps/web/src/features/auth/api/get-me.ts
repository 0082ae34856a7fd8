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

let early: Promise<User | null> | null = null;

/**
 * Starts the session check as the app's code runs, before React's first render mounts the
 * guard that asks for it (called by the entry on '/'). The guard's first ask takes it.
 */
export function startEarlySessionCheck() {
  if (early) return;
  early = fetchMe();
  // Handled by whoever takes it; this keeps an unused one from reporting an unhandled rejection.
  early.catch(() => undefined);
}

const takeEarlyOrFetch = () => {
  const taken = early;
  early = null;
  return taken ?? fetchMe();
};

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.auth.me, queryFn: takeEarlyOrFetch, staleTime: Infinity });

export function useMe() {
  return useQuery(meQueryOptions());
}
