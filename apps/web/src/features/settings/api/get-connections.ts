import { connectionsSchema, type Connections } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const connectionsQueryKey = ['connections'] as const;

export const fetchConnections = (): Promise<Connections> => apiFetch('/api/v1/connections', { schema: connectionsSchema });

export function useConnections() {
  return useQuery(queryOptions({ queryKey: connectionsQueryKey, queryFn: fetchConnections }));
}
