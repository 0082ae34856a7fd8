import type { SignOutResult } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/components/ui/toast';

const signOut = () => apiFetch<SignOutResult>('/auth/sign-out', { method: 'POST' });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Mark signed out first so the guard replaces the layout before its data disappears.
      queryClient.setQueryData(queryKeys.auth.me, null);
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== queryKeys.auth.all[0] });
    },
    onError: (error) => toast.error('Log out failed', { description: error.message }),
  });
}
