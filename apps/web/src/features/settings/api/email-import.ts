import { importAcceptedSchema, importJobSchema } from '@triage/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type ImportJob = z.output<typeof importJobSchema>;

/** Same key as the header's import indicator, so both show one truth. */
export const latestImportQueryKey = ['import-emails', 'latest'] as const;
export const importJobQueryKey = (id: string) => ['import-emails', id] as const;

export const isActive = (job: ImportJob | null | undefined) => job?.status === 'starting' || job?.status === 'running';

export const fetchLatestImport = (): Promise<ImportJob | null> =>
  apiFetch('/api/v1/import-emails/latest', { schema: importJobSchema.nullable() });

export function useLatestImport() {
  return useQuery(queryOptions({ queryKey: latestImportQueryKey, queryFn: fetchLatestImport }));
}

/** One import, polled every second while it runs. */
export function useImportJob(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: importJobQueryKey(id ?? 'none'),
      queryFn: () => apiFetch(`/api/v1/import-emails/${encodeURIComponent(id!)}`, { schema: importJobSchema }),
      enabled: id !== null,
      refetchInterval: (query) => (isActive(query.state.data) || !query.state.data ? 1000 : false),
    }),
  );
}

export const startImport = (daysBack: number) =>
  apiFetch('/api/v1/import-emails', { method: 'POST', body: { daysBack }, schema: importAcceptedSchema });

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: latestImportQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['sync', 'status'] });
    },
  });
}
