import { connectionsSchema, type Connections } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchConnections = (): Promise<Connections> => apiFetch('/api/v1/connections', { schema: connectionsSchema });

export function useConnections() {
  return useQuery(queryOptions({ queryKey: queryKeys.connections, queryFn: fetchConnections }));
}
