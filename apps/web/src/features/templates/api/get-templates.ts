import { templateListSchema, type Template } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchTemplates = (): Promise<Template[]> => apiFetch('/api/v1/templates', { schema: templateListSchema });

const templatesQueryOptions = () => queryOptions({ queryKey: queryKeys.templates, queryFn: fetchTemplates });

/** Templates that are not archived, newest first. */
export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
