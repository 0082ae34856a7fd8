import { importAcceptedSchema, importJobSchema } from '@triage/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ImportJob = z.output<typeof importJobSchema>;

export const isActive = (job: ImportJob | null | undefined) => job?.status === 'starting' || job?.status === 'running';

const fetchLatestImport = (): Promise<ImportJob | null> => apiFetch('/api/v1/import-emails/latest', { schema: importJobSchema.nullable() });

export function useLatestImport() {
  return useQuery(queryOptions({ queryKey: queryKeys.imports.latest, queryFn: fetchLatestImport }));
}

/** One import, polled every second while it runs. */
export function useImportJob(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.imports.job(id ?? 'none'),
      queryFn: () => apiFetch(`/api/v1/import-emails/${encodeURIComponent(id!)}`, { schema: importJobSchema }),
      enabled: id !== null,
      refetchInterval: (query) => (isActive(query.state.data) || !query.state.data ? 1000 : false),
    }),
  );
}

const startImport = (daysBack: number) =>
  apiFetch('/api/v1/import-emails', { method: 'POST', body: { daysBack }, schema: importAcceptedSchema });

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.imports.latest });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sync.status });
    },
  });
}
