import { serviceListSchema, type Service } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const servicesQueryKey = ['services'] as const;

export const fetchServices = (): Promise<Service[]> => apiFetch('/api/v1/services', { schema: serviceListSchema });

export const servicesQueryOptions = () => queryOptions({ queryKey: servicesQueryKey, queryFn: fetchServices });

/** Services that are not archived, newest first, each with its projects. */
export function useServices() {
  return useQuery(servicesQueryOptions());
}
