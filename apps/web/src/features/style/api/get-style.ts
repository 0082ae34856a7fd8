import { taskStyleResponseSchema, type TaskStyle } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchStyle = (): Promise<TaskStyle> => apiFetch('/api/v1/style', { schema: taskStyleResponseSchema });

const styleQueryOptions = () => queryOptions({ queryKey: queryKeys.style, queryFn: fetchStyle });

/** The saved task style (the spec's defaults until the user saves one). */
export function useTaskStyle() {
  return useQuery(styleQueryOptions());
}
