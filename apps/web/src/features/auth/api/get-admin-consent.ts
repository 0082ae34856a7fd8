import type { AdminConsentLink } from '@triage/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The link an administrator opens to approve Triage for the organisation (built by the server). */
export function useAdminConsentLink(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'admin-consent'],
    queryFn: () => apiFetch<AdminConsentLink>('/auth/microsoft/admin-consent'),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
