import type { AuthConfig } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { authQueryScope } from './get-me';

export const authConfigQueryKey = [authQueryScope, 'config'] as const;

export const fetchAuthConfig = () => apiFetch<AuthConfig>('/auth/config');

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: authConfigQueryKey, queryFn: fetchAuthConfig, staleTime: Infinity });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
