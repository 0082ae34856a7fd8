import type { importJobSchema } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ImportJob = z.output<typeof importJobSchema>;

const fetchLatestImport = (): Promise<ImportJob | null> => apiFetch<ImportJob | null>('/api/v1/import-emails/latest');

export const isImportRunning = (job: ImportJob | null | undefined) => job?.status === 'starting' || job?.status === 'running';

/** The newest email import, polled every 2 s while it runs so the header's bar moves. */
export function useLatestImport() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.imports.latest,
      queryFn: fetchLatestImport,
      refetchInterval: (query) => (isImportRunning(query.state.data) ? 2_000 : 15_000),
    }),
  );
}
