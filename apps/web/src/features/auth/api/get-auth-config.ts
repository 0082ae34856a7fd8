import type { AuthConfig } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchAuthConfig = () => apiFetch<AuthConfig>('/auth/config');

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.auth.config, queryFn: fetchAuthConfig, staleTime: Infinity });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
