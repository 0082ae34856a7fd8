import type { AdminConsentLink } from '@triage/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The link an administrator opens to approve Triage for the organisation (built by the server). */
export function useAdminConsentLink(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.auth.adminConsent,
    queryFn: () => apiFetch<AdminConsentLink>('/auth/microsoft/admin-consent'),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
