import { serviceListSchema, type Service } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchServices = (): Promise<Service[]> => apiFetch('/api/v1/services', { schema: serviceListSchema });

const servicesQueryOptions = () => queryOptions({ queryKey: queryKeys.services, queryFn: fetchServices });

/** Services that are not archived, newest first, each with its projects. */
export function useServices() {
  return useQuery(servicesQueryOptions());
}
