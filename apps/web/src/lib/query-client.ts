import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';

interface QueryClientHooks {
  /** Called when any request answers 401, i.e. the session ended while the app was open. */
  onUnauthorized?: () => void;
}

export function createQueryClient({ onUnauthorized }: QueryClientHooks = {}): QueryClient {
  const handleError = (error: unknown) => {
    if (isApiRequestError(error) && error.status === 401) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        // docs/behaviour.md, Constants and limits: retry once, no refetch on window focus. A 4xx answer will not change on retry.
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

function isClientError(error: unknown): boolean {
  return isApiRequestError(error) && error.status >= 400 && error.status < 500;
}
