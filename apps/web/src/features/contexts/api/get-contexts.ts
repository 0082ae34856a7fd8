import type { Context } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchContexts = (): Promise<Context[]> => apiFetch<Context[]>('/api/v1/contexts');

const contextsQueryOptions = () => queryOptions({ queryKey: queryKeys.contexts, queryFn: fetchContexts });

export function useContexts() {
  return useQuery(contextsQueryOptions());
}
