import { auditPageSchema, type AuditPage } from '@triage/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { auditQueryString, type AuditFilterState } from '../lib/audit-filters';
import { queryKeys } from '@/lib/query-keys';

const fetchAudit = (filters: AuditFilterState): Promise<AuditPage> =>
  apiFetch(`/api/v1/audit?${auditQueryString(filters)}`, { schema: auditPageSchema });

/** One page of the user's audit entries, newest first; the previous page stays shown while the next loads. */
export function useAuditLog(filters: AuditFilterState) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.audit.page(filters),
      queryFn: () => fetchAudit(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
