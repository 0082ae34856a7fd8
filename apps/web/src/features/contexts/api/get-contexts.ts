import type { Context } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const contextsQueryKey = ['contexts'] as const;

export const fetchContexts = (): Promise<Context[]> => apiFetch<Context[]>('/api/v1/contexts');

export const contextsQueryOptions = () => queryOptions({ queryKey: contextsQueryKey, queryFn: fetchContexts });

export function useContexts() {
  return useQuery(contextsQueryOptions());
}
