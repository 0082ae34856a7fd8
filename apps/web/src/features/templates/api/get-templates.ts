import { templateListSchema, type Template } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const templatesQueryKey = ['templates'] as const;

export const fetchTemplates = (): Promise<Template[]> => apiFetch('/api/v1/templates', { schema: templateListSchema });

export const templatesQueryOptions = () => queryOptions({ queryKey: templatesQueryKey, queryFn: fetchTemplates });

/** Templates that are not archived, newest first. */
export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
